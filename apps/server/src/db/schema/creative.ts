import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
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
  ],
);
