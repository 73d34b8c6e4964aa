import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COURSE_IDS, courseLevelsInOrder, type CourseId } from '../src/courses/index.ts';
import { levelsDirectory, loadLevel, loadLevelPrograms, type PlayableLevel } from '../src/loader/index.ts';

/**
 * The courses the checks cover: every course with levels, or only those named in
 * CHECK_COURSE (comma-separated), e.g. `CHECK_COURSE=advanced-python npx vitest run packages/content/checks`.
 */
export function checkedCourses(): CourseId[] {
  const only = (process.env['CHECK_COURSE'] ?? '').split(',').filter((name) => name !== '');
  return COURSE_IDS.filter((course) => (only.length === 0 || only.includes(course)) && courseLevelsInOrder(course).length > 0);
}

export interface CheckedLevel {
  readonly course: CourseId;
  readonly slug: string;
  readonly level: PlayableLevel;
  readonly solution: string;
  readonly wrong: readonly { file: string; code: string }[];
  /** Answers for question() popups, one list per run; the solution must complete with each. */
  readonly answerSets: readonly (readonly boolean[])[];
  /** The construct the level teaches (level.json `concept`), checked in the solution with Python's ast. */
  readonly concept?: string;
}

/** Every level the course lists, loaded as the server serves it, with its programs. */
export async function loadCourseLevels(course: CourseId): Promise<CheckedLevel[]> {
  if (courseLevelsInOrder(course).length === 0) return [];
  return Promise.all(
    courseLevelsInOrder(course).map(async ({ entry }) => {
      const [level, programs, file] = await Promise.all([
        loadLevel(course, entry.slug),
        loadLevelPrograms(course, entry.slug),
        readFile(path.join(levelsDirectory, course, entry.slug, 'level.json'), 'utf8'),
      ]);
      const concept = (JSON.parse(file) as { concept?: string }).concept;
      return { course, slug: entry.slug, level, ...programs, ...(concept ? { concept } : {}) };
    }),
  );
}

/** The player commands a program calls, by name, in first-use order. */
export const PLAYER_COMMANDS = [
  'move_forward', 'turn_left', 'turn_right', 'push', 'speak', 'write', 'read', 'question', 'display',
  'build', 'water', 'collect', 'open', 'close', 'place', 'combine', 'plant',
] as const;

export function commandsUsed(code: string): string[] {
  const withoutComments = code
    .split('\n')
    .map((line) => line.replace(/#.*$/, ''))
    .join('\n');
  return PLAYER_COMMANDS.filter((name) => new RegExp(`\\b${name}\\s*\\(`).test(withoutComments));
}
