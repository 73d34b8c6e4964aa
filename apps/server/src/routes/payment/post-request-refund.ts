import { errorBodySchema, refundRequestQuerySchema, refundResponseSchema } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchases, subscriptions } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { refundEligibility, refundSettling } from '../../policies/refund-eligibility.ts';
import { ownPurchase } from './billing-records.ts';
import { providerCall } from './provider-call.ts';

/**
 * POST /api/payment/request-refund?purchase_id&reason: checks the policy, marks the purchase
 * refund_requested (one claim: a second request gets 409) and asks the provider. The purchase is
 * refunded (and its access ends) when the provider's approved-refund event arrives: at once with
 * the local provider, after Paddle's review otherwise. A subscription refund also cancels at once.
 */
export const postRequestRefundRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/request-refund',
    {
      schema: {
        tags: ['payment'],
        summary: 'Ask for a refund',
        querystring: refundRequestQuerySchema,
        response: { 200: refundResponseSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) => {
      const { db } = app.database;
      const purchase = await ownPurchase(request, request.query.purchase_id);
      const verdict = await refundEligibility(db, app.services.catalogue, purchase, app.services.clock.now(), refundSettling(app.services.payments));
      if (!verdict.eligible) throw new HttpError(409, `This purchase cannot be refunded (${verdict.verdict}).`, verdict.verdict);
      const claimed = await db
        .update(purchases)
        .set({ status: 'refund_requested', refundReason: request.query.reason, refundRequestedAt: app.services.clock.now() })
        .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'paid')))
        .returning();
      const row = claimed[0];
      if (!row) throw new HttpError(409, 'A refund was already requested.', 'refund_requested');
      try {
        await providerCall(() => app.services.payments.refund(row, request.query.reason));
      } catch (error) {
        await db.update(purchases).set({ status: 'paid', refundReason: null, refundRequestedAt: null }).where(eq(purchases.id, row.id));
        throw error;
      }
      if (row.subscriptionId !== null) {
        const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, row.subscriptionId));
        if (subscription && subscription.status !== 'canceled') await providerCall(() => app.services.payments.cancelNow(subscription));
      }
      const [after] = await db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, row.id));
      return { purchase_id: row.id, status: (after?.status ?? 'refund_requested') as 'paid' | 'refund_requested' | 'refunded' };
    },
  );
};
