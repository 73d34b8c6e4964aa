import { PLANS, type PlanKey, type StaffPurchase, type StaffSubscription } from '@codehop/api';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { purchases, students, subscriptions } from '../../db/schema.ts';
import { presentPurchase } from '../../presenters/purchase.ts';
import { LIVE_STATUSES } from '../../policies/live-subscription.ts';
import type { PurchaseRow, SubscriptionRow } from '../../services/payments/provider.ts';

/** A purchase with the refund's story and the assignment date (support's questions: "when?", "why?"). */
function presentStaffPurchase(row: PurchaseRow, studentUsername: string | null): StaffPurchase {
  return {
    ...presentPurchase(row, studentUsername),
    organization_id: row.organizationId,
    assigned_at: row.assignedAt?.toISOString() ?? null,
    refund_reason: row.refundReason,
    refund_requested_at: row.refundRequestedAt?.toISOString() ?? null,
  };
}

/** Whether a subscription opens the courses at `now`: the same rule as liveSubscriptionAt, on a row. */
function isLive(row: SubscriptionRow, now: Date): boolean {
  return (
    (LIVE_STATUSES as readonly string[]).includes(row.status) &&
    (!row.cancelAtPeriodEnd || row.currentPeriodEnd === null || row.currentPeriodEnd > now)
  );
}

export function presentStaffSubscription(row: SubscriptionRow, now: Date): StaffSubscription {
  const plan = PLANS[row.planKey as PlanKey];
  return {
    id: row.id,
    plan_name: plan.key,
    kind: plan.kind,
    status: row.status,
    live: isLive(row, now),
    student_limit: plan.studentLimit,
    organization_id: row.organizationId,
    started_at: (row.currentPeriodStart ?? row.createdAt).toISOString(),
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    next_payment_at: row.cancelAtPeriodEnd ? null : (row.nextPaymentAt?.toISOString() ?? null),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: row.canceledAt?.toISOString() ?? null,
  };
}

/**
 * Everything an account or an organisation paid for, newest first, ended and refunded ones included:
 * `whose` picks the rows by purchases.user_id / organization_id (and the same columns of subscriptions).
 */
export async function billingHistory(
  db: Db,
  now: Date,
  whose: { purchases: SQL; subscriptions: SQL },
): Promise<{ purchases: StaffPurchase[]; subscriptions: StaffSubscription[] }> {
  const [bought, plans] = await Promise.all([
    db
      .select({ purchase: purchases, username: students.username })
      .from(purchases)
      .leftJoin(students, eq(students.id, purchases.studentId))
      .where(whose.purchases)
      .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
      .limit(200),
    db
      .select()
      .from(subscriptions)
      .where(whose.subscriptions)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(50),
  ]);
  return {
    purchases: bought.map((row) => presentStaffPurchase(row.purchase, row.username)),
    subscriptions: plans.map((row) => presentStaffSubscription(row, now)),
  };
}
