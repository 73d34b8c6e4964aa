import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Account holders: parents (user_type 0), teachers (1) and admins (2) (spec/platform.md §1, §3).
 * E-mails are stored lower-cased; a Google-only account has no password hash.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    userType: integer('user_type').notNull().default(0),
    isStudent: boolean('is_student').notNull().default(false),
    /** Platform staff (the people who run Codehop): a flag apart from user_type, set only from the command line. */
    isPlatformStaff: boolean('is_platform_staff').notNull().default(false),
    organizationId: integer('organization_id'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by the one-click unsubscribe: no campaign or digest mail after it, only the account's own mail. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Parents get a weekly digest of their children's week unless they turn it off. */
    weeklyDigest: boolean('weekly_digest').notNull().default(true),
    /** A supported locale code (spec/platform.md §3); null means the browser's choice. */
    language: text('language'),
    googleSubject: text('google_subject'),
    /** The student chosen last, chosen again at the next login so "continue where you left off" works. */
    lastStudentId: integer('last_student_id').references((): AnyPgColumn => students.id, { onDelete: 'set null' }),
    /** Bumped by every edit of the profile form (the name); its ETag (a stale If-Match answers 412). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
  ],
);

/**
 * Learner profiles, owned by an account (`parent_user_id`): a parent's children, or a school
 * student's own login account (users.is_student with organization_id). Usernames are unique
 * (case-insensitive) among family students and within each organisation.
 */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    parentUserId: integer('parent_user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id'),
    username: text('username').notNull(),
    character: text('character').notNull().default('Rabbit'),
    assistantEnabled: boolean('assistant_enabled').notNull().default(true),
    /** Daily assistant attempts; null means unlimited (spec/platform.md §3). */
    assistantAttemptLimit: integer('assistant_attempt_limit').default(20),
    lastCourseId: text('last_course_id'),
    lastLevelSlug: text('last_level_slug'),
    /** Bumped by every edit (name, avatar, assistant, class), not by play; the student's ETag. */
    version: integer('version').notNull().default(1),
    /**
     * A school student's picture password (3 of 9 pictures), hashed like their card password. Its
     * own column, not users.password_hash: it only works at the picture login and only while the
     * student's class has pictures on, and the typed login keeps its stronger password.
     */
    picturePasswordHash: text('picture_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Unique among a family's students site-wide and within each school (school students sign in
    // with their username at the school's own login page, platform §2).
    uniqueIndex('students_username_unique').on(sql`coalesce(${table.organizationId}, 0)`, sql`lower(${table.username})`),
    index('students_parent_idx').on(table.parentUserId),
  ],
);

/**
 * Single-use tokens sent by e-mail: e-mail verification, password reset and sign-up links. Stored
 * hashed; `used_at` is set by the one UPDATE that consumes it, so two clicks cannot both succeed.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('email_tokens_hash_unique').on(table.tokenHash)],
);

/** Pending Google sign-ins: state, PKCE verifier and nonce, kept in the database so any instance can finish them. */
export const oidcLogins = pgTable('oidc_logins', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirect: text('redirect').notNull(),
  locale: text('locale').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
