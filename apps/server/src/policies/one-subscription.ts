import { PLAN_KEYS, PLANS, type PlanKey } from '@codehop/api';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { subscriptions } from '../db/schema.ts';
import type { SubscriptionRow } from '../services/payments/provider.ts';
import { liveSubscriptionAt } from './live-subscription.ts';

/** Whose a new subscription would be: the buyer, and their organisation when they have one. */
export interface SubscriptionOwner {
  readonly userId: number | null;
  readonly organizationId: number | null;
}

/**
 * The subscriptions a new one of `plan` would stand beside: a school tier is the organisation's
 * (or, before the organisation is registered, its future admin's); a family plan is the parent's.
 * Both family plans are one place, as are both school tiers: the other one is a change of plan,
 * made on the billing page, never a second payment.
 */
function sameOwnerAndKind(owner: SubscriptionOwner, plan: PlanKey): SQL | undefined {
  const kind = PLANS[plan].kind;
  const plans = PLAN_KEYS.filter((key) => PLANS[key].kind === kind);
  if (kind === 'school' && owner.organizationId !== null) {
    return and(eq(subscriptions.organizationId, owner.organizationId), inArray(subscriptions.planKey, plans));
  }
  if (owner.userId === null) return undefined;
  return and(eq(subscriptions.userId, owner.userId), isNull(subscriptions.organizationId), inArray(subscriptions.planKey, plans));
}

/**
 * The live subscription that stops the owner buying `plan` (kind course: never any), or undefined
 * when they may. One still open until the end of a cancelled period counts too: the buyer would pay
 * twice for the same months.
 */
export async function subscriptionInTheWay(db: Db, owner: SubscriptionOwner, plan: PlanKey, now: Date): Promise<SubscriptionRow | undefined> {
  if (PLANS[plan].kind === 'course') return undefined;
  const same = sameOwnerAndKind(owner, plan);
  if (!same) return undefined;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(same, liveSubscriptionAt(now)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row;
}
