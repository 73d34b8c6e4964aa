import { randomBytes } from 'node:crypto';
import type { PlanKey } from '@codehop/api';
import type { FastifyInstance } from 'fastify';
import { signWebhook } from '../services/payments/webhook-signature.ts';

/** Buys a plan the way the web app does on the local provider: open a checkout, press the test Pay. */
export async function buyPlan(app: FastifyInstance, headers: Record<string, string>, plan: PlanKey): Promise<string> {
  const opened = await app.inject({ method: 'POST', url: '/api/payment/paddle', headers, payload: { plan_name: plan } });
  if (opened.statusCode !== 201) throw new Error(`checkout: ${opened.statusCode} ${opened.body}`);
  const checkoutId = (opened.json() as { checkout_id: string }).checkout_id;
  const paid = await app.inject({ method: 'POST', url: `/api/payment/checkout/${checkoutId}/complete`, headers });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return checkoutId;
}

/** The caller's purchases, newest first. */
export async function purchasesOf(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/payment/purchases', headers });
  return response.json() as { id: number; plan_name: string; status: string; student_id: number | null; subscription_id: number | null }[];
}

export function eventId(): string {
  return `evt_test_${randomBytes(10).toString('hex')}`;
}

/** A Paddle-shaped event body. */
export function paddleEvent(eventType: string, data: Record<string, unknown>, options: { id?: string; occurredAt?: Date } = {}): string {
  return JSON.stringify({
    event_id: options.id ?? eventId(),
    event_type: eventType,
    occurred_at: (options.occurredAt ?? new Date()).toISOString(),
    notification_id: `ntf_${randomBytes(6).toString('hex')}`,
    data,
  });
}

/** Delivers a body to the webhook signed exactly as Paddle signs (or with the given secret/time, to forge). */
export function deliverWebhook(app: FastifyInstance, body: string, options: { secret?: string; timestampSeconds?: number; signature?: string } = {}) {
  const signature = options.signature ?? signWebhook(options.secret ?? app.services.payments.webhookSecret, body, options.timestampSeconds);
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'paddle-signature': signature },
    payload: body,
  });
}
