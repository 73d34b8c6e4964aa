import { z } from 'zod';
import { pictureSchema } from './picture-passwords.ts';
import { emailSchema, passwordSchema } from './auth.ts';
import { courseIdSchema } from './level-progress.ts';
import { avatarSchema, fullNameSchema, idSchema, lastPlayedSchema, studentUsernameSchema } from './profile.ts';

/** Schools (spec/platform.md §2, §3, §7 "Organisation"): organisation, teachers, classes, students, progress. */

export const ORGANIZATION_SLUG_MESSAGE = 'Use only lowercase letters and dashes';
/** Platform §5: lowercase letters and dashes only (and unique: check-slug-exists). */
export const organizationSlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(3, 'Slug must be at least 3 characters')
  .max(50, 'Slug must be at most 50 characters')
  .regex(/^[a-z]+(-[a-z]+)*$/, ORGANIZATION_SLUG_MESSAGE);

export const organizationNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters');

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  address: z.string().nullable(),
  /** The school's live tier (null: none bought) and its seats: "29 of 200 students" (limit null: unlimited). */
  plan: z.string().nullable(),
  student_limit: z.number().int().nullable(),
  teacher_count: z.number().int(),
  class_count: z.number().int(),
  student_count: z.number().int(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationRegisterRequestSchema = z.object({ name: organizationNameSchema, slug: organizationSlugSchema });
export type OrganizationRegisterRequest = z.infer<typeof organizationRegisterRequestSchema>;
export const organizationUpdateRequestSchema = organizationRegisterRequestSchema.extend({
  address: z.string().trim().max(300).nullable().optional(),
});
export type OrganizationUpdateRequest = z.input<typeof organizationUpdateRequestSchema>;
/** A school as its public login page names it; `slug` is the current address even when an old one was asked. */
/** `picture_login`: some class of the school signs in with picture passwords (the login page offers the pad). */
export const organizationPublicSchema = z.object({ name: z.string(), slug: z.string(), picture_login: z.boolean() });
export const slugQuerySchema = z.object({ slug: z.string().trim().min(1, 'Slug is required').max(100) });

export const teacherSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  /** 1 teacher, 2 admin. */
  user_type: z.number().int(),
  class_ids: z.array(z.number().int()),
});
export type Teacher = z.infer<typeof teacherSchema>;
export const teacherCreateRequestSchema = z.object({
  email: emailSchema,
  full_name: fullNameSchema,
  password: passwordSchema,
});
export const teacherUpdateRequestSchema = z.object({
  full_name: fullNameSchema,
  user_type: z.union([z.literal(1), z.literal(2)]).optional(),
});
export const teacherIdParamsSchema = z.object({ teacher_id: idSchema });
export const inviteTeacherQuerySchema = z.object({ email: emailSchema });
export const invitationQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const invitationSchema = z.object({ email: z.string(), organization_name: z.string() });
export const acceptInvitationRequestSchema = z.object({
  token: z.string().min(1).max(200),
  full_name: fullNameSchema,
  password: passwordSchema,
});

/** `courseId:chapterId`, e.g. `python:2` (platform §3). */
export const unlockedChapterSchema = z
  .string()
  .regex(/^(python|advanced-python):[0-9]{1,3}$/, 'Chapters are written courseId:chapterId');
export const classSettingsSchema = z.object({
  name: z.string({ error: 'Class name is required' }).trim().min(1, 'Class name is required').max(100),
  unlocked_chapters: z.array(unlockedChapterSchema).max(50).default([]),
  no_skip: z.boolean().default(false),
  quiz: z.boolean().default(false),
  /** Students sign in with 3 of 9 pictures (new cards give them); left out, it stays as it is. */
  picture_passwords: z.boolean().optional(),
});
export const classCreateRequestSchema = classSettingsSchema.extend({
  /** Teachers of the class; a teacher creating a class always teaches it. */
  teacher_ids: z.array(idSchema).max(50).optional(),
});
export type ClassCreateRequest = z.input<typeof classCreateRequestSchema>;
export const classSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unlocked_chapters: z.array(z.string()),
  no_skip: z.boolean(),
  quiz: z.boolean(),
  join_token: z.string(),
  /** Whether the class's join link works (a teacher turns it off). */
  join_enabled: z.boolean(),
  /** Whether the class signs in with picture passwords. */
  picture_passwords: z.boolean(),
  student_count: z.number().int(),
  teacher_ids: z.array(z.number().int()),
});
export type SchoolClass = z.infer<typeof classSchema>;
export const classJoinLinkRequestSchema = z.object({
  enabled: z.boolean(),
  /** A new code: the old link stops working. */
  new_code: z.boolean().default(false),
});
export type ClassJoinLinkRequest = z.input<typeof classJoinLinkRequestSchema>;
export const classIdParamsSchema = z.object({ class_id: idSchema });
export const classTeacherParamsSchema = z.object({ class_id: idSchema, user_id: idSchema });
export const classTeachersUpdateRequestSchema = z.object({ class_id: idSchema, teacher_ids: z.array(idSchema).max(50) });
export const classTeacherAssignedSchema = z.object({ assigned: z.boolean() });
export const classByTokenSchema = z.object({
  class_name: z.string(),
  organization_name: z.string(),
  organization_slug: z.string(),
});

