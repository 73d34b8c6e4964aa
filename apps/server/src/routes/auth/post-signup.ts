import {
  errorBodySchema,
  sessionResponseSchema,
  signupQuerySchema,
  signupRequestSchema,
} from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signUp } from '../../commands/sign-up.ts';
import { publicBase } from '../../services/links.ts';
import { hashPassword } from '../../services/passwords.ts';
import { RATE_LIMITS } from '../../services/rate-limits.ts';
import { safeLocale } from '../../services/redirect-rule.ts';
import { startSessionAnswer } from './session-answer.ts';

/** POST /api/auth/signup?token: a parent account, signed in at once; the verification mail is queued. */
export const postSignupRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/signup',
    {
      config: { csrf: false, rateLimit: RATE_LIMITS.signup },
      schema: {
        tags: ['auth'],
        summary: 'Sign up (users must be 13 or older; younger children are supervised)',
        querystring: signupQuerySchema,
        body: signupRequestSchema,
        response: { 201: sessionResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.password);
      const locale = safeLocale(request.query.locale);
      const user = await signUp(
        app.database.db,
        app.services.clock,
        {
          email: request.body.email,
          passwordHash,
          fullName: request.body.full_name,
          language: request.query.locale ? locale : null,
          token: request.query.token,
        },
        (token) => `${publicBase(request)}/api/auth/confirm-email?token=${token}`,
      );
      app.services.wakeMailSender();
      const answer = await startSessionAnswer(request, reply, user, { raw: request.query.redirect, locale });
      return reply.status(201).send(answer);
    },
  );
};
