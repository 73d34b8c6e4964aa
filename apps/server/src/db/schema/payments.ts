import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students, users } from './accounts.ts';

/**
 * A checkout the server opened for a signed-in buyer. The provider carries only its random id (as
 * Paddle custom_data), so the webhook learns the buyer from our own row, never from the browser.
 * `organization_id` is the buyer's organisation at the time (no foreign key: organisations belong
 * to the schools area).
 */
export const checkouts = pgTable('checkouts', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id'),
  planKey: text('plan_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * Recurring plans: the family subscription and the school tiers. Status and period come from the
 * provider's events; `last_event_at` is the occurred_at of the newest event applied, so an older
 * event arriving late changes nothing.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id'),
    planKey: text('plan_key').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    nextPaymentAt: timestamp('next_payment_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_id_unique').on(table.provider, table.providerSubscriptionId),
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_organization_idx').on(table.organizationId),
    // One renewing subscription per organisation, whatever the timing of two payments: the
    // database refuses the second even when two checkouts complete at the same moment. A
    // subscription set to end at its period's end no longer holds the place (the school may buy
    // its next tier), nor does one that ended.
    uniqueIndex('subscriptions_one_renewing_per_organization')
      .on(table.organizationId)
      .where(sql`${table.organizationId} IS NOT NULL AND ${table.status} IN ('active', 'trialing', 'past_due') AND ${table.cancelAtPeriodEnd} = false`),
  ],
);

/**
 * Every payment: a course bought once (assigned to one student, kept for ever) or one payment of a
 * subscription. Money in integer minor units. One row per provider transaction, so a webhook
 * delivered three times makes one purchase.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id'),
    planKey: text('plan_key').notNull(),
    courseId: text('course_id'),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    /** Which of the transaction's units (a course bought for two children is two purchases). */
    unit: integer('unit').notNull().default(0),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** paid, refund_requested (waiting for the provider), refunded. */
    status: text('status').notNull().default('paid'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('purchases_provider_transaction_unique').on(table.provider, table.providerTransactionId, table.unit),
    index('purchases_user_idx').on(table.userId),
    index('purchases_student_idx').on(table.studentId),
  ],
);

/**
 * Provider events already applied, by event id: the idempotency record. A verified event whose id
 * is here is answered 200 and ignored.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** applied, or ignored with why (an event type we do not use, older than the state it would change). */
  outcome: text('outcome').notNull(),
});

/**
 * Refused payment calls and webhooks (forged or stale signature, unknown price, bad quantity, a
 * refund of someone else's purchase): the audit trail support reads when money and access disagree.
 */
export const paymentRefusals = pgTable('payment_refusals', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  detail: text('detail').notNull().default(''),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why a family cancelled or asked for a refund (the forms of spec §5), for the people who run Codehop. */
export const billingFeedback = pgTable('billing_feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  reason: text('reason').notNull(),
  feedback: text('feedback').notNull().default(''),
  purchaseId: integer('purchase_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
