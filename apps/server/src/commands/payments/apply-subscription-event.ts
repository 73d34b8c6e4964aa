import { PLANS, type PlanKey } from '@codehop/api';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';
import { subscriptionDataSchema } from '../../services/payments/payment-event.ts';
import type { PaymentEvent } from '../../services/payments/payment-event.ts';
import { PaymentRefusal } from '../record-payment-refusal.ts';
import { refusingSecond, startSubscription } from './start-subscription.ts';
import { enqueueMail } from '../../services/mail-outbox.ts';
import { billingLink, cancellationMail } from '../../services/payments/billing-mail.ts';
import { checkoutOf, plansOf, readerOf, type EventContext } from './event-context.ts';

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * subscription.created / updated / canceled / ...: the subscription's whole state as of the event.
 * An event older than the newest one applied is ignored, so "updated" before "created" (or a retry
 * of an old event) ends in the newest state whatever the order of arrival.
 */
export async function applySubscriptionEvent(context: EventContext, event: PaymentEvent): Promise<string> {
  const parsed = subscriptionDataSchema.safeParse(event.data);
  if (!parsed.success) throw new PaymentRefusal('malformed_event', 'The subscription in the event is malformed', 400);
  const data = parsed.data;
  const [first] = plansOf(context.provider, data.items);
  if (!first || PLANS[first.plan].kind === 'course') throw new PaymentRefusal('unknown_price', 'A subscription must be a subscription plan');
  const occurredAt = new Date(event.occurred_at);
  const { tx } = context;
  const provider = context.provider.name;
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, data.id)))
    .for('update')
    .limit(1);
  if (existing && existing.lastEventAt > occurredAt) return 'ignored: older than the state it would change';
  const state = {
    planKey: first.plan,
    status: data.status,
    currentPeriodStart: date(data.current_billing_period?.starts_at),
    currentPeriodEnd: date(data.current_billing_period?.ends_at),
    nextPaymentAt: date(data.next_billed_at),
    cancelAtPeriodEnd: data.scheduled_change?.action === 'cancel',
    canceledAt: date(data.canceled_at),
    lastEventAt: occurredAt,
  };
  if (existing) {
    // A subscription renewing again beside another of its school is refused like a second purchase.
    await refusingSecond(existing, () => tx.update(subscriptions).set(state).where(eq(subscriptions.id, existing.id)));
    const wasRenewing = !existing.cancelAtPeriodEnd && existing.status !== 'canceled';
    const stopsRenewing = state.cancelAtPeriodEnd || state.status === 'canceled';
    if (wasRenewing && stopsRenewing) await mailCancellation(context, existing.userId, first.plan, state.status === 'canceled' ? null : state.currentPeriodEnd);
    return 'applied';
  }
  const checkout = await checkoutOf(tx, data.custom_data);
  if (!checkout) throw new PaymentRefusal('unknown_buyer', 'The subscription names no checkout of ours');
  await startSubscription(
    tx,
    { ...state, userId: checkout.userId, organizationId: checkout.organizationId, provider, providerSubscriptionId: data.id },
    context.clock.now(),
  );
  return 'applied';
}

/** The mail of a subscription that stops renewing: open until the period ends, or ended today. */
async function mailCancellation(context: EventContext, userId: number | null, plan: PlanKey, endsAt: Date | null): Promise<void> {
  const reader = await readerOf(context.tx, userId);
  if (!reader) return;
  await enqueueMail(context.tx, context.clock, cancellationMail(reader, { plan, endsAt, billingUrl: billingLink(context.publicBase, reader.language) }));
}
