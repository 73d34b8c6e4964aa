import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts.ts';

/** One row per student and level: the last status and code (spec/platform.md §7 level update). */
export const levelProgress = pgTable(
  'level_progress',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    levelSlug: text('level_slug').notNull(),
    status: text('status').notNull(),
    lastCodeExecuted: text('last_code_executed').notNull().default(''),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('level_progress_student_level_unique').on(table.studentId, table.courseId, table.levelSlug),
    index('level_progress_student_course_idx').on(table.studentId, table.courseId),
  ],
);

/**
 * Daily attempt counters (spec/platform.md §9, gameplay §6). `subject` is `student:<id>`,
 * `user:<id>` or `anon:<id>`; the day is UTC. Incremented with one conditional upsert so parallel
 * runs never lose or exceed a count.
 */
export const dailyAttempts = pgTable(
  'daily_attempts',
  {
    subject: text('subject').notNull(),
    executionType: text('execution_type').notNull(),
    day: date('day').notNull(),
    counter: integer('counter').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.subject, table.executionType, table.day] })],
);
