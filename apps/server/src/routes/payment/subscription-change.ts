import { PLANS, type PlanKey } from '@codehop/api';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/error-handler.ts';
import type { SubscriptionRow } from '../../services/payments/provider.ts';
import { currentSubscriptionOf } from './billing-records.ts';

/**
 * The live subscription a change to `plan` applies to, checked: same kind of plan (family to
 * family, school to school), a different plan, not already cancelled. Family to school goes
 * through upgrade-to-organization and a new checkout instead.
 */
export async function subscriptionToChange(request: FastifyRequest, plan: PlanKey): Promise<SubscriptionRow> {
  const subscription = await currentSubscriptionOf(request);
  if (!subscription) throw new HttpError(404, 'You have no subscription to change.', 'no_subscription');
  const from = PLANS[subscription.planKey as PlanKey];
  const to = PLANS[plan];
  if (to.kind === 'course' || from.kind !== to.kind) throw new HttpError(409, 'This plan cannot replace your subscription.', 'plan_not_upgradable');
  if (from.key === to.key) throw new HttpError(409, 'You already have this plan.', 'same_plan');
  return subscription;
}
