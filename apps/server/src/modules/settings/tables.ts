import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site settings and lookup content (issue 2 §6); values are checked by modules/settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
