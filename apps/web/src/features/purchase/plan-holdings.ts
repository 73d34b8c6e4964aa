import type { PlanKey, Purchase, Subscription } from '@codehop/api';

/**
 * What the family already has of a plan, so the price list never offers to sell it again:
 * - `available`: nothing of it yet (Buy);
 * - `some`: some children have the course, others not (Buy for another child);
 * - `owned`: every child has the course (Play);
 * - `unassigned`: bought but not given to a child yet (Choose a child);
 * - `included`: the live family subscription opens it (Play);
 * - `current`: the live subscription is this plan (Manage on billing);
 * - `switch`: the other family plan while one is live (change it on billing, not a second one).
 */
export type HoldingState = 'available' | 'some' | 'owned' | 'unassigned' | 'included' | 'current' | 'switch';

export interface PlanHolding {
  state: HoldingState;
  /** The children who have the course, by name. */
  children: string[];
}

const HOLDING_STATUSES: readonly Purchase['status'][] = ['paid', 'refund_requested'];

function liveFamilyPlan(subscription: Subscription | null): PlanKey | null {
  if (!subscription || subscription.status === 'canceled') return null;
  return subscription.plan_name === 'family_monthly' || subscription.plan_name === 'family_yearly' ? subscription.plan_name : null;
}

export function planHolding(plan: PlanKey, purchases: readonly Purchase[], subscription: Subscription | null, childCount: number): PlanHolding {
  const live = liveFamilyPlan(subscription);
  if (plan === 'family_monthly' || plan === 'family_yearly') {
    return { state: live === plan ? 'current' : live ? 'switch' : 'available', children: [] };
  }
  if (plan !== 'python_course' && plan !== 'advanced_python_course') return { state: 'available', children: [] };
  if (live) return { state: 'included', children: [] };
  const held = purchases.filter((purchase) => purchase.plan_name === plan && HOLDING_STATUSES.includes(purchase.status));
  const children = [...new Set(held.flatMap((purchase) => (purchase.student_username ? [purchase.student_username] : [])))];
  if (held.some((purchase) => purchase.student_id === null)) return { state: 'unassigned', children };
  if (children.length === 0) return { state: 'available', children };
  return { state: children.length >= childCount ? 'owned' : 'some', children };
}
