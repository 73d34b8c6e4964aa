import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';
import { fullNameSchema, lastPlayedSchema, studentSchema } from './profile.ts';

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid e-mail address').max(320, 'E-mail is too long'))
  // The document shows the input side of the pipe (a string): say what it must be.
  .meta({ format: 'email', maxLength: 320 });

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** POST /api/auth/signup?token. The page states that users must be 13 or older (spec/platform.md §1). */
export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: fullNameSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** Login checks no rules beyond presence, so it never tells which part was wrong. */
export const loginRequestSchema = z.object({
  email: z.string({ error: 'E-mail is required' }).trim().toLowerCase().min(1, 'E-mail is required').max(320),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const redirectQuerySchema = z.object({
  redirect: z.string().max(2000).optional(),
  locale: z.string().max(10).optional(),
});
export const signupQuerySchema = redirectQuerySchema.extend({ token: z.string().min(1).max(200).optional() });

export const tokenQuerySchema = z.object({ token: z.string({ error: 'Token is required' }).min(1).max(200) });
export const emailQuerySchema = z.object({ email: emailSchema });
export const resetPasswordQuerySchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1).max(200),
  new_password: passwordSchema,
});

export const classDetailsSchema = z.object({
  name: z.string(),
  unlocked_chapters: z.array(z.string()),
  no_skip: z.boolean(),
  quiz: z.boolean(),
});

export const impersonationSchema = z.object({
  staff_email: z.string(),
  /** The student being viewed, when staff chose one. */
  student_username: z.string().nullable(),
  /** When the impersonation ends by itself (30 minutes after it started). */
  expires_at: z.string(),
});
export type Impersonation = z.infer<typeof impersonationSchema>;

/** GET /api/auth/current (spec/platform.md §3 "Current user"). */
export const currentUserSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  student_id: z.number().int().nullable(),
  organization_id: z.number().int().nullable(),
  is_student: z.boolean(),
  user_details: z.object({
    user_type: z.number().int(),
    full_name: z.string(),
    email_verified: z.boolean(),
  }),
  student_details: studentSchema.nullable(),
  class_details: classDetailsSchema.nullable(),
  last_played: lastPlayedSchema.nullable(),
  /** A supported locale code. */
  language: z.string().meta({ enum: LANGUAGE_CODES }),
  /** One of the people who run Codehop (platform staff): sees the staff area. */
  is_platform_staff: z.boolean(),
  /** Set while platform staff view the product as this user: the banner says so and offers Stop. */
  impersonation: impersonationSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * Answer of login, sign-up and Google sign-in. The cookie carries the session for the browser;
 * `access_token` is the same session as a bearer token. `csrf_token` (also in the readable
 * `codehop_csrf` cookie) must be sent as `X-CSRF-Token` on writes authenticated by the cookie.
 */
export const sessionResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  csrf_token: z.string(),
  expires_at: z.string(),
  /** Where the app goes next: the valid redirect, else the last played level, else home. */
  redirect: z.string(),
  user: currentUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const detailResponseSchema = z.object({ detail: z.string() });
export const existsResponseSchema = z.object({ exists: z.boolean() });
export const usernameResponseSchema = z.object({ username: z.string() });

/** GET /api/auth/providers: the sign-in ways this server offers besides e-mail and password. */
export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;
export const emailResponseSchema = z.object({ email: z.string() });
export const userByTokenResponseSchema = z.object({ user_id: z.number().int(), email: z.string(), full_name: z.string() });

export const chooseStudentResponseSchema = z.object({
  student_id: z.number().int(),
  last_played: lastPlayedSchema.nullable(),
});
export type ChooseStudentResponse = z.infer<typeof chooseStudentResponseSchema>;

export const googleAuthorizeQuerySchema = redirectQuerySchema;
export const googleCallbackQuerySchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(500).optional(),
});

/** Names of the session cookies and the CSRF header. */
export const SESSION_COOKIE = 'codehop_session';
export const CSRF_COOKIE = 'codehop_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const ANONYMOUS_COOKIE = 'codehop_anon';

/**
 * GET /api/auth/whoami: who is looking at the page. Always 200, `user` null for a visitor, so a
 * public page asks without a failed request in the console; GET /api/auth/current keeps its 401.
 */
export const whoAmISchema = z.object({ user: currentUserSchema.nullable() });
export type WhoAmI = z.infer<typeof whoAmISchema>;
