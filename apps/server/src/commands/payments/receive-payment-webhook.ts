import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paymentEvents } from '../../db/schema.ts';
import { paymentEventSchema, type PaymentEvent } from '../../services/payments/payment-event.ts';
import { isWebhookSignatureValid } from '../../services/payments/webhook-signature.ts';
import { PaymentRefusal, recordPaymentRefusal } from '../record-payment-refusal.ts';
import { applyAdjustmentEvent } from './apply-adjustment-event.ts';
import { applySubscriptionEvent } from './apply-subscription-event.ts';
import { applyTransactionEvent } from './apply-transaction-event.ts';
import type { EventContext } from './event-context.ts';

export type WebhookOutcome = 'duplicate' | string;

function handlerOf(eventType: string): ((context: EventContext, event: PaymentEvent) => Promise<string>) | undefined {
  if (eventType === 'transaction.completed') return applyTransactionEvent;
  if (eventType.startsWith('subscription.')) return applySubscriptionEvent;
  if (eventType === 'adjustment.created' || eventType === 'adjustment.updated') return applyAdjustmentEvent;
  return undefined;
}

function parseEvent(rawBody: string): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new PaymentRefusal('malformed_event', 'The event is not JSON', 400);
  }
  const parsed = paymentEventSchema.safeParse(json);
  if (!parsed.success) throw new PaymentRefusal('malformed_event', 'The event is malformed', 400);
  return parsed.data;
}

/**
 * The one way a payment changes anything, for Paddle and for the local test checkout alike:
 * signature and timestamp checked by Paddle's SDK, then the event applied in one transaction whose
 * first write records its id (a second delivery finds it and changes nothing). Refusals are logged
 * and answered with a clear error; nothing of the event is kept.
 */
export async function receivePaymentWebhook(app: FastifyInstance, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const { db } = app.database;
  const provider = app.services.payments;
  try {
    if (!(await isWebhookSignatureValid(provider.webhookSecret, rawBody, signature))) {
      throw new PaymentRefusal('bad_signature', 'Invalid or expired webhook signature', 401);
    }
    const event = parseEvent(rawBody);
    const handler = handlerOf(event.event_type);
    const base = (app.services.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
    const outcome = await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          eventId: event.event_id,
          provider: provider.name,
          eventType: event.event_type,
          occurredAt: new Date(event.occurred_at),
          outcome: 'received',
        })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (recorded.length === 0) return 'duplicate';
      const context: EventContext = { tx: tx as unknown as Db, provider, clock: app.services.clock, publicBase: base };
      const result = handler ? await handler(context, event) : `ignored: ${event.event_type}`;
      await tx.update(paymentEvents).set({ outcome: result }).where(eq(paymentEvents.eventId, event.event_id));
      return result;
    });
    if (outcome !== 'duplicate') app.services.wakeMailSender();
    return outcome;
  } catch (error) {
    if (error instanceof PaymentRefusal) throw await recordPaymentRefusal(db, app.log, error, { detail: rawBody.slice(0, 500) });
    throw error;
  }
}
