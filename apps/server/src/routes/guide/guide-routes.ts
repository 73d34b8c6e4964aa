import type { FastifyPluginAsync } from 'fastify';
import { getGuideAnswersRoute } from './get-guide-answers.ts';

/** The /api/guide calls: what the Teacher's Guide shows only to teachers. */
export const guideRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getGuideAnswersRoute);
};
