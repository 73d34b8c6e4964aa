import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Feedback sent with the fixed Feedback button (spec/platform.md §3, §5). */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  rating: integer('rating').notNull(),
  message: text('message').notNull(),
  fromEmail: text('from_email'),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
