import { z } from 'zod';
import { courseIdSchema } from './level-progress.ts';

/** 100 KB: code longer than this is refused with 422 (issue 16). */
export const TIP_CODE_MAX_CHARS = 100_000;

/** A tip (spec/platform.md §3), plus the words' key in the web's `coach` namespace. */
export const tipSchema = z.object({
  text: z.string(),
  code_to_add: z.string().nullable(),
  code_to_modify: z.string().nullable(),
  line_number: z.number().int().nullable(),
  resulted_code: z.string().nullable(),
  is_code_sufficient: z.boolean(),
  text_key: z.string().optional(),
  text_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  source: z.enum(['coach', 'model']).optional(),
});
export type TipResponse = z.infer<typeof tipSchema>;

const code = z.string().max(TIP_CODE_MAX_CHARS, 'The code is longer than 100 KB.');
const position = z.tuple([z.number().int(), z.number().int()]);

/** POST /api/chatgpt/generate-tip-level-async (and generate-tip). */
export const levelTipRequestSchema = z.object({
  last_prompt: code,
  // A course id: documented as the closed set; an unknown one is refused by the route (422).
  course_name: z.string().max(40).meta({ enum: courseIdSchema.options }).default('python'),
  slug: z.string().max(80).default('intro-level1'),
  player_position: position.nullish(),
  facing_direction: position.nullish(),
  error_message: z.string().max(2000).nullish(),
});
export type LevelTipRequest = z.input<typeof levelTipRequestSchema>;

/** POST /api/chatgpt/generate-tip-challenge-async. */
export const challengeTipRequestSchema = z.object({
  description: z.string().max(20_000),
  solution: z.string().max(TIP_CODE_MAX_CHARS).default(''),
  last_prompt: code,
  error_message: z.string().max(2000).nullish(),
  /** Ours: the challenge's slug, when the page knows it (its hidden tests then say what fails). */
  slug: z.string().max(80).optional(),
  /** Ours: how many tips the learner already had for this same code; each press gives the next rung. */
  rung: z.number().int().min(0).max(20).optional(),
});
export type ChallengeTipRequest = z.input<typeof challengeTipRequestSchema>;

/** The 403 texts (spec/gameplay.md §8). */
export const TIP_OUT_OF_CREDITS = 'You are out of credits for the coding assistant!';
export const TIP_DISABLED_BY_ADMIN = "Student's assistant is disabled by admin";
export const TIP_FAILED = 'Failed to fetch the tip. Please try again later.';
