import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

/** The longest full name an account (or a teacher) may have. */
export const FULL_NAME_MAX = 100;
// The type check's words are its own: a schema-wide `error` would also stand in for the length check's.
export const fullNameSchema = z
  .string('Full name is required')
  .trim()
  .min(1, 'Full name is required')
  .max(FULL_NAME_MAX, `Full name is too long: at most ${FULL_NAME_MAX} characters`);

/**
 * The 21 avatar ids of spec/platform.md §3, the same ids as the art catalogue's characters. "Luimberjack"
 * is the spec's id and stays on the wire; users see the display name "Lumberjack".
 */
export const AVATARS = [
  'Rabbit', 'Boy', 'Boy2', 'Detective', 'FarmerBoy', 'Girl', 'Girl2', 'Glasses', 'Goblin', 'Kid1', 'Kid2',
  'Knight', 'Lady', 'Lady2', 'Luimberjack', 'OldMan', 'OldMan2', 'Punk', 'Viking', 'Wizard1', 'Wizard2',
] as const;
export type Avatar = (typeof AVATARS)[number];
export const DEFAULT_AVATAR: Avatar = 'Rabbit';

export const avatarSchema = z.enum(AVATARS, { error: 'Please choose one of the avatars' });

/** A database id in a path or query: a positive 32-bit integer (anything larger cannot exist). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Letters of any script, digits, dot, dash and underscore: names children can type and read. NFC
 * first, so "Zoë" typed two ways is one name.
 */
export const studentUsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .normalize('NFC')
  .regex(/^[\p{L}\p{N}_.-]{3,30}$/u, 'Username must be 3 to 30 letters, digits, dots, dashes or underscores');

export const lastPlayedSchema = z.object({ course_id: z.string(), level_slug: z.string() });
export type LastPlayed = z.infer<typeof lastPlayedSchema>;

export const studentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  character: z.string(),
  assistant_enabled: z.boolean(),
  /** null means unlimited. */
  assistant_attempt_limit: z.number().int().nullable(),
  last_played: lastPlayedSchema.nullable(),
});
export type Student = z.infer<typeof studentSchema>;

export const studentCreateRequestSchema = z.object({
  username: studentUsernameSchema,
  character: avatarSchema.default(DEFAULT_AVATAR),
});
export type StudentCreateRequest = z.input<typeof studentCreateRequestSchema>;

export const studentUpdateRequestSchema = z.object({
  username: studentUsernameSchema,
  character: avatarSchema,
});
export type StudentUpdateRequest = z.infer<typeof studentUpdateRequestSchema>;

export const studentIdParamsSchema = z.object({ student_id: idSchema });

export const studentsLimitResponseSchema = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  can_add: z.boolean(),
});
export type StudentsLimitResponse = z.infer<typeof studentsLimitResponseSchema>;

export const studentUsernameExistsQuerySchema = z.object({
  student_username: z.string().trim().min(1, 'Username is required').max(100),
  organization_id: idSchema.optional(),
});

export const profileSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  user_type: z.number().int(),
  is_student: z.boolean(),
  email_verified: z.boolean(),
  has_password: z.boolean(),
  /** A supported locale code (documented as the closed set; not re-checked on the way out). */
  language: z.string().meta({ enum: LANGUAGE_CODES }),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateRequestSchema = z.object({
  full_name: fullNameSchema,
});
