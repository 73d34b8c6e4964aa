import { errorBodySchema, planQuerySchema, subscriptionSchema } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptions } from '../../db/schema.ts';
import { presentSubscription } from '../../presenters/purchase.ts';
import { providerCall } from './provider-call.ts';
import { subscriptionToChange } from './subscription-change.ts';

/** POST /api/payment/upgrade-subscription?plan_name: changes plan through the provider, charged prorated at once. */
export const postUpgradeSubscriptionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/upgrade-subscription',
    {
      schema: {
        tags: ['payment'],
        summary: 'Change my subscription plan',
        querystring: planQuerySchema,
        response: { 200: subscriptionSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) => {
      const plan = request.query.plan_name;
      const subscription = await subscriptionToChange(request, plan);
      await providerCall(() => app.services.payments.upgrade(subscription, plan));
      const [after] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
      return presentSubscription(after ?? subscription);
    },
  );
};
