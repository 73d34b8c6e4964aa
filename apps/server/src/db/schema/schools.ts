import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students, users } from './accounts.ts';

/**
 * Schools (spec/platform.md §3 "Organisation: name, slug"). Staff are users with `organization_id`
 * set and user_type 1 (teacher) or 2 (admin); school students are students with `organization_id`
 * and a login account of their own (users.is_student).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lowercase letters and dashes (platform §5); the school's login page is login-org/{slug}. */
    slug: text('slug').notNull(),
    /** Bumped by every edit of the details; the school's ETag (a stale If-Match answers 412). */
    version: integer('version').notNull().default(1),
    /** The school's postal address as its admin writes it (optional; shown on the school page). */
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('organizations_slug_unique').on(table.slug)],
);

/**
 * The addresses a school had before its admin changed it: the login links and cards printed with an
 * old address keep leading to the school, and no other school can take the old address.
 */
export const organizationSlugs = pgTable('organization_slugs', {
  slug: text('slug').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
});

/** A class of a school with its rules (platform §3 "Class details"). */
export const schoolClasses = pgTable(
  'school_classes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Entries `courseId:chapterId`; empty means every chapter. */
    unlockedChapters: jsonb('unlocked_chapters').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    noSkip: boolean('no_skip').notNull().default(false),
    quiz: boolean('quiz').notNull().default(false),
    /** The join code of the class link (class-signup); random, unguessable. */
    joinToken: text('join_token').notNull(),
    /** Bumped by every edit of the class or its teachers; the class's ETag (a stale If-Match answers 412). */
    version: integer('version').notNull().default(1),
    /** Whether the join link works: a teacher turns it off once the class is complete. */
    joinEnabled: boolean('join_enabled').notNull().default(true),
    /** The class signs in with picture passwords (students.picture_password_hash), for the youngest. */
    picturePasswords: boolean('picture_passwords').notNull().default(false),
    /**
     * The secret of the class's picture login page (login-org/{slug}/class/{token}), which lists the
     * class's names to tap: made when a teacher first asks for it, renewed on request. Not the join
     * code: this one lets nobody join, it only shows names, so it is kept apart.
     */
    pictureLoginToken: text('picture_login_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('school_classes_join_token_unique').on(table.joinToken),
    uniqueIndex('school_classes_picture_login_token_unique').on(table.pictureLoginToken),
    index('school_classes_organization_idx').on(table.organizationId),
  ],
);

/** Which teachers teach which class (the class-teachers calls). */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.classId, table.userId] }), index('class_teachers_user_idx').on(table.userId)],
);

/** A school student's place: one class at most (null after the class was deleted: progress stays). */
export const classStudents = pgTable(
  'class_students',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
  },
  (table) => [index('class_students_class_idx').on(table.classId)],
);

/** Invitations of teachers by e-mail (7 days, single use, stored hashed). */
export const teacherInvitations = pgTable(
  'teacher_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('teacher_invitations_token_unique').on(table.tokenHash)],
);

/**
 * Every recorded run of a school student (POST /api/level/update with in_progress): the heatmap's
 * number of runs and the live "who is stuck" panel read it.
 */
export const levelRuns = pgTable(
  'level_runs',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    levelSlug: text('level_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('level_runs_student_time_idx').on(table.studentId, table.createdAt),
    index('level_runs_student_level_idx').on(table.studentId, table.courseId, table.levelSlug),
  ],
);
