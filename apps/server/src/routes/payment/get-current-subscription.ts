import { currentSubscriptionSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSubscription } from '../../presenters/purchase.ts';
import { currentSubscriptionOf } from './billing-records.ts';

/** GET /api/payment/current-subscription: the caller's newest live subscription, or null. */
export const getCurrentSubscriptionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/current-subscription',
    {
      schema: {
        tags: ['payment'],
        summary: 'My current subscription',
        response: { 200: currentSubscriptionSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const row = await currentSubscriptionOf(request);
      return { subscription: row ? presentSubscription(row) : null };
    },
  );
};
