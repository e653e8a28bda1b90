import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 14: one row per background job, claimed by the copy that runs it (jobs/job-leases.ts).
 * `runs` counts the claims of every copy (the cluster check reads it).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
});
