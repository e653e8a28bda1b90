import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../kernel/db/columns';
import type { BonusRules } from './rules';
import { members } from '../../kernel/members/tables';
import { deposits } from '../deposits/module';

/*
 * ── Bonuses and promotions (issue 8) ────────────────────────────────────────────────────────
 * Amounts in minor units; texts as {th, la, en}. A promotion is a bonus found by its code.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['bonus', 'promotion'] }).notNull(),
    type: text('type', { enum: ['limit', 'day', 'week'] }).notNull(),
    maxReceived: integer('max_received').notNull(),
    /** BonusDefinition of the contract with amounts in minor units (see bonus/definition.ts). */
    rules: jsonb('rules').$type<BonusRules>().notNull(),
    texts: jsonb('texts').notNull(),
    banners: jsonb('banners').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bonuses_kind_check', sql`${t.kind} in ('bonus', 'promotion')`),
    check('bonuses_type_check', sql`${t.type} in ('limit', 'day', 'week')`),
    check('bonuses_max_received_check', sql`${t.maxReceived} > 0`),
  ],
);

/**
 * A member's bonus: awaiting_deposit → running (credited) → ending → ended (met, left, lost,
 * cancelled). One not ended per member (partial UNIQUE): BONUS_ALREADY_ACTIVE.
 */
export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bonusCode: text('bonus_code')
      .notNull()
      .references(() => bonuses.code),
    status: text('status', { enum: ['awaiting_deposit', 'running', 'ending', 'ended'] })
      .notNull()
      .default('awaiting_deposit'),
    outcome: text('outcome', { enum: ['met', 'left', 'lost', 'cancelled'] }),
    /** The rules as they were when received (a later edit does not change a running bonus). */
    rules: jsonb('rules').$type<BonusRules>().notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    /** The deposit the bonus was computed from, and the bonus credited. */
    deposit: bigint('deposit', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }),
    /** The member's own money when the bonus was credited (wallet + games, deposit included). */
    ownFunds: bigint('own_funds', { mode: 'number' }),
    base: bigint('base', { mode: 'number' }),
    kept: bigint('kept', { mode: 'number' }),
    forfeited: bigint('forfeited', { mode: 'number' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_bonuses_one_open_unique')
      .on(t.memberId)
      .where(sql`${t.status} <> 'ended'`),
    index('member_bonuses_member_idx').on(t.memberId, t.bonusCode, t.activatedAt),
    // a deposit funds one bonus at most
    uniqueIndex('member_bonuses_deposit_unique').on(t.depositId),
    index('member_bonuses_running_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'ended'`),
    check(
      'member_bonuses_status_check',
      sql`${t.status} in ('awaiting_deposit', 'running', 'ending', 'ended')`,
    ),
    check(
      'member_bonuses_outcome_check',
      sql`(${t.status} = 'ended') = (${t.outcome} IS NOT NULL)`,
    ),
  ],
);
