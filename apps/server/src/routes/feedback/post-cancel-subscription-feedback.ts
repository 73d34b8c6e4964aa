import { cancelSubscriptionFeedbackSchema, errorBodySchema, savedResponseSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingFeedback } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';

/** POST /api/feedback/cancel-subscription: why the family cancels (the form before the cancellation itself). */
export const postCancelSubscriptionFeedbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback/cancel-subscription',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Reason for cancelling a subscription',
        body: cancelSubscriptionFeedbackSchema,
        response: { 201: savedResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await app.database.db
        .insert(billingFeedback)
        .values({ userId: user.id, kind: 'cancel_subscription', reason: request.body.cancel_subscription_reason, feedback: request.body.feedback });
      return reply.status(201).send({ detail: 'Thank you for telling us' });
    },
  );
};
