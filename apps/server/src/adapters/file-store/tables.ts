import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../kernel/db/columns';

/** The PostgreSQL FileStore (FILE_STORE=postgres): bytes every server copy can read. */
export const fileBlobs = pgTable('file_blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
