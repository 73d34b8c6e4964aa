import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './accounts.ts';

/**
 * Wrong picture logins, counted in the database rather than in one instance's memory: every
 * instance sees the same counts with or without Redis, a new card or the teacher's unlock clears a
 * child's rows in the same transaction, and only failures are kept (a right login gives its try
 * back), so a class signing in from one school address never fills the address's count.
 * `key` names what is counted (an address, a child, a child on one browser); `student_id` lets a
 * child's rows be cleared together and go with the child.
 */
export const pictureLoginFailures = pgTable(
  'picture_login_failures',
  {
    key: text('key').primaryKey(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (table) => [index('picture_login_failures_student_idx').on(table.studentId), index('picture_login_failures_window_idx').on(table.windowEnds)],
);
