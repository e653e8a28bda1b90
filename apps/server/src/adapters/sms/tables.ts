import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The local SMS adapter's outbox (read with `npm run operator -- sms`). */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
