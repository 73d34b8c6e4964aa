import { errorBodySchema, transferPurchasesQuerySchema, transferPurchasesResponseSchema } from '@codehop/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchases, subscriptions, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { requireStaffWrite } from './staff-get-guard.ts';

/**
 * GET /api/payment/transfer-purchases?to_email&from_email&include_assigned (support staff): moves a
 * family's purchases and subscriptions to another account (paid with the wrong e-mail). Assigned
 * courses stay with their students unless include_assigned, which unassigns them on the way.
 */
export const getTransferPurchasesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/transfer-purchases',
    {
      schema: {
        tags: ['payment'],
        summary: 'Move purchases between accounts (staff)',
        querystring: transferPurchasesQuerySchema,
        response: { 200: transferPurchasesResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      requireStaffWrite(request);
      const { db } = app.database;
      const from = request.query.from_email.toLowerCase();
      const to = request.query.to_email.toLowerCase();
      if (from === to) throw new HttpError(409, 'The two accounts are the same.', 'same_account');
      const [source] = await db.select({ id: users.id }).from(users).where(eq(users.email, from));
      const [target] = await db.select({ id: users.id }).from(users).where(eq(users.email, to));
      if (!source || !target) throw new HttpError(404, 'No account with that e-mail.', 'user_not_found');
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(purchases)
          .set(request.query.include_assigned ? { userId: target.id, studentId: null, assignedAt: null } : { userId: target.id })
          .where(request.query.include_assigned ? eq(purchases.userId, source.id) : and(eq(purchases.userId, source.id), isNull(purchases.studentId)))
          .returning({ id: purchases.id });
        const subs = await tx.update(subscriptions).set({ userId: target.id }).where(eq(subscriptions.userId, source.id)).returning({ id: subscriptions.id });
        request.log.info({ from: source.id, to: target.id, purchases: moved.length, subscriptions: subs.length }, 'purchases transferred');
        return { purchases: moved.length, subscriptions: subs.length };
      });
    },
  );
};
