import { randomBytes } from 'node:crypto';
import { PLANS, checkoutRequestSchema, checkoutSessionSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkouts } from '../../db/schema.ts';
import { PaymentRefusal, recordPaymentRefusal } from '../../commands/record-payment-refusal.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { canBuyPlan } from '../../policies/can-buy-plan.ts';

/**
 * POST /api/payment/paddle {plan_name}: opens a checkout for the signed-in buyer. Nothing is
 * granted here: the browser gets Paddle's overlay details (or our test checkout page), and only the
 * provider's signed webhook, naming this checkout, makes a purchase.
 */
export const postPaddleRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/paddle',
    {
      schema: {
        tags: ['payment'],
        summary: 'Open a checkout for a plan',
        body: checkoutRequestSchema,
        response: { 201: checkoutSessionSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const plan = PLANS[request.body.plan_name];
      if (!canBuyPlan(user, plan.key)) {
        throw await recordPaymentRefusal(
          app.database.db,
          request.log,
          new PaymentRefusal('plan_not_for_you', plan.kind === 'school' ? 'Only the organisation admin buys a school plan.' : 'Organisation accounts buy at /schools.', 403),
          { userId: user.id, detail: plan.key },
        );
      }
      const checkoutId = randomBytes(18).toString('base64url');
      await app.database.db.insert(checkouts).values({ id: checkoutId, userId: user.id, organizationId: user.organizationId, planKey: plan.key });
      const provider = app.services.payments;
      return reply.status(201).send({
        provider: provider.name,
        checkout_id: checkoutId,
        plan_name: plan.key,
        amount_minor: plan.amountMinor,
        currency: plan.currency,
        checkout_path: provider.name === 'local' ? `checkout?session=${checkoutId}` : null,
        paddle: provider.checkoutDetails({ checkoutId, plan: plan.key, email: user.email }),
      });
    },
  );
};
