import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { getCourse, type CourseId } from '../courses/index.ts';
import { levelsDirectory } from './levels-directory.ts';

/**
 * Course content in more languages than English: beside each level, `i18n/<code>.json` holds its
 * name, guide, tutorial and hint in that language; `levels/<course>.i18n/<code>.json` holds the
 * course's and its chapters' names. Every field is optional: English stands in for whatever a
 * translation lacks. The files never change while the server runs, so each is read once.
 */
const levelTextsSchema = z.object({
  name: z.string().min(1).optional(),
  guide: z.string().min(1).optional(),
  tutorial: z.string().min(1).optional(),
  hint: z.string().min(1).optional(),
  /** The code template's comments in this language, by their English words ("Pick up the carrot."). */
  comments: z.record(z.string().min(1), z.string().min(1)).optional(),
});
export type LevelTexts = z.infer<typeof levelTextsSchema>;

const courseTextsSchema = z.object({
  name: z.string().min(1).optional(),
  chapters: z.record(z.string(), z.string().min(1)).optional(),
});
export type CourseTexts = z.infer<typeof courseTextsSchema>;

const LANGUAGE = /^[a-z]{2}$/;
const cache = new Map<string, Promise<unknown>>();

async function readOptionalJson<T>(file: string, schema: z.ZodType<T>, empty: T): Promise<T> {
  try {
    return schema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw new Error(`Bad translation file ${file}`, { cause: error });
  }
}

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = load();
    cache.set(key, entry);
  }
  return entry;
}

/** A level's texts in a language ({} for English, an unknown code or a level without a translation). */
export function loadLevelTexts(courseId: CourseId, slug: string, language: string): Promise<LevelTexts> {
  if (language === 'en' || !LANGUAGE.test(language) || !/^[a-z0-9-]+$/.test(slug)) return Promise.resolve({});
  const file = path.join(levelsDirectory, courseId, slug, 'i18n', `${language}.json`);
  return cached(file, () => readOptionalJson(file, levelTextsSchema, {}));
}

const COMMENT_LINE = /^(\s*)# (.+)$/;

/** The English comments of a code template, each once, in order: the words a translation names them by. */
export function templateComments(template: string): string[] {
  return [...new Set(template.split('\n').flatMap((line) => {
    const match = COMMENT_LINE.exec(line);
    return match ? [match[2] as string] : [];
  }))];
}

/**
 * A code template with its whole-line comments in the reader's language: the code, names and
 * strings stay as they are (Python and the goals read English), only a comment's words change.
 */
export function localizeTemplate(template: string, comments: Readonly<Record<string, string>> | undefined): string {
  if (!comments) return template;
  return template
    .split('\n')
    .map((line) => {
      const match = COMMENT_LINE.exec(line);
      const said = match ? comments[match[2] as string] : undefined;
      return match && said !== undefined ? `${match[1] ?? ''}# ${said}` : line;
    })
    .join('\n');
}

/** The course's and chapters' names in a language ({} when there is no translation). */
export function loadCourseTexts(courseId: CourseId, language: string): Promise<CourseTexts> {
  if (language === 'en' || !LANGUAGE.test(language)) return Promise.resolve({});
  const file = path.join(levelsDirectory, `${courseId}.i18n`, `${language}.json`);
  return cached(file, () => readOptionalJson(file, courseTextsSchema, {}));
}

/** Every level name of a course in a language, by slug (only the levels that have one). */
export async function loadLevelNames(courseId: CourseId, language: string): Promise<ReadonlyMap<string, string>> {
  const slugs = getCourse(courseId).chapters.flatMap((chapter) => chapter.levels.map((level) => level.slug));
  const texts = await Promise.all(slugs.map(async (slug) => [slug, (await loadLevelTexts(courseId, slug, language)).name] as const));
  return new Map(texts.flatMap(([slug, name]) => (name ? [[slug, name] as const] : [])));
}
