import { and, eq, inArray } from 'drizzle-orm';
import { purchases } from '../../db/schema.ts';
import { adjustmentDataSchema, type PaymentEvent } from '../../services/payments/payment-event.ts';
import { PaymentRefusal } from '../record-payment-refusal.ts';
import type { EventContext } from './event-context.ts';

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
    .returning({ id: purchases.id });
  if (requested.length > 0) return 'applied';
  const all = await tx
    .update(purchases)
    .set({ status: 'refunded', refundedAt: context.clock.now() })
    .where(and(ofTransaction, inArray(purchases.status, ['paid'])))
    .returning({ id: purchases.id });
  return all.length > 0 ? 'applied' : 'ignored: nothing to refund';
}
