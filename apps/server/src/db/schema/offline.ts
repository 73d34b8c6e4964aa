import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Level updates already accepted, by the id the browser gave them (issue 18): a run or a
 * completion queued offline may be sent again after a lost answer, and is counted once.
 * `subject` is the attempt subject (`student:<id>`, `user:<id>`, `anon:<id>`), so one player's
 * ids never collide with another's.
 */
export const levelUpdateReceipts = pgTable(
  'level_update_receipts',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    clientId: text('client_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('level_update_receipts_subject_client_unique').on(table.subject, table.clientId),
    index('level_update_receipts_received_idx').on(table.receivedAt),
  ],
);
