import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../../kernel/members/tables';

/*
 * ── Play records (issue 8, docs/decisions/010) ──────────────────────────────────────────────
 * Every settled round from every provider's bet feed, kept once. Turnover, losses and "did
 * this member play" are questions asked of this table, never of balance differences.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    /** Null when the provider's player is no member of ours (kept, counted for nothing). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    slotCode: text('slot_code').notNull(),
    player: text('player').notNull(),
    game: text('game').notNull(),
    /** Minor units, in the game account's currency. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    /** A voided round counts for nothing (turnover, losses). */
    void: boolean('void').notNull().default(false),
    ingestedAt: timestamp('ingested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('game_rounds_provider_round_unique').on(t.provider, t.roundId),
    index('game_rounds_member_idx').on(t.memberId, t.settledAt),
    check('game_rounds_amounts_check', sql`${t.stake} >= 0 AND ${t.payout} >= 0`),
  ],
);

/** Where each provider's feed was read up to (the ingest resumes here after a restart). */
export const roundFeedCursors = pgTable('round_feed_cursors', {
  provider: text('provider').primaryKey(),
  cursor: text('cursor'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});
