import type { FastifyPluginAsync } from 'fastify';
import { getLanguageRoute } from './get-language.ts';
import { postChangeLanguageRoute } from './post-change-language.ts';

/** The /api/user calls of this issue: the account's interface language. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  await app.register(postChangeLanguageRoute);
  await app.register(getLanguageRoute);
};
