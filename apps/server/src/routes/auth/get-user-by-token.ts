import { errorBodySchema, tokenQuerySchema, userByTokenResponseSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { peekEmailToken } from '../../commands/email-tokens.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';

/** GET /api/auth/get-user-by-token?token: the waiting account a finish-sign-up link belongs to. */
export const getUserByTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/get-user-by-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'The account of a finish-sign-up link',
        querystring: tokenQuerySchema,
        response: { 200: userByTokenResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const token = await peekEmailToken(app.database.db, app.services.clock, 'user_signup', request.query.token);
      const [user] = token?.userId
        ? await app.database.db.select().from(users).where(eq(users.id, token.userId)).limit(1)
        : [];
      if (!user) throw new HttpError(404, 'This link is invalid or has expired.', 'invalid_token');
      return { user_id: user.id, email: user.email, full_name: user.fullName };
    },
  );
};
