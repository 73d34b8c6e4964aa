import { detailResponseSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALREADY_CONFIRMED, resendEmailConfirmation } from '../../commands/resend-email-confirmation.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { mayAskForEmailConfirmation } from '../../policies/email-confirmation.ts';
import { publicBase } from '../../services/links.ts';
import { RATE_LIMITS } from '../../services/rate-limits.ts';

export const CONFIRMATION_SENT = 'We sent a new link. It works for 7 days.';

/**
 * POST /api/auth/resend-confirm-email: "Send again" on the banner that asks to confirm the e-mail.
 * Not in the spec, which has no way out of an unconfirmed address; limited per address and per account.
 */
export const postResendConfirmEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/resend-confirm-email',
    {
      config: { rateLimit: RATE_LIMITS.resendConfirmation },
      schema: {
        tags: ['auth'],
        summary: 'Send the e-mail confirmation link again (once a minute at most)',
        response: { 202: detailResponseSchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      if (!mayAskForEmailConfirmation(user)) {
        throw new HttpError(409, ALREADY_CONFIRMED, 'already_confirmed');
      }
      await resendEmailConfirmation(app.database.db, app.services.clock, user.id, (token) => `${publicBase(request)}/api/auth/confirm-email?token=${token}`);
      app.services.wakeMailSender();
      return reply.status(202).send({ detail: CONFIRMATION_SENT });
    },
  );
};
