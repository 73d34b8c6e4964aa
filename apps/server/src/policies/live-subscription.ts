import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { subscriptions } from '../db/schema.ts';

/** Provider states in which a subscription still opens the courses (past_due: Paddle is retrying). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

/**
 * A subscription that gives access at `now`: live status, and not past the end of a period after
 * which it was set to cancel.
 */
export function liveSubscriptionAt(now: Date): SQL {
  const condition = and(
    inArray(subscriptions.status, [...LIVE_STATUSES]),
    or(eq(subscriptions.cancelAtPeriodEnd, false), isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
  );
  if (!condition) throw new Error('unreachable');
  return condition;
}
