import { checkoutIdParamsSchema, errorBodySchema, localCompleteResponseSchema, type PlanKey } from '@codehop/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkouts } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';

/**
 * POST /api/payment/checkout/{checkout_id}/complete: the TEST checkout's "Pay" button (local
 * provider only; 404 when Paddle takes payments). The server signs the event Paddle would send and
 * passes it through the webhook handler; paying twice changes nothing.
 */
export const postCheckoutCompleteRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/checkout/:checkout_id/complete',
    {
      schema: {
        tags: ['payment'],
        summary: 'Pay a test checkout (local provider only)',
        params: checkoutIdParamsSchema,
        response: { 200: localCompleteResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const complete = app.services.completeLocalCheckout;
      if (!complete) throw new HttpError(404, 'There is no test checkout here', 'no_test_checkout');
      const [row] = await app.database.db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.id, request.params.checkout_id), eq(checkouts.userId, user.id)))
        .limit(1);
      if (!row) throw new HttpError(404, 'Checkout not found', 'checkout_not_found');
      // One claim per checkout, so a double click cannot pay twice.
      const claimed = await app.database.db
        .update(checkouts)
        .set({ completedAt: app.services.clock.now() })
        .where(and(eq(checkouts.id, row.id), isNull(checkouts.completedAt)))
        .returning({ id: checkouts.id });
      if (claimed.length > 0) await complete(row.id, row.planKey as PlanKey);
      return { completed: true };
    },
  );
};
