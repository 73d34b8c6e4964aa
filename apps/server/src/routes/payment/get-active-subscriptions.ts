import { errorBodySchema, subscriptionListSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSubscription } from '../../presenters/purchase.ts';
import { liveSubscriptionsOf } from './billing-records.ts';

/** GET /api/payment/active-subscriptions: every live subscription of the caller (and their organisation, for its admin). */
export const getActiveSubscriptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/active-subscriptions',
    {
      schema: {
        tags: ['payment'],
        summary: 'My live subscriptions',
        response: { 200: subscriptionListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => (await liveSubscriptionsOf(request)).map(presentSubscription),
  );
};
