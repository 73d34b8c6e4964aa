import { detailResponseSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteSession } from '../../commands/sessions.ts';
import { clearSessionCookies } from '../../plugins/authentication.ts';

/** GET /api/auth/logout: ends this session (the token stops working everywhere) and clears the cookies. */
export const getLogoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Log out', response: { 200: detailResponseSchema } } },
    async (request, reply) => {
      if (request.auth) await deleteSession(app.database.db, request.auth.session.id);
      clearSessionCookies(reply);
      return { detail: 'Logged out' };
    },
  );
};
