import { z } from 'zod';

/**
 * The Teacher's Guide as data: `guide/<lng>/overview.json`, `guide/<lng>/<course>.json`
 * and `guide/<lng>/<course>/<chapter>.json`, English complete and Spanish, German and Arabic beside
 * it with the same shape (English stands in for a missing file or field). Text may hold `code`
 * in backticks: code stays Python in every language. Which standards a chapter meets is
 * `guide/curriculum.json`, one file for all languages (the standards are quoted as published).
 */
const text = z.string().min(1);

export const guideOverviewSchema = z.strictObject({
  title: text,
  intro: z.array(text).min(1),
  sections: z.array(z.strictObject({ id: z.string().regex(/^[a-z-]+$/), title: text, paragraphs: z.array(text).min(1) })).min(1),
  firstWeek: z.array(z.strictObject({ title: text, text })).min(1),
});
export type GuideOverview = z.infer<typeof guideOverviewSchema>;

export const guideCourseSchema = z.strictObject({
  intro: z.array(text).min(1),
  audience: text,
  pacing: text,
});
export type GuideCourse = z.infer<typeof guideCourseSchema>;

const lessonStepSchema = z.strictObject({ minutes: z.number().int().min(1).max(45), text });

export const guideChapterSchema = z.strictObject({
  summary: text,
  goals: z.array(text).min(2),
  /** A Python word or construct and what it means; code in the term is in backticks, kept in every language. */
  ideas: z.array(z.strictObject({ term: text, meaning: text })).min(2),
  lesson: z.strictObject({ warmUp: lessonStepSchema, unplugged: lessonStepSchema, play: lessonStepSchema, wrapUp: lessonStepSchema }),
  /** What goes wrong and how to help; `family` is the error the game raises (MoveError, NameError, ...). */
  mistakes: z.array(z.strictObject({ family: z.string().regex(/^[A-Za-z]+$/), what: text, help: text })).min(2),
  /** Where the chapter meets each standard listed for it in curriculum.json, by the standard's id. */
  curriculum: z.record(z.string(), text),
});
export type GuideChapter = z.infer<typeof guideChapterSchema>;

export const guideStandardSchema = z.strictObject({
  framework: z.enum(['england', 'csta']),
  /** The key stage (KS2, KS3) or CSTA level (1B, 2, 3A, 3B) the standard belongs to. */
  stage: text,
  /** The standard's code as published (CSTA), or the programme of study's key stage (England). */
  code: text,
  /** The published wording. */
  text,
});

export const guideCurriculumSchema = z.strictObject({
  standards: z.record(z.string(), guideStandardSchema),
  /** By `<course>/<chapter>`: the standards' ids, in the table's order. */
  chapters: z.record(z.string(), z.array(z.string()).min(2)),
});
export type GuideCurriculum = z.infer<typeof guideCurriculumSchema>;

/** The languages the guide's own text is written in; the interface has 30. */
export const GUIDE_LANGUAGES = ['en', 'es', 'de', 'ar'] as const;

/** The code spans of a text (`move_forward(3)`), which every translation keeps as they are. */
export function codeSpans(value: string): string[] {
  return [...value.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').sort();
}
