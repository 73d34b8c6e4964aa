import { errorBodySchema, IF_MATCH_RULE, profileSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authentication.ts';
import { sendTag } from '../../plugins/preconditions.ts';
import { presentProfile } from '../../presenters/current-user.ts';
import { PROFILE_TAG } from './profile-precondition.ts';

/** GET /api/profile: the signed-in account. */
export const getProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    { schema: { tags: ['profile'], summary: 'My account', description: IF_MATCH_RULE, response: { 200: profileSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      sendTag(reply, PROFILE_TAG, user.id, user.version);
      return presentProfile(user);
    },
  );
};
