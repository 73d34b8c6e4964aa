import { z } from 'zod';
import { idSchema, lastPlayedSchema } from './profile.ts';
import { creditResponseSchema } from './credit.ts';

export const courseIdSchema = z.enum(['python', 'advanced-python'], { error: 'Unknown course' });

export const courseParamsSchema = z.object({ course: courseIdSchema });
/** The language to read a course's texts in (English stands in for what a translation lacks). */
export const textLanguageSchema = z.string().regex(/^[a-z]{2}$/, 'lng must be a two-letter language code').optional();

export const courseQuerySchema = z.object({ student_id: idSchema.optional(), lng: textLanguageSchema });

export const courseLevelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  completed: z.boolean(),
  locked: z.boolean(),
});
export const courseChapterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level_data: z.array(courseLevelSchema),
  quiz_exists: z.boolean(),
  quiz_complete: z.boolean(),
  class_locked: z.boolean(),
});
/** GET /api/level/course/{course}?student_id (spec/platform.md §3 Course, Chapter, Level in course). */
export const courseResponseSchema = z.object({
  id: courseIdSchema,
  name: z.string(),
  first_level: z.string(),
  chapters: z.array(courseChapterSchema),
});
export type CourseResponse = z.infer<typeof courseResponseSchema>;

export const levelDataParamsSchema = z.object({ course: courseIdSchema, slug: z.string().min(1).max(100) });
/** GET /api/level/guide/{course}/{slug}.png: a course level's slug is lower-case words and digits. */
export const levelGuideParamsSchema = z.object({
  course: courseIdSchema,
  slug: z.string().max(100).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown level'),
});
export const levelDataQuerySchema = z.object({ user_id: idSchema.optional(), lng: textLanguageSchema });

/** GET /api/level/data/{course}/{slug}: the playable level plus the learner's saved state. */
export const levelDataResponseSchema = z.looseObject({
  slug: z.string(),
  name: z.string(),
  chapter_id: z.number().int(),
  chapter_name: z.string(),
  level_id: z.number().int(),
  codeTemplate: z.string(),
  last_code_executed: z.string().nullable(),
  last_status: z.enum(['not_started', 'in_progress', 'complete']),
  /**
   * The server's check of the last claimed completion while the level is not complete: `pending`
   * (being checked; it becomes complete within seconds if the code completes the level) or
   * `rejected` (the code did not complete it). Absent otherwise.
   */
  verification: z.enum(['pending', 'rejected']).optional(),
  /** URL of the level's guide picture (GET /api/level/guide/...), null when it has none; creative levels omit it. */
  guideImage: z.string().nullable().optional(),
  /** True when the level is unfinished (its level.json says so): the guide shows the "not ready" notice. */
  notReady: z.boolean().optional(),
});
export type LevelDataResponse = z.infer<typeof levelDataResponseSchema>;

export const LEVEL_STATUSES = ['in_progress', 'complete'] as const;
/** POST /api/level/update/{course}. */
export const levelUpdateRequestSchema = z.object({
  last_status: z.enum(LEVEL_STATUSES, { error: 'last_status must be in_progress or complete' }),
  last_code_executed: z.string({ error: 'last_code_executed is required' }).max(100_000, 'The code is too long'),
  level_slug: z.string({ error: 'level_slug is required' }).min(1).max(100),
  /**
   * An id the browser gives the record (issue 18): the same record sent twice (queued offline,
   * answer lost) is counted once. Optional; letters, digits, '-' and '_'.
   */
  client_id: z
    .string()
    .min(8, 'client_id is too short')
    .max(64, 'client_id is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'client_id may hold letters, digits, - and _')
    .optional(),
});
export type LevelUpdateRequest = z.infer<typeof levelUpdateRequestSchema>;

export const levelUpdateResponseSchema = z.object({
  /** Whether progress was stored (anonymous runs are only counted). */
  saved: z.boolean(),
  status: z.enum(['in_progress', 'complete']).nullable(),
  last_played: lastPlayedSchema.nullable(),
  credit: creditResponseSchema,
  /**
   * A `complete` is a claim the server checks by re-running the code: `verified` (now complete),
   * `rejected` (the code does not complete the level; stays in_progress) or `pending` (still
   * checking; it becomes complete within seconds if the engine agrees). Absent for other updates.
   */
  verification: z.enum(['pending', 'verified', 'rejected']).optional(),
  /** True when this client_id had been accepted before: nothing was counted again. */
  replayed: z.boolean().optional(),
});
export type LevelUpdateResponse = z.infer<typeof levelUpdateResponseSchema>;

/** One level a visitor played before having an account, as the browser kept it. */
export const importedLevelSchema = z.object({
  level_slug: z.string({ error: 'level_slug is required' }).min(1).max(100),
  code: z.string({ error: 'code is required' }).max(100_000, 'The code is too long'),
  completed: z.boolean({ error: 'completed must be true or false' }),
});

/** POST /api/level/import/{course}: what the chosen student played before signing up. */
export const levelImportRequestSchema = z.object({
  levels: z.array(importedLevelSchema).min(1, 'Send at least one level').max(200, 'At most 200 levels at once'),
});
export type LevelImportRequest = z.infer<typeof levelImportRequestSchema>;

export const levelImportResponseSchema = z.object({
  /** Levels stored for the student. */
  imported: z.array(z.string()),
  /** Levels the student had played already: their own progress stays. */
  kept: z.array(z.string()),
  /** Levels not in the course or not open to this student. */
  skipped: z.array(z.string()),
});
export type LevelImportResponse = z.infer<typeof levelImportResponseSchema>;
