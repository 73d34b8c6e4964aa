import {
  guideChapterSchema,
  guideCourseSchema,
  guideCurriculumSchema,
  guideOverviewSchema,
  type GuideChapter,
  type GuideCourse,
  type GuideCurriculum,
  type GuideOverview,
} from '@codehop/content';
import type { z } from 'zod';
import { mergeWithEnglish } from './merge-with-english.ts';

// Each guide file is its own lazily loaded chunk: a page downloads its own text in its own
// language (and English to stand in), never the whole guide, and no other page carries any of it.
const files = import.meta.glob<unknown>('../../../../../../packages/content/guide/**/*.json', { import: 'default' });
const PREFIX = '../../../../../../packages/content/guide/';

/** A page of the guide in the reader's language, with English standing in field by field. */
export interface GuideText<T> {
  text: T;
  /** Some of the text is English because the language has no translation of it yet. */
  partlyEnglish: boolean;
}

async function read(path: string): Promise<unknown> {
  const load = files[`${PREFIX}${path}`];
  return load ? load() : undefined;
}

async function localized<T>(path: string, language: string, schema: z.ZodType<T>): Promise<GuideText<T> | null> {
  const [english, translated] = await Promise.all([read(`en/${path}`), language === 'en' ? undefined : read(`${language}/${path}`)]);
  if (english === undefined) return null;
  const merged = mergeWithEnglish(english, translated);
  return { text: schema.parse(merged.value), partlyEnglish: language !== 'en' && merged.englishUsed };
}

export const loadOverview = (language: string): Promise<GuideText<GuideOverview> | null> => localized('overview.json', language, guideOverviewSchema);
export const loadCourseGuide = (course: string, language: string): Promise<GuideText<GuideCourse> | null> =>
  localized(`${course}.json`, language, guideCourseSchema);
export const loadChapterGuide = (course: string, chapter: number, language: string): Promise<GuideText<GuideChapter> | null> =>
  localized(`${course}/${chapter}.json`, language, guideChapterSchema);
export const loadCurriculum = async (): Promise<GuideCurriculum> => guideCurriculumSchema.parse(await read('curriculum.json'));
