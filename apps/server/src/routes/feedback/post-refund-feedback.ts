import { errorBodySchema, refundFeedbackSchema, savedResponseSchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingFeedback } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';

/** POST /api/feedback/refund: the refund form's reason and words, kept before the refund is asked of the provider. */
export const postRefundFeedbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback/refund',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Reason for a refund',
        body: refundFeedbackSchema,
        response: { 201: savedResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await app.database.db.insert(billingFeedback).values({
        userId: user.id,
        kind: 'refund',
        reason: request.body.refund_reason,
        feedback: request.body.feedback,
        purchaseId: request.body.purchase_id ?? null,
      });
      return reply.status(201).send({ detail: 'Thank you for telling us' });
    },
  );
};
