import { PLANS, PLAN_KEYS, errorBodySchema, upgradeToOrganizationSchema, type PlanKey } from '@codehop/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSubscriptionsOf } from './billing-records.ts';

/**
 * GET /api/payment/upgrade-to-organization: for an organisation account on a family plan (the
 * invalid-registration overlay's Upgrade): the school tier to buy and the family subscription it
 * replaces. Reading only; the purchase itself is an ordinary checkout of that tier.
 */
export const getUpgradeToOrganizationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/upgrade-to-organization',
    {
      schema: {
        tags: ['payment'],
        summary: 'The school tier that replaces a family plan',
        response: { 200: upgradeToOrganizationSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const live = await liveSubscriptionsOf(request);
      const family = live.find((row) => PLANS[row.planKey as PlanKey].kind === 'family');
      const plan = PLANS[PLAN_KEYS.includes('school_small') ? 'school_small' : 'school_large'];
      return { plan_name: plan.key, amount_minor: plan.amountMinor, currency: plan.currency, replaces_subscription_id: family?.id ?? null };
    },
  );
};
