import { errorBodySchema, loginRequestSchema, redirectQuerySchema, sessionResponseSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { RATE_LIMITS } from '../../services/rate-limits.ts';
import { startSessionAnswer } from './session-answer.ts';

/** The one answer for an unknown e-mail and a wrong password alike. */
export const WRONG_CREDENTIALS = 'Incorrect e-mail or password';

/** POST /api/auth/login?redirect&locale. */
export const postLoginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { csrf: false, rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        querystring: redirectQuerySchema,
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [user] = await app.database.db.select().from(users).where(eq(users.email, request.body.email)).limit(1);
      const ok = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !ok) throw new HttpError(401, WRONG_CREDENTIALS, 'invalid_credentials');
      return startSessionAnswer(request, reply, user, { raw: request.query.redirect, locale: request.query.locale });
    },
  );
};
