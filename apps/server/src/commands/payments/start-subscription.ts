import { PLANS, type PlanKey } from '@codehop/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { organizations, subscriptions, users } from '../../db/schema.ts';
import { mailEn } from '../../mail-i18n/mail-en.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { subscriptionInTheWay, type SubscriptionOwner } from '../../policies/one-subscription.ts';
import type { SubscriptionRow } from '../../services/payments/provider.ts';
import { PaymentRefusal } from '../record-payment-refusal.ts';

/** The refusal of a second subscription: the owner changes the one they have on the billing page. */
export function alreadySubscribed(existing: Pick<SubscriptionRow, 'planKey' | 'organizationId'>): PaymentRefusal {
  const whose = existing.organizationId === null ? 'You already have' : 'Your school already has';
  return new PaymentRefusal(
    'already_subscribed',
    `${whose} the ${mailEn.billing.plans[existing.planKey as PlanKey]}. Change or cancel it on the billing page instead of buying a second one.`,
    409,
  );
}

/**
 * Serialises every start of a subscription for one owner: the row of the organisation (or of the
 * buyer) is locked until the transaction ends, so of two payments arriving together the second
 * waits, then sees the first.
 */
async function lockOwner(tx: Db, owner: SubscriptionOwner, plan: PlanKey): Promise<void> {
  if (PLANS[plan].kind === 'school' && owner.organizationId !== null) {
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, owner.organizationId)).for('update');
  } else if (owner.userId !== null) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
  }
}

/** A change to subscriptions; a clash with the one-renewing-per-school index is the refusal, not a 500. */
export async function refusingSecond<T>(existing: Pick<SubscriptionRow, 'planKey' | 'organizationId'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadySubscribed(existing);
    throw error;
  }
}

/**
 * Records a subscription the provider started, inside the webhook's transaction, unless its owner
 * already has a live one of the same kind (then the event is refused with 409 and kept in
 * payment_refusals for support to refund). The lock makes the check hold under concurrency; the
 * unique partial index on subscriptions is the last word when a lock cannot be taken (an owner
 * whose row is gone).
 * `onConflictDoNothing` on the provider's id alone: a second delivery of the same subscription is
 * answered with undefined, never confused with a second subscription.
 */
export async function startSubscription(
  tx: Db,
  values: typeof subscriptions.$inferInsert & { planKey: PlanKey },
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const owner = { userId: values.userId ?? null, organizationId: values.organizationId ?? null };
  await lockOwner(tx, owner, values.planKey);
  const existing = await subscriptionInTheWay(tx, owner, values.planKey, now);
  if (existing && existing.providerSubscriptionId !== values.providerSubscriptionId) throw alreadySubscribed(existing);
  const [made] = await refusingSecond({ planKey: values.planKey, organizationId: owner.organizationId }, () =>
    tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoNothing({ target: [subscriptions.provider, subscriptions.providerSubscriptionId] })
      .returning(),
  );
  return made;
}
