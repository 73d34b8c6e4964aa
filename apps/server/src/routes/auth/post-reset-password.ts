import { detailResponseSchema, errorBodySchema, resetPasswordQuerySchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeEmailToken, retireUserTokens } from '../../commands/email-tokens.ts';
import { deleteUserSessions } from '../../commands/sessions.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { hashPassword } from '../../services/passwords.ts';

/**
 * POST /api/auth/reset-password?token&new_password: spends the link, sets the password and ends every
 * session of the account (whoever knew the old password is signed out).
 */
export const postResetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/reset-password',
    {
      config: { csrf: false },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        querystring: resetPasswordQuerySchema,
        response: { 200: detailResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.query.new_password);
      const { clock } = app.services;
      await app.database.db.transaction(async (tx) => {
        const spent = await consumeEmailToken(tx, clock, 'reset_password', request.query.token);
        if (!spent?.userId) throw new HttpError(400, 'This reset link is invalid or has expired.', 'invalid_token');
        // The mail reached its owner, so the address is proven too.
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, spent.userId))
          .returning();
        if (!user) throw new HttpError(400, 'This reset link is invalid or has expired.', 'invalid_token');
        if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, user.id));
        await retireUserTokens(tx, clock, 'reset_password', user.id);
        await deleteUserSessions(tx, user.id);
      });
      return { detail: 'Your password has been changed. Please log in.' };
    },
  );
};
