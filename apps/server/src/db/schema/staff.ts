import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { students, users } from './accounts.ts';

/**
 * The audit log of impersonation: who (platform staff) viewed the product as whom, when, from
 * where, and until when. Kept when either account is deleted (ids stay, the links are cleared).
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text('target_email').notNull(),
    targetStudentId: integer('target_student_id').references(() => students.id, { onDelete: 'set null' }),
    targetStudentUsername: text('target_student_username'),
    /** Why staff viewed as this account (required for new records; older ones have none). */
    reason: text('reason'),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('impersonations_started_idx').on(table.startedAt)],
);

/** Every change made while impersonating: the call, its answer and when. */
export const impersonationActions = pgTable(
  'impersonation_actions',
  {
    id: serial('id').primaryKey(),
    impersonationId: integer('impersonation_id')
      .notNull()
      .references(() => impersonations.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The body's field names (not their values: they may hold secrets). */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('impersonation_actions_impersonation_idx').on(table.impersonationId)],
);
