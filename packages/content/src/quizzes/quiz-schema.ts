import { z } from 'zod';

/**
 * A chapter quiz as data (the quiz screens come later): multiple-choice questions, each answer
 * with a short explanation a child reads after choosing it. Exactly one answer is right.
 */
export const quizAnswerSchema = z.object({
  text: z.string().min(1),
  correct: z.boolean(),
  explanation: z.string().min(1),
});

export const quizQuestionSchema = z
  .object({
    /** 1-based, the number in the route quiz/{course}/{chapter}/question/{id}. */
    id: z.number().int().min(1),
    question: z.string().min(1),
    /** A Python snippet the question is about, shown as code. */
    code: z.string().optional(),
    answers: z.array(quizAnswerSchema).min(2).max(5),
  })
  .refine((q) => q.answers.filter((a) => a.correct).length === 1, {
    message: 'A question has exactly one right answer.',
    path: ['answers'],
  });

export const chapterQuizSchema = z.object({
  courseId: z.string(),
  chapterId: z.number().int().min(1),
  title: z.string().min(1),
  questions: z.array(quizQuestionSchema).min(6),
});

export type QuizAnswer = z.output<typeof quizAnswerSchema>;
export type QuizQuestion = z.output<typeof quizQuestionSchema>;
export type ChapterQuiz = z.output<typeof chapterQuizSchema>;
