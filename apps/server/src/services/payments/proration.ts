import { PLANS, type PlanKey } from '@codehop/api';
import type { SubscriptionRow, UpgradeQuote } from './provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a billing period that starts at `start` for a plan's interval. */
export function periodEnd(plan: PlanKey, start: Date): Date {
  const end = new Date(start);
  if (PLANS[plan].interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The local provider's upgrade price, the way Paddle's `prorated_immediately` works: the new plan's
 * price less the unused share of what was paid for the current period, whole days, integer cents,
 * never below zero. The new period starts now.
 */
export function prorate(subscription: SubscriptionRow, plan: PlanKey, now: Date): UpgradeQuote {
  const next = PLANS[plan];
  const current = PLANS[subscription.planKey as PlanKey];
  const start = subscription.currentPeriodStart;
  const end = subscription.currentPeriodEnd;
  let credit = 0;
  if (current && start && end && end > now) {
    const totalDays = Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
    const unusedDays = Math.min(totalDays, Math.floor((end.getTime() - now.getTime()) / DAY_MS));
    credit = Math.floor((current.amountMinor * unusedDays) / totalDays);
  }
  return {
    amountDueMinor: Math.max(0, next.amountMinor - credit),
    currency: next.currency,
    nextPaymentAt: periodEnd(plan, now),
  };
}
