import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseLevel, type Level } from '@codehop/engine';
import { z } from 'zod';
import { findCourseLevel, type CourseId } from '../courses/index.ts';
import { levelFileSchema } from './level-file.ts';
import { levelsDirectory } from './levels-directory.ts';

/** A course level as the play screen receives it (spec/platform.md §3 "Level data"). */
export interface PlayableLevel extends Level {
  slug: string;
  name: string;
  chapter_id: number;
  chapter_name: string;
  /** 1-based position of the level in its chapter. */
  level_id: number;
  guide: string;
  guideImage?: string;
  /** Set when the level's data says it is unfinished: the play screen shows the "not ready" notice. */
  notReady?: true;
  tutorial: string;
  hint: string;
  codeTemplate: string;
}

export class LevelNotFoundError extends Error {
  constructor(courseId: string, slug: string) {
    super(`No level ${courseId}/${slug}`);
  }
}

function levelDirectory(courseId: CourseId, slug: string): string {
  return path.join(levelsDirectory, courseId, slug);
}

async function readText(directory: string, file: string, fallback?: string): Promise<string> {
  try {
    return await readFile(path.join(directory, file), 'utf8');
  } catch (error) {
    if (fallback !== undefined && (error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

/** Reads and validates a course level: level.json + map.json + guide.md, tutorial.md, hint.md, template.py. */
export async function loadLevel(courseId: CourseId, slug: string): Promise<PlayableLevel> {
  const located = findCourseLevel(courseId, slug);
  if (!located) throw new LevelNotFoundError(courseId, slug);
  const directory = levelDirectory(courseId, slug);
  const [levelText, mapText, guide, tutorial, hint, codeTemplate] = await Promise.all([
    readText(directory, 'level.json'),
    readText(directory, 'map.json'),
    readText(directory, 'guide.md'),
    readText(directory, 'tutorial.md', ''),
    readText(directory, 'hint.md'),
    readText(directory, 'template.py'),
  ]);
  const file = levelFileSchema.parse(JSON.parse(levelText));
  const level = parseLevel({ ...file, map: JSON.parse(mapText) as unknown });
  return {
    ...level,
    slug,
    name: located.entry.name,
    chapter_id: located.chapter.id,
    chapter_name: located.chapter.name,
    level_id: located.levelNumber,
    guide,
    ...(file.guideImage ? { guideImage: file.guideImage } : {}),
    ...(file.notReady === true ? { notReady: true as const } : {}),
    tutorial,
    hint,
    codeTemplate,
  };
}

// answers.json: the Yes/No answers to give question() popups, one list per run to try.
const answerSetsSchema = z.array(z.array(z.boolean())).min(1);

/**
 * The reference solution and the known-wrong programs of a level (for the content checks only),
 * with the answer sets to run them with: a level that asks question() is proven for each
 * answer the learner may give. Without answers.json, one run where every popup gets No.
 */
export async function loadLevelPrograms(
  courseId: CourseId,
  slug: string,
): Promise<{ solution: string; wrong: { file: string; code: string }[]; answerSets: boolean[][] }> {
  const directory = levelDirectory(courseId, slug);
  const files = await readdir(directory);
  const wrongFiles = files.filter((file) => /^wrong-.*\.py$/.test(file)).sort();
  const answers = await readText(directory, 'answers.json', '[[]]');
  return {
    solution: await readText(directory, 'solution.py'),
    wrong: await Promise.all(wrongFiles.map(async (file) => ({ file, code: await readText(directory, file) }))),
    answerSets: answerSetsSchema.parse(JSON.parse(answers)),
  };
}

/** Level folders present on disk for a course (the content tests compare them with the course list). */
export async function levelFoldersOnDisk(courseId: CourseId): Promise<string[]> {
  try {
    const entries = await readdir(path.join(levelsDirectory, courseId), { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
