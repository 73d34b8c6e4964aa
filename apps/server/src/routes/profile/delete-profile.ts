import { detailResponseSchema, errorBodySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { clearSessionCookies, requireAuth } from '../../plugins/authentication.ts';

/** DELETE /api/profile: deletes the account with its students, progress and sessions. */
export const deleteProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete my account and my students',
        response: { 200: detailResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // Students, progress, sessions and tokens go with the user through ON DELETE CASCADE.
      await app.database.db.delete(users).where(eq(users.id, auth.user.id));
      clearSessionCookies(reply);
      return { detail: 'Your account has been deleted.' };
    },
  );
};
