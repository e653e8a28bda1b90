import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../../kernel/members/tables';

/**
 * Responsible play (issue 15, docs/decisions/015): one row per member who set anything. Its row
 * is also the lock that serialises the member's deposit credits against their limits.
 */
export const responsibleProfiles = pgTable(
  'responsible_profiles',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    /** Deposit limits in force, minor units; null = none. */
    dailyLimit: bigint('daily_limit', { mode: 'number' }),
    weeklyLimit: bigint('weekly_limit', { mode: 'number' }),
    monthlyLimit: bigint('monthly_limit', { mode: 'number' }),
    realityMinutes: integer('reality_minutes').notNull().default(0),
    timeoutUntil: timestamp('timeout_until', { withTimezone: true }),
    exclusionUntil: timestamp('exclusion_until', { withTimezone: true }),
    exclusionLiftRequestedAt: timestamp('exclusion_lift_requested_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'responsible_limits_check',
      sql`coalesce(${t.dailyLimit}, 1) > 0 AND coalesce(${t.weeklyLimit}, 1) > 0 AND coalesce(${t.monthlyLimit}, 1) > 0`,
    ),
  ],
);

/** A raised or removed limit waiting out its 24 hours, then the member's second confirmation. */
export const responsiblePendingLimits = pgTable(
  'responsible_pending_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    /** The higher limit, or null to remove it. */
    amount: bigint('amount', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmableAt: timestamp('confirmable_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.period] })],
);

/** Every change, by the member or by staff: append-only (a trigger refuses UPDATE and DELETE). */
export const responsibleEvents = pgTable(
  'responsible_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('responsible_events_member_idx').on(t.memberId, t.createdAt)],
);
