import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts.ts';

/**
 * The server's check of a claimed level completion: the code the learner sent with `complete`,
 * re-run in the learner-code pool. One row per student and level (the latest claim); the
 * level's progress row becomes `complete` only when this one becomes `verified`. Rows still
 * `pending` at start-up are checked again.
 */
export const levelVerifications = pgTable(
  'level_verifications',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    levelSlug: text('level_slug').notNull(),
    code: text('code').notNull(),
    /** pending | verified | rejected */
    status: text('status').notNull(),
    /** Why a claim was rejected (the run's error), for support. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('level_verifications_student_level_unique').on(table.studentId, table.courseId, table.levelSlug)],
);
