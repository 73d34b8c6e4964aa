import { randomBytes } from 'node:crypto';
import { PLANS, checkoutRequestSchema, checkoutSessionSchema, errorBodySchema } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkouts } from '../../db/schema.ts';
import { PaymentRefusal, recordPaymentRefusal } from '../../commands/record-payment-refusal.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { canBuyPlan } from '../../policies/can-buy-plan.ts';
import { subscriptionInTheWay } from '../../policies/one-subscription.ts';
import { alreadySubscribed } from '../../commands/payments/start-subscription.ts';

/**
 * POST /api/payment/paddle {plan_name}: opens a checkout for the signed-in buyer. Nothing is
 * granted here: the browser gets Paddle's overlay details (or our test checkout page), and only the
 * provider's signed webhook, naming this checkout, makes a purchase. A buyer whose school or family
 * already has a live plan of the kind is answered 409 already_subscribed.
 */
export const postPaddleRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/paddle',
    {
      schema: {
        tags: ['payment'],
        summary: 'Open a checkout for a plan',
        body: checkoutRequestSchema,
        response: { 201: checkoutSessionSchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
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
      // A school (or family) with a live plan changes it on the billing page; a second one would bill twice.
      const inTheWay = await subscriptionInTheWay(app.database.db, { userId: user.id, organizationId: user.organizationId }, plan.key, app.services.clock.now());
      if (inTheWay) throw await recordPaymentRefusal(app.database.db, request.log, alreadySubscribed(inTheWay), { userId: user.id, detail: plan.key });
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
