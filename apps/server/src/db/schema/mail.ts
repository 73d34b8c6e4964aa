import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Outgoing mail. Requests only insert here; the sender loop delivers with retries and backoff, so
 * a slow or failing SMTP server never slows or breaks a request.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The HTML part, for mail that has one (campaigns and the weekly digest). */
    htmlBody: text('html_body'),
    /** Extra headers, e.g. List-Unsubscribe on campaign mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** transactional (always sent), campaign or digest (never to unsubscribed users). */
    kind: text('kind').notNull().default('transactional'),
    /** The unguessable id in open, click and unsubscribe links (`email_id` of spec/platform.md §7). */
    publicId: text('public_id'),
    userId: integer('user_id'),
    campaignId: integer('campaign_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    /** held (a campaign mail waiting for send_emails), pending, sent or failed (gave up after the last retry). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('mail_outbox_public_id_unique').on(table.publicId),
  ],
);

/** A mail campaign: one template queued for a list of users or for everyone. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  templateName: text('template_name').notNull(),
  subject: text('subject').notNull(),
  createdByEmail: text('created_by_email').notNull(),
  queued: integer('queued').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per parent and week: the weekly digest is queued once, whatever the number of instances. */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The Monday (UTC, YYYY-MM-DD) of the week the digest tells about. */
    weekStart: text('week_start').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('weekly_digests_user_week_unique').on(table.userId, table.weekStart)],
);
