import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts.ts';

/**
 * Progress of type challenge (spec/platform.md §3): one row per student and challenge, with the
 * last code run, how many runs, and when the hidden tests first all passed (on the server).
 */
export const challengeProgress = pgTable(
  'challenge_progress',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    challengeSlug: text('challenge_slug').notNull(),
    /** in_progress | complete */
    status: text('status').notNull(),
    lastCode: text('last_code').notNull().default(''),
    runs: integer('runs').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('challenge_progress_student_challenge_unique').on(table.studentId, table.challengeSlug)],
);
