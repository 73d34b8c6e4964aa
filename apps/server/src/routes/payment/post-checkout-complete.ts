import { checkoutIdParamsSchema, errorBodySchema, localCompleteResponseSchema, type PlanKey } from '@codehop/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkouts } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { alreadySubscribed } from '../../commands/payments/start-subscription.ts';
import { recordPaymentRefusal } from '../../commands/record-payment-refusal.ts';
import { subscriptionInTheWay } from '../../policies/one-subscription.ts';

/**
 * POST /api/payment/checkout/{checkout_id}/complete: the TEST checkout's "Pay" button (local
 * provider only; 404 when Paddle takes payments). The server signs the event Paddle would send and
 * passes it through the webhook handler; paying twice changes nothing, and paying a plan the buyer's
 * school or family already has is refused (409 already_subscribed).
 */
export const postCheckoutCompleteRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/checkout/:checkout_id/complete',
    {
      schema: {
        tags: ['payment'],
        summary: 'Pay a test checkout (local provider only)',
        params: checkoutIdParamsSchema,
        response: { 200: localCompleteResponseSchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
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
      const plan = row.planKey as PlanKey;
      // A checkout opened in a second tab before the first was paid: refused before "paying".
      const inTheWay = row.completedAt === null ? await subscriptionInTheWay(app.database.db, row, plan, app.services.clock.now()) : undefined;
      if (inTheWay) throw await recordPaymentRefusal(app.database.db, request.log, alreadySubscribed(inTheWay), { userId: user.id, detail: plan });
      // One claim per checkout, so a double click cannot pay twice.
      const claimed = await app.database.db
        .update(checkouts)
        .set({ completedAt: app.services.clock.now() })
        .where(and(eq(checkouts.id, row.id), isNull(checkouts.completedAt)))
        .returning({ id: checkouts.id });
      if (claimed.length === 0) return { completed: true };
      try {
        await complete(row.id, plan);
      } catch (error) {
        // Refused by the webhook (two tabs paying at the same moment): the checkout was not paid.
        await app.database.db.update(checkouts).set({ completedAt: null }).where(eq(checkouts.id, row.id));
        throw error;
      }
      return { completed: true };
    },
  );
};