export const schoolStudentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  character: z.string(),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
  assistant_enabled: z.boolean(),
  assistant_attempt_limit: z.number().int().nullable(),
  last_played: lastPlayedSchema.nullable(),
});
export type SchoolStudent = z.infer<typeof schoolStudentSchema>;
/** Passwords of school students are printed on login cards: short, but at least 6 characters. */
export const schoolStudentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');
export const schoolStudentCreateRequestSchema = z.object({
  username: studentUsernameSchema,
  password: schoolStudentPasswordSchema,
  class_id: idSchema,
  character: avatarSchema.optional(),
});
export const schoolStudentUpdateRequestSchema = z.object({
  username: studentUsernameSchema,
  character: avatarSchema,
  class_id: idSchema.optional(),
  password: schoolStudentPasswordSchema.optional(),
  assistant_enabled: z.boolean().optional(),
  /** Daily assistant uses; null unlimited, 0 off. */
  assistant_attempt_limit: z.number().int().min(0).max(1000).nullable().optional(),
});
export const studentsQuerySchema = z.object({ class_id: idSchema.optional() });
export const BULK_CREATE_MAX = 500;
/** Either a list of names (one per row) or a number of students with generated names. */
export const bulkCreateRequestSchema = z
  .object({
    class_id: idSchema,
    usernames: z.array(z.string().max(200)).max(BULK_CREATE_MAX).optional(),
    count: z.number().int().min(1).max(BULK_CREATE_MAX).optional(),
  })
  .refine((body) => (body.usernames?.length ?? 0) > 0 || body.count !== undefined, {
    message: 'Give a list of names or a number of students',
    path: ['usernames'],
  });
export type BulkCreateRequest = z.infer<typeof bulkCreateRequestSchema>;
/** `pictures`: the student's new picture password, in order, when their class uses pictures. */
export const studentCredentialsSchema = z.object({ id: z.number().int(), username: z.string(), password: z.string(), pictures: z.array(pictureSchema).optional() });
export type StudentCredentials = z.infer<typeof studentCredentialsSchema>;
export const bulkCreateResponseSchema = z.object({ students: z.array(studentCredentialsSchema) });
/** New login cards for chosen students of a class (their old passwords stop working). */
export const classCardsRequestSchema = z.object({ student_ids: z.array(idSchema).min(1).max(BULK_CREATE_MAX) });
export const transferStudentsRequestSchema = z.object({ student_ids: z.array(idSchema).min(1).max(BULK_CREATE_MAX), class_id: idSchema });

/**
 * A student's standing in one chapter quiz as their teacher sees it. Passing needs every question
 * right once, and a miss shows the right answer, so `score` reaches `questions` for every child who
 * finishes; what the child knew is the first-try score and the questions missed at the first try.
 */
export const quizStandingSchema = z.object({
  /** Questions answered right at least once. */
  score: z.number().int(),
  questions: z.number().int(),
  /** Passed: every question right once. */
  complete: z.boolean(),
  /** Questions whose first answer was right. */
  first_try_score: z.number().int(),
  /** The ids (numbers, from 1) of the questions whose first answer was wrong. */
  missed_first_try: z.array(z.number().int()),
});
export type QuizStanding = z.infer<typeof quizStandingSchema>;

/**
 * The heatmap, compact (35 students x 54 levels is ~1,900 cells): per student one letter per level
 * in `statuses` (n not started, p in progress, c complete) and the number of runs per level.
 */
