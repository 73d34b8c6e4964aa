import type { PlanKey } from '@codehop/api';
import { useCurrentUser } from '../../lib/api/current-user.ts';
import { useStudents } from '../../lib/api/students.ts';
import { useCurrentSubscription } from './api/current-subscription.ts';
import { usePurchases } from './api/purchases.ts';
import { planHolding, type PlanHolding } from './plan-holdings.ts';

/**
 * What a signed-in parent's family already has of each plan (visitors and school accounts have
 * nothing to hold here): the price list shows Owned / Play instead of selling a plan twice.
 */
export function useHoldings(): (plan: PlanKey) => PlanHolding | undefined {
  const user = useCurrentUser().data ?? null;
  const parent = user !== null && user.organization_id === null && user.user_details.user_type === 0 && !user.is_student;
  const purchases = usePurchases(parent);
  const subscription = useCurrentSubscription(parent);
  const students = useStudents(parent);
  if (!parent || !purchases.data || !subscription.data) return () => undefined;
  const childCount = students.data?.length ?? 0;
  return (plan) => planHolding(plan, purchases.data, subscription.data.subscription, childCount);
}
