import { errorBodySchema, quizParamsSchema, quizQuerySchema, quizResponseSchema } from '@codehop/api';
import { localizeQuiz } from '@codehop/content/loader';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answersOf, questionStates, standingOf } from '../../commands/answer-quiz.ts';
import { answerOrder } from '../../services/quiz-answer-order.ts';
import { viewedStudent } from '../../services/viewed-student.ts';
import { openQuizOr404 } from './quiz-lookup.ts';
import { quizPlayerKey } from './quiz-player-key.ts';

/**
 * GET /api/quiz/{course}/{chapter_id}?student_id&lng: the chapter quiz (spec/platform.md §2 quiz
 * route) with the learner's standing on each question; which answer is right is not sent. A chapter
 * that is locked for the learner locks its quiz the same way (quiz-lookup.ts). Each player sees the
 * answers in their own order (quiz-answer-order.ts), and answers by the index shown.
 */
export const getQuizRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quiz/:course/:chapter_id',
    {
      schema: {
        tags: ['quiz'],
        summary: 'A chapter quiz with the learner\'s standing',
        params: quizParamsSchema,
        querystring: quizQuerySchema,
        response: { 200: quizResponseSchema, 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const student = await viewedStudent(request, request.query.student_id);
      const learner = request.auth ? { user: request.auth.user, student } : null;
      const quiz = await openQuizOr404(app, request.params.course, request.params.chapter_id, learner);
      const answers = student ? await answersOf(app.database.db, student.id, quiz) : [];
      const states = questionStates(quiz, answers);
      const standing = standingOf(quiz, answers);
      // In the learner's language where the quiz has a translation; English stands in field by field.
      const texts = await localizeQuiz(quiz, request.query.lng ?? 'en');
      const playerKey = await quizPlayerKey(request, reply, student);
      return {
        course_id: request.params.course,
        chapter_id: quiz.chapterId,
        title: texts.title,
        questions: texts.questions.map((question) => ({
          id: question.id,
          question: question.question,
          code: question.code ?? null,
          answers: answerOrder(playerKey, quiz.courseId, quiz.chapterId, question.id, question.answers.length).map(
            (stored) => question.answers[stored]?.text ?? '',
          ),
          state: states.get(question.id) ?? 'unanswered',
        })),
        score: standing.score,
        saved: student !== null,
        complete: standing.complete,
      };
    },
  );
};
