import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { paymentRefusals } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';

/** A refused payment event or call: its reason code, the answer's status and a clear message. */
export class PaymentRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

/**
 * Writes the refusal to the audit table and the log (outside any transaction that rolled back), and
 * turns it into the HTTP answer. Nothing else changes.
 */
export async function recordPaymentRefusal(
  db: Db,
  log: FastifyBaseLogger,
  refusal: PaymentRefusal,
  context: { userId?: number | null; detail?: string } = {},
): Promise<HttpError> {
  const detail = (context.detail ?? '').slice(0, 1000);
  log.warn({ reason: refusal.code, detail, userId: context.userId }, `payment refused: ${refusal.message}`);
  await db.insert(paymentRefusals).values({ reason: refusal.code, detail, userId: context.userId ?? null });
  return new HttpError(refusal.status, refusal.message, refusal.code);
}
