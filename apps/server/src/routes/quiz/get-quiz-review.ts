import { errorBodySchema, quizLanguageQuerySchema, quizReviewParamsSchema, quizReviewResponseSchema } from '@codehop/api';
import { localizeQuiz } from '@codehop/content/loader';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answersOf, standingOf } from '../../commands/answer-quiz.ts';
import { canReviewQuiz } from '../../policies/can-review-quiz.ts';
import { studentFor } from '../../services/learner-lookup.ts';
import { quizOr404 } from './quiz-lookup.ts';

/**
 * GET /api/quiz/{course}/{chapter_id}/student/{student_id}?lng: the quiz review for a parent, the
 * student, or their teachers and school admins (policies/can-review-quiz.ts): each question, its
 * right answer and every answer given, in the content's order (each child saw its own order).
 */
export const getQuizReviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quiz/:course/:chapter_id/student/:student_id',
    {
      schema: {
        tags: ['quiz'],
        summary: 'A student\'s answers to a chapter quiz',
        params: quizReviewParamsSchema,
        querystring: quizLanguageQuerySchema,
        response: { 200: quizReviewResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const student = await studentFor(request, request.params.student_id, canReviewQuiz);
      const quiz = await quizOr404(app.database.db, request.params.course, request.params.chapter_id, null);
      const answers = await answersOf(app.database.db, student.id, quiz);
      const standing = standingOf(quiz, answers);
      const texts = await localizeQuiz(quiz, request.query.lng ?? 'en');
      return {
        course_id: request.params.course,
        chapter_id: quiz.chapterId,
        title: texts.title,
        student: { id: student.id, username: student.username },
        score: standing.score,
        first_try_score: standing.firstTryScore,
        complete: standing.complete,
        questions: texts.questions.map((question) => ({
          id: question.id,
          question: question.question,
          code: question.code ?? null,
          answers: question.answers.map((answer) => ({ text: answer.text, correct: answer.correct })),
          given: answers
            .filter((answer) => answer.questionId === question.id)
            .map((answer) => ({ answer: answer.answerIndex, correct: answer.correct, answered_at: answer.answeredAt.toISOString() })),
        })),
      };
    },
  );
};