export const classProgressSchema = z.object({
  course_id: z.string(),
  levels: z.array(z.object({ slug: z.string(), name: z.string(), chapter_id: z.number().int() })),
  /** The chapters shown (the class's unlocked ones unless all were asked), with whether each has a quiz. */
  chapters: z.array(z.object({ id: z.number().int(), name: z.string(), quiz: z.boolean() })),
  /** Whether `chapters` is the class's unlocked chapters only (false: all, or the class unlocks all). */
  class_chapters_only: z.boolean(),
  students: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      statuses: z.string(),
      runs: z.array(z.number().int()),
      /** Per chapter of `chapters`: the quiz's standing (quizStandingSchema), or null when not taken (or the chapter has none). */
      quizzes: z.array(quizStandingSchema.nullable()),
    }),
  ),
});
export type CellStatus = 'not_started' | 'in_progress' | 'complete';
const STATUS_BY_LETTER: Record<string, CellStatus> = { n: 'not_started', p: 'in_progress', c: 'complete' };
/** The cells of one student's row, read back from the compact form. */
export function progressCells(student: { statuses: string; runs: readonly number[] }): { status: CellStatus; runs: number }[] {
  return [...student.statuses].map((letter, index) => ({ status: STATUS_BY_LETTER[letter] ?? 'not_started', runs: student.runs[index] ?? 0 }));
}
export type ClassProgress = z.infer<typeof classProgressSchema>;
export const courseQuerySchemaForProgress = z.object({
  course: courseIdSchema.default('python'),
  /** `class` (default): the class's unlocked chapters only; `all`: every chapter of the course. */
  chapters: z.enum(['class', 'all']).default('class'),
});
export const stuckStudentSchema = z.object({
  student_id: z.number().int(),
  username: z.string(),
  course_id: z.string(),
  level_slug: z.string(),
  failed_runs: z.number().int(),
  last_run_at: z.string(),
});
export type StuckStudent = z.infer<typeof stuckStudentSchema>;
export const stuckResponseSchema = z.object({ students: z.array(stuckStudentSchema) });
export const studentProgressSchema = z.object({
  student: schoolStudentSchema,
  levels: z.array(
    z.object({
      course_id: z.string(),
      slug: z.string(),
      name: z.string(),
      status: z.enum(['not_started', 'in_progress', 'complete']),
      runs: z.number().int(),
      last_code: z.string().nullable(),
      updated_at: z.string().nullable(),
    }),
  ),
  /** The chapter quizzes the student has answered: score, first-try score and misses, and whether passed. */
  quizzes: z.array(quizStandingSchema.extend({ course_id: z.string(), chapter_id: z.number().int() })),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

/** POST /api/auth/login-org: a school student at the school's own login page. */
export const loginOrgRequestSchema = z.object({
  organization_slug: z.string().trim().min(1, 'School is required').max(100),
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginOrgRequest = z.infer<typeof loginOrgRequestSchema>;
/** POST /api/auth/signup/class-token: a student creates their own school account through the class link. */
export const classTokenSignupRequestSchema = z.object({
  token: z.string().min(1).max(200),
  username: studentUsernameSchema,
  password: schoolStudentPasswordSchema,
});

export const orgCompletionSchema = z.object({
  course_id: z.string(),
  classes: z.array(
    z.object({ class_id: z.number().int(), name: z.string(), student_count: z.number().int(), completed_levels: z.number().int(), total_levels: z.number().int() }),
  ),
});
export const chapterCompletionQuerySchema = z.object({ chapter_id: z.coerce.number().int().min(1).max(100), class_id: idSchema.optional() });
export const chapterCompletionSchema = z.object({
  course_id: z.string(),
  chapter_id: z.number().int(),
  students: z.array(z.object({ student_id: z.number().int(), username: z.string(), completed_levels: z.number().int(), total_levels: z.number().int(), quiz_complete: z.boolean() })),
});

export const organizationSearchQuerySchema = z.object({ query: z.string().trim().min(1).max(100), organization_id: idSchema.optional() });
export const organizationSearchResultSchema = z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() }));
export const emailSearchResultSchema = z.array(z.object({ user_id: z.number().int(), email: z.string() }));
export const studentUsernameSearchResultSchema = z.array(z.object({ student_id: z.number().int(), username: z.string() }));
