import { errorBodySchema, IF_MATCH_RULE, profileSchema, profileUpdateRequestSchema, staleErrorSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { ifMatchVersions, nextVersion, sendTag, versionMatches } from '../../plugins/preconditions.ts';
import { presentProfile } from '../../presenters/current-user.ts';
import { PROFILE_TAG, staleProfile } from './profile-precondition.ts';

/** POST /api/profile: updates the account's details (the full name; e-mail changes are not offered). */
export const postProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Update my account',
        description: IF_MATCH_RULE,
        body: profileUpdateRequestSchema,
        response: { 200: profileSchema, 401: errorBodySchema, 412: staleErrorSchema(profileSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const versions = ifMatchVersions(request, PROFILE_TAG, auth.user.id);
      const [user] = await app.database.db
        .update(users)
        .set({ fullName: request.body.full_name, version: nextVersion(users.version) })
        .where(and(eq(users.id, auth.user.id), versionMatches(users.version, versions)))
        .returning();
      if (!user) return staleProfile(app.database.db, auth.user.id);
      sendTag(reply, PROFILE_TAG, user.id, user.version);
      return presentProfile(user);
    },
  );
};
