import type { PlanKey } from '@codehop/api';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useStudents } from '../../lib/api/students.ts';
import { useCurrentSubscription } from './api/current-subscription.ts';
import { usePurchases } from './api/purchases.ts';
import { planHolding, type PlanHolding } from './plan-holdings.ts';

/**
 * What the signed-in buyer already has of each plan, so the price lists never sell a plan twice: a
 * parent's courses and family plan (Owned / Play / Your plan), a school admin's tier (Your plan /
 * Change plan on billing). Visitors, teachers and students hold nothing here.
 */
export function useHoldings(): (plan: PlanKey) => PlanHolding | undefined {
  const user = useCurrentUser().data ?? null;
  const type = user?.user_details.user_type;
  const parent = user !== null && user.organization_id === null && type === 0 && !user.is_student;
  // Billing belongs to parents and school admins (the server's canManageBilling).
  const buyer = parent || (user !== null && type === 2 && !user.is_student);
  const purchases = usePurchases(parent);
  const subscription = useCurrentSubscription(buyer);
  const students = useStudents(parent);
  if (!buyer || !subscription.data || (parent && !purchases.data)) return () => undefined;
  const childCount = students.data?.length ?? 0;
  const held = purchases.data ?? [];
  return (plan) => planHolding(plan, held, subscription.data.subscription, childCount);
}
