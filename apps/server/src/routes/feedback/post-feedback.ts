import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackRequestSchema, feedbackResponseSchema } from '@codehop/api';
import { feedback } from '../../db/schema.ts';

/** POST /api/feedback: stores a rating and message from the Feedback dialog. */
export const postFeedbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (rating 1 to 5 and a message)',
        body: feedbackRequestSchema,
        response: { 201: feedbackResponseSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.database.db
        .insert(feedback)
        .values({
          rating: request.body.rating,
          message: request.body.feedback,
          fromEmail: request.body.from_email ?? null,
        })
        .returning({ id: feedback.id });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ id: row.id, detail: 'Feedback sent successfully' });
    },
  );
};
