import {
  errorBodySchema,
  quizAnswerRequestSchema,
  quizAnswerResponseSchema,
  quizLanguageQuerySchema,
  quizQuestionParamsSchema,
} from '@codehop/api';
import { localizeQuiz } from '@codehop/content/loader';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerQuiz } from '../../commands/answer-quiz.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { awardRecognition } from '../../services/recognition.ts';
import { resolvePlayer } from '../../services/player.ts';
import { answerOrder, shownAnswerIndex, storedAnswerIndex } from '../../services/quiz-answer-order.ts';
import { openQuizOr404 } from './quiz-lookup.ts';
import { playerKeyOf } from './quiz-player-key.ts';

/**
 * POST /api/quiz/{course}/{chapter_id}/question/{question_id}/answer?lng {answer}: judges one answer
 * on the server and stores it for the chosen student (a visitor's answer is judged, not kept).
 * A question the quiz does not have is 404 and an answer it does not offer 422, nothing stored.
 * `answer` is the index the player was shown (GET shuffles per player); it is stored, and the right
 * one is reported, in the content's own order mapped through that player's order.
 */
export const postQuizAnswerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/quiz/:course/:chapter_id/question/:question_id/answer',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Answer one quiz question',
        params: quizQuestionParamsSchema,
        querystring: quizLanguageQuerySchema,
        body: quizAnswerRequestSchema,
        response: {
          200: quizAnswerResponseSchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { course, chapter_id: chapterId, question_id: questionId } = request.params;
      const player = await resolvePlayer(request, reply);
      const student = player.kind === 'student' ? player.student : null;
      const quiz = await openQuizOr404(app, course, chapterId, player.kind === 'student' ? { user: player.user, student } : null);
      const question = quiz.questions.find((candidate) => candidate.id === questionId);
      if (!question) throw new HttpError(404, `This quiz has no question ${questionId}`, 'question_not_found');
      const order = answerOrder(playerKeyOf(player), quiz.courseId, quiz.chapterId, question.id, question.answers.length);
      const chosenIndex = storedAnswerIndex(order, request.body.answer);
      const chosen = chosenIndex === undefined ? undefined : question.answers[chosenIndex];
      if (chosenIndex === undefined || !chosen) {
        throw new HttpError(422, 'Validation Error', 'validation_error', [
          { field: 'answer', location: 'body', message: `Question ${questionId} has ${question.answers.length} answers` },
        ]);
      }
      // The explanation in the learner's language (English where the translation lacks it); after a
      // wrong answer, the right one and why it is right, so a miss teaches something.
      const localized = (await localizeQuiz(quiz, request.query.lng ?? 'en')).questions.find((candidate) => candidate.id === questionId);
      const explanation = localized?.answers[chosenIndex]?.explanation ?? chosen.explanation;
      const rightIndex = question.answers.findIndex((candidate) => candidate.correct);
      const right = question.answers[rightIndex];
      const rightAnswer =
        chosen.correct || !right
          ? null
          : { answer: shownAnswerIndex(order, rightIndex), text: localized?.answers[rightIndex]?.text ?? right.text, explanation: localized?.answers[rightIndex]?.explanation ?? right.explanation };
      const judged = { correct: chosen.correct, explanation, right_answer: rightAnswer };
      if (!student) {
        return { ...judged, saved: false, score: 0, questions: quiz.questions.length, complete: false };
      }
      const now = app.services.clock.now();
      const standing = await answerQuiz(app.database.db, now, student.id, quiz, questionId, chosenIndex, chosen.correct);
      await awardRecognition(app.database.db, now, student.id);
      return {
        ...judged,
        saved: true,
        score: standing.score,
        questions: quiz.questions.length,
        complete: standing.complete,
      };
    },
  );
};
