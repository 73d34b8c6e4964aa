import { whoAmISchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserAnswer } from '../../presenters/current-user.ts';

/**
 * GET /api/auth/whoami: the signed-in user, or `user: null` for a visitor. The web app asks this on
 * every page, where a visitor is normal and a 401 would be logged as an error by the browser.
 */
export const getWhoAmIRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/whoami',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current user, or null for a visitor',
        response: { 200: whoAmISchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) return { user: null };
      return {
        user: await currentUserAnswer(app.database.db, auth.user, auth.chosenStudent, auth.session.impersonationId),
      };
    },
  );
};
