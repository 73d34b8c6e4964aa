import { detailResponseSchema, emailQuerySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueEmailToken } from '../../commands/email-tokens.ts';
import { users } from '../../db/schema.ts';
import { publicBase } from '../../services/links.ts';
import { enqueueMail } from '../../services/mail-outbox.ts';
import { signupLinkMail } from '../../services/mail-templates.ts';
import { RATE_LIMITS } from '../../services/rate-limits.ts';

export const SIGNUP_LINK_ANSWER = 'If this e-mail can sign up, we have sent it a link.';

/**
 * POST /api/auth/signup/generate-link?email: mails a sign-up link for a new account. The token only
 * ever travels by mail, so the account it creates starts with a verified address.
 */
export const postSignupGenerateLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/signup/generate-link',
    {
      config: { csrf: false, rateLimit: RATE_LIMITS.signupLink, addressAllowance: 'signup_links' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a sign-up link to an e-mail without an account',
        querystring: emailQuerySchema,
        response: { 202: detailResponseSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const email = request.query.email;
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (!existing) {
        await db.transaction(async (tx) => {
          const token = await issueEmailToken(tx, app.services.clock, 'signup', email, null);
          await enqueueMail(tx, app.services.clock, signupLinkMail(email, `${publicBase(request)}/en/signup?token=${token}`));
        });
        app.services.wakeMailSender();
      }
      return reply.status(202).send({ detail: SIGNUP_LINK_ANSWER });
    },
  );
};
