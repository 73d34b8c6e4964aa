import { emailResponseSchema, errorBodySchema, tokenQuerySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { peekEmailToken } from '../../commands/email-tokens.ts';
import { HttpError } from '../../plugins/error-handler.ts';

/** GET /api/auth/signup/get-email-from-token?token: pre-fills the sign-up form of a sign-up link. */
export const getSignupEmailFromTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/signup/get-email-from-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'The e-mail a sign-up link was sent to',
        querystring: tokenQuerySchema,
        response: { 200: emailResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const clock = app.services.clock;
      const token =
        (await peekEmailToken(app.database.db, clock, 'signup', request.query.token)) ??
        (await peekEmailToken(app.database.db, clock, 'user_signup', request.query.token));
      if (!token) throw new HttpError(404, 'This sign-up link is invalid or has expired.', 'invalid_token');
      return { email: token.email };
    },
  );
};
