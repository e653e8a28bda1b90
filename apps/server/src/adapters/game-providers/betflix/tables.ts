import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * ── The betflix adapter's own state (adapters/game-providers/betflix) ───────────────────────
 * Betflix has no lookup of a transfer by ref; its credit history is read per member (brief:
 * "no documented lookup by ref"). Recovery knows only our ref, so every transfer is noted here
 * (before it is sent) with the player it was for: findTransfer reads that player's history.
 */
export const betflixTransfers = pgTable('betflix_transfers', {
  /** Our transfer id, as sent to Betflix. */
  ref: text('ref').primaryKey(),
  /** The full Betflix player name (upline + suffix). */
  username: text('username').notNull(),
  direction: text('direction', { enum: ['deposit', 'withdraw'] }).notNull(),
  /** Minor units (satang). */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
