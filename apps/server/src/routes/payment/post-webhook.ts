import { errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receivePaymentWebhook } from '../../commands/payments/receive-payment-webhook.ts';

/**
 * POST /api/payment/webhook: Paddle's notification destination. The signature covers the exact
 * bytes sent, so this route (alone, in its own plugin scope) keeps the body as the raw string.
 */
export const postWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    '/api/payment/webhook',
    {
      config: { csrf: false },
      schema: {
        tags: ['payment'],
        summary: 'Paddle webhook (signed events)',
        response: { 200: z.object({ outcome: z.string() }), 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['paddle-signature'];
      const outcome = await receivePaymentWebhook(app, raw, typeof signature === 'string' ? signature : undefined);
      return { outcome };
    },
  );
};
