import { PLANS, type PlanKey } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import { checkouts, purchases, subscriptions } from '../../db/schema.ts';
import { enqueueMail } from '../../services/mail-outbox.ts';
import { transactionDataSchema, type PaymentEvent } from '../../services/payments/payment-event.ts';
import { billingLink, receiptMail } from '../../services/payments/billing-mail.ts';
import { PaymentRefusal } from '../record-payment-refusal.ts';
import { startSubscription } from './start-subscription.ts';
import { checkoutOf, plansOf, readerOf, type EventContext } from './event-context.ts';

/** The subscription a payment belongs to; made from our checkout when its own event is still on the way. */
async function subscriptionFor(context: EventContext, providerSubscriptionId: string, checkout: Awaited<ReturnType<typeof checkoutOf>>, planKey: PlanKey) {
  const { tx } = context;
  const provider = context.provider.name;
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .limit(1);
  if (existing) return existing;
  if (!checkout) throw new PaymentRefusal('unknown_buyer', 'The payment names no subscription or checkout of ours');
  // Paid before "subscription.created" arrived: active now, and the oldest possible event time so
  // that created/updated (whenever they come) still set the period.
  const made = await startSubscription(
    tx,
    {
      userId: checkout.userId,
      organizationId: checkout.organizationId,
      planKey,
      provider,
      providerSubscriptionId,
      status: 'active',
      lastEventAt: new Date(0),
    },
    context.clock.now(),
  );
  if (made) return made;
  const [raced] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .limit(1);
  if (!raced) throw new Error('subscription vanished');
  return raced;
}

/** When a subscription paid now renews, while its own event with the date is still on the way. */
function oneIntervalAfter(paidAt: Date, interval: 'month' | 'year' | null): Date | null {
  if (interval === null) return null;
  const next = new Date(paidAt);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * transaction.completed: the money arrived. A course bought n times makes n purchases (one per
 * child, assigned later); a subscription payment makes one purchase linked to its subscription.
 * Rows are unique per provider transaction and unit, so a second delivery adds nothing.
 */
export async function applyTransactionEvent(context: EventContext, event: PaymentEvent): Promise<string> {
  const parsed = transactionDataSchema.safeParse(event.data);
  if (!parsed.success) throw new PaymentRefusal('malformed_event', 'The transaction in the event is malformed', 400);
  const data = parsed.data;
  const lines = plansOf(context.provider, data.items);
  const total = Number.parseInt(data.details.totals.total, 10);
  if (total < 0) throw new PaymentRefusal('bad_amount', 'A payment cannot be negative');
  const { tx } = context;
  const checkout = await checkoutOf(tx, data.custom_data);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const purchasedAt = data.billed_at ? new Date(data.billed_at) : new Date(event.occurred_at);
  let unit = 0;
  let buyerId: number | null = null;
  let created = 0;
  let nextPaymentAt: Date | null = null;
  for (const line of lines) {
    const plan = PLANS[line.plan];
    const subscription = data.subscription_id ? await subscriptionFor(context, data.subscription_id, checkout, line.plan) : undefined;
    const owner = subscription ?? checkout;
    if (!owner) throw new PaymentRefusal('unknown_buyer', 'The payment names no checkout of ours');
    if (plan.kind !== 'course' && !subscription) throw new PaymentRefusal('unknown_buyer', 'A subscription payment without its subscription');
    buyerId = owner.userId;
    if (subscription) nextPaymentAt = subscription.nextPaymentAt ?? oneIntervalAfter(purchasedAt, plan.interval);
    for (let index = 0; index < line.quantity; index += 1, unit += 1) {
      // The total split evenly in whole cents; the first unit carries the remainder.
      const share = Math.floor(total / units) + (unit === 0 ? total % units : 0);
      const rows = await tx
        .insert(purchases)
        .values({
          userId: owner.userId,
          organizationId: owner.organizationId,
          planKey: line.plan,
          courseId: plan.courseId ?? null,
          subscriptionId: subscription?.id ?? null,
          provider: context.provider.name,
          providerTransactionId: data.id,
          unit,
          amountMinor: share,
          currency: data.currency_code,
          purchasedAt,
        })
        .onConflictDoNothing()
        .returning({ id: purchases.id });
      created += rows.length;
    }
  }
  if (checkout && !checkout.completedAt) {
    await tx.update(checkouts).set({ completedAt: context.clock.now() }).where(eq(checkouts.id, checkout.id));
  }
  const firstLine = lines[0];
  const reader = created > 0 && buyerId !== null ? await readerOf(tx, buyerId) : undefined;
  if (reader && firstLine) {
    await enqueueMail(
      tx,
      context.clock,
      receiptMail(reader, {
        plan: firstLine.plan,
        amountMinor: total,
        currency: data.currency_code,
        units,
        reference: data.id,
        billingUrl: billingLink(context.publicBase, reader.language),
        nextPaymentAt,
      }),
    );
  }
  return created > 0 ? 'applied' : 'ignored: already recorded';
}
