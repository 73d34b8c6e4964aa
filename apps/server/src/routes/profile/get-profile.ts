import { errorBodySchema, profileSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authentication.ts';
import { presentProfile } from '../../presenters/current-user.ts';

/** GET /api/profile: the signed-in account. */
export const getProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    { schema: { tags: ['profile'], summary: 'My account', response: { 200: profileSchema, 401: errorBodySchema } } },
    async (request) => presentProfile(requireAuth(request).user),
  );
};
