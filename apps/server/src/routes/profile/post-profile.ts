import { errorBodySchema, profileSchema, profileUpdateRequestSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { presentProfile } from '../../presenters/current-user.ts';

/** POST /api/profile: updates the account's details (the full name; e-mail changes are not offered). */
export const postProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Update my account',
        body: profileUpdateRequestSchema,
        response: { 200: profileSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const [user] = await app.database.db
        .update(users)
        .set({ fullName: request.body.full_name })
        .where(eq(users.id, auth.user.id))
        .returning();
      return presentProfile(user ?? auth.user);
    },
  );
};
