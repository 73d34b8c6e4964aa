import { z } from 'zod';

/** Progress types that spend daily attempts (spec/platform.md §3). */
export const EXECUTION_TYPES = ['level', 'challenge', 'level_assistant', 'challenge_assistant'] as const;
export const executionTypeSchema = z.enum(EXECUTION_TYPES);
export type ExecutionType = z.infer<typeof executionTypeSchema>;

export const creditParamsSchema = z.object({ execution_type: executionTypeSchema });

/** GET /api/credit/{execution_type}: today's count (UTC day) against the caller's limit. */
export const creditResponseSchema = z.object({
  execution_type: executionTypeSchema,
  counter: z.number().int(),
  /** null means unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type CreditResponse = z.infer<typeof creditResponseSchema>;
