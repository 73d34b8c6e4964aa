import { errorBodySchema, purchaseIdQuerySchema, subscriptionSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/error-handler.ts';
import { presentSubscription } from '../../presenters/purchase.ts';
import { providerCall } from './provider-call.ts';
import { ownSubscription } from './billing-records.ts';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';

/**
 * POST /api/payment/cancel-subscription?purchase_id: cancels at the end of the paid period through
 * the provider (purchase_id names the subscription, as current-subscription gives it). The state
 * answered is the one the provider's event left.
 */
export const postCancelSubscriptionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/cancel-subscription',
    {
      schema: {
        tags: ['payment'],
        summary: 'Cancel my subscription at the end of the period',
        querystring: purchaseIdQuerySchema,
        response: { 200: subscriptionSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) => {
      const subscription = await ownSubscription(request, request.query.purchase_id);
      if (subscription.status === 'canceled') throw new HttpError(409, 'This subscription is already cancelled.', 'already_canceled');
      if (!subscription.cancelAtPeriodEnd) await providerCall(() => app.services.payments.cancelAtPeriodEnd(subscription));
      const [after] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
      return presentSubscription(after ?? subscription);
    },
  );
};
