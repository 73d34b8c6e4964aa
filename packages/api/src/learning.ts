import { z } from 'zod';
import { courseIdSchema, textLanguageSchema } from './level-progress.ts';
import { idSchema } from './profile.ts';

/* Quizzes, badges and certificates (issue 15; spec/platform.md §1, §2, §7). */

const chapterIdSchema = z.coerce
  .number({ error: 'chapter_id must be a number' })
  .int('chapter_id must be a whole number')
  .min(1, 'chapter_id starts at 1')
  .max(1000);

export const quizParamsSchema = z.object({ course: courseIdSchema, chapter_id: chapterIdSchema });
export const quizQuestionParamsSchema = quizParamsSchema.extend({
  question_id: z.coerce.number({ error: 'question_id must be a number' }).int().min(1).max(1000),
});
export const quizReviewParamsSchema = quizParamsSchema.extend({ student_id: idSchema });
export const quizQuerySchema = z.object({ student_id: idSchema.optional(), lng: textLanguageSchema });
/** The language of a quiz's texts (an answer's explanation, a review's questions); English by default. */
export const quizLanguageQuerySchema = z.object({ lng: textLanguageSchema });

export const quizAnswerRequestSchema = z.object({
  /** 0-based index of the chosen answer. */
  answer: z.number({ error: 'answer must be a number' }).int('answer must be a whole number').min(0).max(20),
});

/** A question as the learner sees it: which answer is right stays on the server. */
export const quizQuestionViewSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  code: z.string().nullable(),
  answers: z.array(z.string()),
  /** The learner's standing on it: never answered, missed (last answer wrong), or right once. */
  state: z.enum(['unanswered', 'missed', 'right']),
});

export const quizResponseSchema = z.object({
  course_id: courseIdSchema,
  chapter_id: z.number().int(),
  title: z.string(),
  questions: z.array(quizQuestionViewSchema),
  /** Questions answered right at least once. */
  score: z.number().int(),
  /** Whether progress is kept (a chosen student), or the quiz is only tried (a visitor). */
  saved: z.boolean(),
  complete: z.boolean(),
});
export type QuizResponse = z.infer<typeof quizResponseSchema>;
export type QuizQuestionView = z.infer<typeof quizQuestionViewSchema>;

export const quizAnswerResponseSchema = z.object({
  correct: z.boolean(),
  /** Why the chosen answer is right or wrong. */
  explanation: z.string(),
  /** After a wrong answer: the right one (0-based index and text) and why it is right; null after a right one. */
  right_answer: z.object({ answer: z.number().int(), text: z.string(), explanation: z.string() }).nullable(),
  saved: z.boolean(),
  score: z.number().int(),
  questions: z.number().int(),
  complete: z.boolean(),
});
export type QuizAnswerResponse = z.infer<typeof quizAnswerResponseSchema>;

/** The quiz review: every question with the right answer and each answer the learner gave. */
export const quizReviewResponseSchema = z.object({
  course_id: courseIdSchema,
  chapter_id: z.number().int(),
  title: z.string(),
  student: z.object({ id: z.number().int(), username: z.string() }),
  score: z.number().int(),
  first_try_score: z.number().int(),
  complete: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      question: z.string(),
      code: z.string().nullable(),
      answers: z.array(z.object({ text: z.string(), correct: z.boolean() })),
      given: z.array(z.object({ answer: z.number().int(), correct: z.boolean(), answered_at: z.string() })),
    }),
  ),
});
export type QuizReviewResponse = z.infer<typeof quizReviewResponseSchema>;

export const studentParamsSchema = z.object({ student_id: idSchema });

export const badgeSchema = z.object({
  id: z.string(),
  /** What earns it: levels, chapter, course, quizzes, all_quizzes, perfect_quiz, streak, challenges, certificate. */
  kind: z.string(),
  course_id: z.string().nullable(),
  chapter_id: z.number().int().nullable(),
  /** The count the rule asks for (levels, days, quizzes, challenges), when it has one. */
  count: z.number().int().nullable(),
  image: z.string(),
  earned_at: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const badgesResponseSchema = z.object({
  student: z.object({ id: z.number().int(), username: z.string() }),
  badges: z.array(badgeSchema),
});
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;

export const newBadgesResponseSchema = z.object({ badges: z.array(badgeSchema) });
export const seenBadgesRequestSchema = z.object({ ids: z.array(z.string().min(1).max(100)).max(100) });
export const seenBadgesResponseSchema = z.object({ marked: z.number().int() });

export const CERTIFICATE_KINDS = ['first_steps', 'course'] as const;

export const certificateSchema = z.object({
  id: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  course_id: z.string().meta({ enum: courseIdSchema.options }),
  course_name: z.string(),
  student_name: z.string(),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificatesResponseSchema = z.object({
  student: z.object({ id: z.number().int(), username: z.string() }),
  certificates: z.array(certificateSchema),
});
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;

export const certificateSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
export const certificateQuerySchema = z.object({ student_id: idSchema.optional() });
export const certificateIdParamsSchema = z.object({
  certificate_id: z.string().regex(/^[a-z0-9]{6,40}$/, 'Not a certificate number'),
});

/** The public page's answer: a genuine certificate (an unknown number answers 404). */
export const publicCertificateResponseSchema = certificateSchema.extend({ genuine: z.literal(true) });
export type PublicCertificateResponse = z.infer<typeof publicCertificateResponseSchema>;
