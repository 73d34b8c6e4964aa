import { currentUserSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authentication.ts';
import { currentUserAnswer } from '../../presenters/current-user.ts';

/** GET /api/auth/current: the signed-in user; 401 sends the app to the login page. */
export const getCurrentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/current',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current user',
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return currentUserAnswer(
        app.database.db,
        auth.user,
        auth.chosenStudent,
        auth.session.impersonationId,
      );
    },
  );
};
