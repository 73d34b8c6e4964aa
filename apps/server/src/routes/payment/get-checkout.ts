import { PLANS, checkoutIdParamsSchema, errorBodySchema, localCheckoutSchema, type PlanKey } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkouts } from '../../db/schema.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { HttpError } from '../../plugins/error-handler.ts';

/** GET /api/payment/checkout/{checkout_id}: the buyer's open checkout, for the test checkout page. */
export const getCheckoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/checkout/:checkout_id',
    {
      schema: {
        tags: ['payment'],
        summary: 'A checkout of mine (test checkout page)',
        params: checkoutIdParamsSchema,
        response: { 200: localCheckoutSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const [row] = await app.database.db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.id, request.params.checkout_id), eq(checkouts.userId, user.id)))
        .limit(1);
      if (!row) throw new HttpError(404, 'Checkout not found', 'checkout_not_found');
      const plan = PLANS[row.planKey as PlanKey];
      return { checkout_id: row.id, plan_name: plan.key, amount_minor: plan.amountMinor, currency: plan.currency, completed: row.completedAt !== null };
    },
  );
};
