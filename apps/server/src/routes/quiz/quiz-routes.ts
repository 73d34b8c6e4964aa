import type { FastifyPluginAsync } from 'fastify';
import { getQuizReviewRoute } from './get-quiz-review.ts';
import { getQuizRoute } from './get-quiz.ts';
import { postQuizAnswerRoute } from './post-quiz-answer.ts';

/** The chapter quizzes (spec/platform.md §2 quiz routes; issue 15). */
export const quizRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getQuizRoute);
  await app.register(postQuizAnswerRoute);
  await app.register(getQuizReviewRoute);
};
