import { detailResponseSchema, emailQuerySchema } from '@codehop/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueEmailToken } from '../../commands/email-tokens.ts';
import { users } from '../../db/schema.ts';
import { publicBase } from '../../services/links.ts';
import { enqueueMail } from '../../services/mail-outbox.ts';
import { userSignupLinkMail } from '../../services/mail-templates.ts';
import { RATE_LIMITS } from '../../services/rate-limits.ts';
import { safeLocale } from '../../services/redirect-rule.ts';
import { SIGNUP_LINK_ANSWER } from './post-signup-generate-link.ts';

/**
 * POST /api/auth/generate-user-signup-link?email: for an account that exists without a password
 * (made by a purchase or a school), mails a link to finish signing up. Same answer in every case.
 */
export const postGenerateUserSignupLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/generate-user-signup-link',
    {
      config: { csrf: false, rateLimit: RATE_LIMITS.signupLink, addressAllowance: 'signup_links' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a link to finish a waiting account',
        querystring: emailQuerySchema,
        response: { 202: detailResponseSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const [waiting] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, request.query.email), isNull(users.passwordHash)))
        .limit(1);
      if (waiting) {
        await db.transaction(async (tx) => {
          const token = await issueEmailToken(tx, app.services.clock, 'user_signup', waiting.email, waiting.id);
          await enqueueMail(tx, app.services.clock, userSignupLinkMail(waiting.email, `${publicBase(request)}/${safeLocale(waiting.language)}/signup?token=${token}`, waiting.language));
        });
        app.services.wakeMailSender();
      }
      return reply.status(202).send({ detail: SIGNUP_LINK_ANSWER });
    },
  );
};
