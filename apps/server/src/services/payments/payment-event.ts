import { z } from 'zod';

/**
 * The Paddle Billing events we act on, in Paddle's own JSON (snake_case), parsed at the edge. Only
 * the fields we use are named; Paddle sends many more. Quantities are checked by the handler (a
 * negative one is refused and logged, not a parse failure), so here they are any integer.
 */
const itemSchema = z.object({
  price: z.object({ id: z.string().max(100) }),
  quantity: z.number().int(),
});
const customDataSchema = z.object({ checkout_id: z.string().max(100).optional() }).loose().nullable().optional();

export const transactionDataSchema = z.object({
  id: z.string().max(100),
  status: z.string(),
  subscription_id: z.string().max(100).nullable().optional(),
  items: z.array(itemSchema).min(1).max(20),
  custom_data: customDataSchema,
  currency_code: z.string().max(3),
  details: z.object({ totals: z.object({ total: z.string().regex(/^-?\d{1,12}$/) }) }),
  billed_at: z.string().nullable().optional(),
});

export const subscriptionDataSchema = z.object({
  id: z.string().max(100),
  status: z.enum(['active', 'trialing', 'past_due', 'paused', 'canceled']),
  items: z.array(itemSchema).min(1).max(20),
  custom_data: customDataSchema,
  current_billing_period: z.object({ starts_at: z.string(), ends_at: z.string() }).nullable().optional(),
  next_billed_at: z.string().nullable().optional(),
  scheduled_change: z.object({ action: z.string(), effective_at: z.string() }).nullable().optional(),
  canceled_at: z.string().nullable().optional(),
});

export const adjustmentDataSchema = z.object({
  id: z.string().max(100),
  action: z.string(),
  transaction_id: z.string().max(100),
  status: z.string(),
});

export const paymentEventSchema = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
export type TransactionData = z.infer<typeof transactionDataSchema>;
export type SubscriptionData = z.infer<typeof subscriptionDataSchema>;
export type AdjustmentData = z.infer<typeof adjustmentDataSchema>;
