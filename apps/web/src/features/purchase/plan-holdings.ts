import { PLANS, type PlanKey, type Purchase, type Subscription } from '@codehop/api';

/**
 * What the family already has of a plan, so the price list never offers to sell it again:
 * - `available`: nothing of it yet (Buy);
 * - `some`: some children have the course, others not (Buy for another child);
 * - `owned`: every child has the course (Play);
 * - `unassigned`: bought but not given to a child yet (Choose a child);
 * - `included`: the live family subscription opens it (Play);
 * - `current`: the live subscription is this plan (Manage on billing);
 * - `switch`: the other plan of its kind while one is live (the other family plan, the other
 *   school tier): changed on billing, never bought a second time (the server refuses that too).
 */
export type HoldingState = 'available' | 'some' | 'owned' | 'unassigned' | 'included' | 'current' | 'switch';

export interface PlanHolding {
  state: HoldingState;
  /** The children who have the course, by name. */
  children: string[];
}

const HOLDING_STATUSES: readonly Purchase['status'][] = ['paid', 'refund_requested'];

/** The live subscription's plan when it is of `kind` (family or school), else null. */
function livePlanOfKind(subscription: Subscription | null, kind: 'family' | 'school'): PlanKey | null {
  if (!subscription || subscription.status === 'canceled') return null;
  return PLANS[subscription.plan_name].kind === kind ? subscription.plan_name : null;
}

export function planHolding(plan: PlanKey, purchases: readonly Purchase[], subscription: Subscription | null, childCount: number): PlanHolding {
  const kind = PLANS[plan].kind;
  if (kind !== 'course') {
    const live = livePlanOfKind(subscription, kind);
    return { state: live === plan ? 'current' : live ? 'switch' : 'available', children: [] };
  }
  if (livePlanOfKind(subscription, 'family')) return { state: 'included', children: [] };
  const held = purchases.filter((purchase) => purchase.plan_name === plan && HOLDING_STATUSES.includes(purchase.status));
  const children = [...new Set(held.flatMap((purchase) => (purchase.student_username ? [purchase.student_username] : [])))];
  if (held.some((purchase) => purchase.student_id === null)) return { state: 'unassigned', children };
  if (children.length === 0) return { state: 'available', children };
  return { state: children.length >= childCount ? 'owned' : 'some', children };
}
