import { z } from 'zod';
import { courseIdSchema, textLanguageSchema } from './level-progress.ts';
import { idSchema } from './profile.ts';

/* The Teacher's Guide's answers and a parent's page for one child. */

export const guideAnswersParamsSchema = z.object({
  course: courseIdSchema,
  chapter_id: z.coerce
    .number({ error: 'chapter_id must be a number' })
    .int('chapter_id must be a whole number')
    .min(1, 'chapter_id starts at 1')
    .max(1000),
});
export const guideAnswersQuerySchema = z.object({ lng: textLanguageSchema });

/** A chapter's answers for its teachers: each level's solution and the quiz's answer key. */
export const guideAnswersResponseSchema = z.object({
  course_id: courseIdSchema,
  chapter_id: z.number().int(),
  levels: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      /** The reference program, as the content checks run it. */
      solution: z.string(),
      /** How the solution works, in words a child follows (the level's hint). */
      explanation: z.string(),
    }),
  ),
  quiz: z
    .object({
      title: z.string(),
      questions: z.array(
        z.object({
          id: z.number().int(),
          question: z.string(),
          code: z.string().nullable(),
          answer: z.string(),
          explanation: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type GuideAnswers = z.infer<typeof guideAnswersResponseSchema>;

export const studentOverviewParamsSchema = z.object({ student_id: idSchema });

const overviewLevelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  status: z.enum(['not_started', 'in_progress', 'complete']),
  /** The last program the child ran on this level ('' before any run). */
  last_code: z.string(),
  updated_at: z.string().nullable(),
});

/** Everything a parent reads about one child on one page. */
export const studentOverviewResponseSchema = z.object({
  student: z.object({ id: z.number().int(), username: z.string(), character: z.string() }),
  courses: z.array(
    z.object({
      course_id: courseIdSchema,
      name: z.string(),
      chapters: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          levels: z.array(overviewLevelSchema),
          quiz: z
            .object({ score: z.number().int(), questions: z.number().int(), complete: z.boolean() })
            .nullable(),
        }),
      ),
    }),
  ),
  badges: z.array(z.object({ id: z.string(), earned_at: z.string() })),
  certificates: z.array(z.object({ id: z.string(), course_id: z.string(), kind: z.string(), issued_at: z.string() })),
  /** Monday (UTC) to now: runs are counted per day, so "time played" is days and runs, not minutes. */
  week: z.object({
    start: z.string(),
    days_played: z.number().int(),
    runs: z.number().int(),
    levels_completed: z.number().int(),
    assistant_uses: z.number().int(),
  }),
  assistant: z.object({ enabled: z.boolean(), daily_limit: z.number().int().nullable() }),
});
export type StudentOverview = z.infer<typeof studentOverviewResponseSchema>;
export const studentOverviewQuerySchema = z.object({ lng: textLanguageSchema });
