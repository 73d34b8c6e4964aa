import type { PlanKey, Purchase, Subscription } from '@codehop/api';
import { PLANS } from '@codehop/api';
import type { PurchaseRow, SubscriptionRow } from '../services/payments/provider.ts';

/** A purchase as billing shows it, with the username of the student it was given to. */
export function presentPurchase(row: PurchaseRow, studentUsername: string | null): Purchase {
  const plan = PLANS[row.planKey as PlanKey];
  return {
    id: row.id,
    plan_name: plan.key,
    kind: plan.kind,
    course_id: row.courseId,
    student_id: row.studentId,
    student_username: studentUsername,
    amount_minor: row.amountMinor,
    currency: row.currency,
    status: row.status as Purchase['status'],
    purchased_at: row.purchasedAt.toISOString(),
    refunded_at: row.refundedAt?.toISOString() ?? null,
    subscription_id: row.subscriptionId,
  };
}

/** A subscription with its plan's price and student limit. */
export function presentSubscription(row: SubscriptionRow): Subscription {
  const plan = PLANS[row.planKey as PlanKey];
  return {
    id: row.id,
    plan_name: plan.key,
    status: row.status as Subscription['status'],
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    next_payment_at: row.cancelAtPeriodEnd ? null : (row.nextPaymentAt?.toISOString() ?? null),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    amount_minor: plan.amountMinor,
    currency: plan.currency,
    student_limit: plan.studentLimit,
    organization_id: row.organizationId,
  };
}
