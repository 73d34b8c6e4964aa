import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts.ts';

/** Every answer a student gave in a chapter quiz (issue 15): kept for the review screen. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    questionId: integer('question_id').notNull(),
    /** 0-based index of the chosen answer in the question's list. */
    answerIndex: integer('answer_index').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_answers_student_quiz_idx').on(table.studentId, table.courseId, table.chapterId)],
);

/**
 * One row per student and quiz: the score (questions answered right at least once), the first-try
 * score (questions whose first answer was right) and when every question had been answered right.
 * Its row lock serialises a student's answers to one quiz.
 */
export const quizResults = pgTable(
  'quiz_results',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    questions: integer('questions').notNull(),
    score: integer('score').notNull().default(0),
    firstTryScore: integer('first_try_score').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.courseId, table.chapterId] })],
);

/** A badge a student earned; the primary key makes awarding idempotent under concurrency. */
export const studentBadges = pgTable(
  'student_badges',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the celebration was shown; null until then. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.badgeId] })],
);

/**
 * A certificate the server issued. `id` is public and unguessable (it is the QR code's link);
 * the learner's name is kept as it was on the day, so the page stays what was printed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    /** `first_steps` (intro-level4) or `course` (every level and quiz of the course). */
    kind: text('kind').notNull(),
    studentName: text('student_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('certificates_student_course_kind_unique').on(table.studentId, table.courseId, table.kind)],
);

