import { and, eq, inArray } from 'drizzle-orm';
import type { PlanKey } from '@codehop/api';
import { purchases } from '../../db/schema.ts';
import { enqueueMail } from '../../services/mail-outbox.ts';
import { billingLink, refundMail } from '../../services/payments/billing-mail.ts';
import type { PurchaseRow } from '../../services/payments/provider.ts';
import { adjustmentDataSchema, type PaymentEvent } from '../../services/payments/payment-event.ts';
import { PaymentRefusal } from '../record-payment-refusal.ts';
import { readerOf, type EventContext } from './event-context.ts';

/**
 * adjustment.created / updated with action refund: an approved refund takes the purchase (and the
 * access it gave) away; a rejected one puts a requested purchase back to paid. The purchases whose
 * refund was requested are the ones refunded; a refund made in Paddle's dashboard takes them all.
 */
export async function applyAdjustmentEvent(context: EventContext, event: PaymentEvent): Promise<string> {
  const parsed = adjustmentDataSchema.safeParse(event.data);
  if (!parsed.success) throw new PaymentRefusal('malformed_event', 'The adjustment in the event is malformed', 400);
  const data = parsed.data;
  if (data.action !== 'refund') return `ignored: adjustment ${data.action}`;
  const { tx } = context;
  const ofTransaction = and(eq(purchases.provider, context.provider.name), eq(purchases.providerTransactionId, data.transaction_id));
  if (data.status === 'rejected') {
    await tx
      .update(purchases)
      .set({ status: 'paid', refundRequestedAt: null })
      .where(and(ofTransaction, eq(purchases.status, 'refund_requested')));
    return 'applied';
  }
  if (data.status !== 'approved') return `ignored: refund ${data.status}`;
  const requested = await tx
    .update(purchases)
    .set({ status: 'refunded', refundedAt: context.clock.now() })
    .where(and(ofTransaction, eq(purchases.status, 'refund_requested')))
    .returning();
  const refunded =
    requested.length > 0
      ? requested
      : await tx
          .update(purchases)
          .set({ status: 'refunded', refundedAt: context.clock.now() })
          .where(and(ofTransaction, inArray(purchases.status, ['paid'])))
          .returning();
  if (refunded.length === 0) return 'ignored: nothing to refund';
  await mailRefund(context, refunded, data.transaction_id);
  return 'applied';
}

/** One mail for what this refund took back (the units of one transaction, added up). */
async function mailRefund(context: EventContext, refunded: readonly PurchaseRow[], reference: string): Promise<void> {
  const [first] = refunded;
  if (!first) return;
  const reader = await readerOf(context.tx, first.userId);
  if (!reader) return;
  const amountMinor = refunded.reduce((sum, row) => sum + row.amountMinor, 0);
  const mail = refundMail(reader, {
    plan: first.planKey as PlanKey,
    amountMinor,
    currency: first.currency,
    reference,
    billingUrl: billingLink(context.publicBase, reader.language),
  });
  await enqueueMail(context.tx, context.clock, mail);
}
