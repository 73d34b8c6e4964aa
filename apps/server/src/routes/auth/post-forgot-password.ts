import { detailResponseSchema, emailQuerySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueEmailToken } from '../../commands/email-tokens.ts';
import { users } from '../../db/schema.ts';
import { publicBase } from '../../services/links.ts';
import { enqueueMail } from '../../services/mail-outbox.ts';
import { passwordResetMail } from '../../services/mail-templates.ts';
import { RATE_LIMITS } from '../../services/rate-limits.ts';
import { safeLocale } from '../../services/redirect-rule.ts';

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this e-mail, we have sent it a link to reset the password.';

/** POST /api/auth/forgot-password?email: the same answer whether or not the account exists. */
export const postForgotPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    {
      config: { csrf: false, rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags: ['auth'],
        summary: 'Send a password-reset link (valid 1 hour, single use)',
        querystring: emailQuerySchema,
        response: { 202: detailResponseSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const [user] = await db.select().from(users).where(eq(users.email, request.query.email)).limit(1);
      if (user) {
        await db.transaction(async (tx) => {
          const token = await issueEmailToken(tx, app.services.clock, 'reset_password', user.email, user.id);
          const link = `${publicBase(request)}/${safeLocale(user.language)}/reset-password?token=${token}`;
          await enqueueMail(tx, app.services.clock, passwordResetMail(user.email, link, user.language));
        });
        app.services.wakeMailSender();
      }
      return reply.status(202).send({ detail: FORGOT_PASSWORD_ANSWER });
    },
  );
};
