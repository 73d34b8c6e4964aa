import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { students, users } from './accounts.ts';
import { impersonations } from './staff.ts';

/**
 * Sign-in sessions. Only the SHA-256 of the random token is stored, so a database leak does not
 * hand out sessions. The chosen student belongs to the session: two devices may play as two children.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    /** Set when platform staff view the product as this user: the audit record it writes to. */
    impersonationId: integer('impersonation_id').references((): AnyPgColumn => impersonations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);
