import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { students, users } from './accounts.ts';

/**
 * Levels made in the level creator (spec/gameplay.md §3 "Creative level"). The creator is the
 * account (`user_id`); `student_id` records which child of that account made it, when one was
 * chosen. Items and goals are stored as the engine parsed them, so playing a level never has to
 * guess at their shape. The slug is unique per creator and course: two creators may pick the same.
 */
export const creativeLevels = pgTable(
  'creative_levels',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    courseId: text('course_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    mapPath: text('map_path').notNull().default('creative-01.json'),
    codeTemplate: text('code_template').notNull().default('from player import *\n\n'),
    tutorial: text('tutorial').notNull().default(''),
    playerStart: jsonb('player_start').$type<[number, number]>().notNull(),
    items: jsonb('items')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    levelGoals: jsonb('level_goals')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    zoom: integer('zoom').notNull().default(50),
    isPublic: boolean('is_public').notNull().default(false),
    schoolVisible: boolean('school_visible').notNull().default(false),
    /** Bumped by every save; a save that names an older version answers 409 (two tabs). */
    version: integer('version').notNull().default(1),
    /** When the creator last completed the level and with which code: publishing needs it. */
    creatorCompletedAt: timestamp('creator_completed_at', { withTimezone: true }),
    creatorCompletedCode: text('creator_completed_code'),
    /** A teacher's yes to a school-shared level; classmates see it only then. */
    schoolApprovedAt: timestamp('school_approved_at', { withTimezone: true }),
    /** Hidden by staff (public) or a teacher (school): listed and playable for its creator only. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    playsCount: integer('plays_count').notNull().default(0),
    completionsCount: integer('completions_count').notNull().default(0),
    favouritesCount: integer('favourites_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('creative_levels_creator_course_slug_unique').on(
      table.userId,
      table.courseId,
      table.slug,
    ),
    index('creative_levels_public_idx').on(table.isPublic, table.createdAt),
    index('creative_levels_public_popular_idx').on(
      table.isPublic,
      table.favouritesCount,
      table.playsCount,
    ),
    index('creative_levels_user_idx').on(table.userId, table.updatedAt),
  ],
);

/** One row per user and favourite level; the primary key makes a favourite count once. */
export const creativeLevelFavourites = pgTable(
  'creative_level_favourites',
  {
    levelId: integer('level_id')
      .notNull()
      .references(() => creativeLevels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.levelId, table.userId] }),
    index('creative_level_favourites_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Who played a level (a student `student:<id>`, an account `user:<id>` or a visitor
 * `anon:<id>`): one row each, so plays and completions count players, not runs.
 */
export const creativeLevelPlays = pgTable(
  'creative_level_plays',
  {
    levelId: integer('level_id')
      .notNull()
      .references(() => creativeLevels.id, { onDelete: 'cascade' }),
    player: text('player').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.levelId, table.player] })],
);

/** "Report this level": one per user and level. */
export const creativeLevelReports = pgTable(
  'creative_level_reports',
  {
    id: serial('id').primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => creativeLevels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('creative_level_reports_once').on(table.levelId, table.userId)],
);
