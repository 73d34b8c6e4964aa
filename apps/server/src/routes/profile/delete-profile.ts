import { detailResponseSchema, errorBodySchema, IF_MATCH_RULE, profileSchema, staleErrorSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { clearSessionCookies, requireAuth } from '../../plugins/authentication.ts';
import { ifMatchVersions, versionMatches } from '../../plugins/preconditions.ts';
import { PROFILE_TAG, staleProfile } from './profile-precondition.ts';

/** DELETE /api/profile: deletes the account with its students, progress and sessions. */
export const deleteProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete my account and my students',
        description: IF_MATCH_RULE,
        response: { 200: detailResponseSchema, 401: errorBodySchema, 412: staleErrorSchema(profileSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // Students, progress, sessions and tokens go with the user through ON DELETE CASCADE.
      const versions = ifMatchVersions(request, PROFILE_TAG, auth.user.id);
      const deleted = await app.database.db
        .delete(users)
        .where(and(eq(users.id, auth.user.id), versionMatches(users.version, versions)))
        .returning({ id: users.id });
      if (deleted.length === 0) return staleProfile(app.database.db, auth.user.id);
      clearSessionCookies(reply);
      return { detail: 'Your account has been deleted.' };
    },
  );
};
