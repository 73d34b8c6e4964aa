import { z } from 'zod';
import { creditResponseSchema } from './credit.ts';

/** Coding challenges (spec/platform.md §1, §2 challenges and challenge/{slug}, §3 difficulty). */
export const challengeDifficultySchema = z.enum(['beginner', 'advanced', 'expert']);
export type ChallengeDifficulty = z.infer<typeof challengeDifficultySchema>;

export const challengeStatusSchema = z.enum(['not_started', 'in_progress', 'complete']);
export type ChallengeStatus = z.infer<typeof challengeStatusSchema>;

export const challengeSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a challenge name').max(100),
});

export const challengeSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  difficulty: challengeDifficultySchema,
  /** The learner's status (progress type challenge); not_started for visitors. */
  status: challengeStatusSchema,
});
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

export const challengeListResponseSchema = z.object({ challenges: z.array(challengeSummarySchema) });
export type ChallengeListResponse = z.infer<typeof challengeListResponseSchema>;

export const challengeDetailSchema = challengeSummarySchema.extend({
  /** The task in Markdown. */
  task: z.string(),
  /** What the editor starts with. */
  starter_code: z.string(),
  /** The learner's last code, or null. */
  last_code: z.string().nullable(),
  /** How many hidden tests the run checks (their inputs and expected values stay hidden). */
  test_count: z.number().int(),
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

export const challengeRunRequestSchema = z.object({
  code: z.string({ error: 'code is required' }).max(20_000, 'The code is too long'),
});
export type ChallengeRunRequest = z.infer<typeof challengeRunRequestSchema>;

/** The first hidden test that failed: the only one whose values are shown. */
export const challengeFailureSchema = z.object({
  /** The call, as Python, e.g. `add(2, 3)`. */
  input: z.string(),
  expected: z.string(),
  /** What came back (repr), or null when the call raised. */
  actual: z.string().nullable(),
  /** The exception the call raised, e.g. `ZeroDivisionError: division by zero`. */
  error: z.string().nullable(),
});
export type ChallengeFailure = z.infer<typeof challengeFailureSchema>;

export const challengeRunResponseSchema = z.object({
  passed: z.boolean(),
  total: z.number().int(),
  passed_count: z.number().int(),
  first_failure: challengeFailureSchema.nullable(),
  /** The program did not reach the tests: syntax error, error at the top level, time limit, no such function. */
  error: z.object({ kind: z.string(), message: z.string(), line: z.number().int().nullable() }).nullable(),
  /** What the program printed outside the tests. */
  stdout: z.string(),
  status: challengeStatusSchema,
  credit: creditResponseSchema,
});
export type ChallengeRunResponse = z.infer<typeof challengeRunResponseSchema>;
