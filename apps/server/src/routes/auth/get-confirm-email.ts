import { tokenQuerySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeEmailToken } from '../../commands/email-tokens.ts';
import { users } from '../../db/schema.ts';
import { redirectResponse } from '../../plugins/response-shapes.ts';

/** GET /api/auth/confirm-email?token: verifies the address and sends the browser home with the result. */
export const getConfirmEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address (redirects to /?email_verified=True or False)',
        querystring: tokenQuerySchema.partial(),
        response: { 302: redirectResponse('To /?email_verified=True, or False when the token is unknown or spent') },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const token = request.query.token;
      const spent = token ? await consumeEmailToken(db, app.services.clock, 'verify_email', token) : undefined;
      if (spent?.userId) {
        await db.update(users).set({ emailVerifiedAt: app.services.clock.now() }).where(eq(users.id, spent.userId));
      }
      return reply.redirect(`/?email_verified=${spent ? 'True' : 'False'}`, 302);
    },
  );
};
