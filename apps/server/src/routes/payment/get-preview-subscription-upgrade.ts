import { errorBodySchema, planQuerySchema, upgradePreviewSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerCall } from './provider-call.ts';
import { subscriptionToChange } from './subscription-change.ts';

/** GET /api/payment/preview-subscription-upgrade?plan_name: what changing plan costs now (prorated). */
export const getPreviewSubscriptionUpgradeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/preview-subscription-upgrade',
    {
      schema: {
        tags: ['payment'],
        summary: 'Price preview of a plan change',
        querystring: planQuerySchema,
        response: { 200: upgradePreviewSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) => {
      const plan = request.query.plan_name;
      const subscription = await subscriptionToChange(request, plan);
      const quote = await providerCall(() => app.services.payments.previewUpgrade(subscription, plan));
      return { plan_name: plan, amount_due_minor: quote.amountDueMinor, currency: quote.currency, next_payment_at: quote.nextPaymentAt?.toISOString() ?? null };
    },
  );
};
