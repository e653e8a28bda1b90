import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/*
 * ── The demo game provider's own tables (adapters/game-providers/demo) ──────────────────────
 * It runs inside the server but keeps its books apart, as a real provider would: nothing in the
 * wallet reads these except through the provider interface.
 */

export const demoProviderAccounts = pgTable(
  'demo_provider_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    game: text('game').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Locked by the operator (a self-excluded player): no login, no launch, no deposit. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('demo_provider_accounts_game_username_unique').on(t.game, t.username),
    check('demo_provider_accounts_balance_check', sql`${t.balance} >= 0`),
  ],
);

/** Transfers the demo provider applied, keyed by the operator's (our) transfer id. */
export const demoProviderTransfers = pgTable(
  'demo_provider_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    game: text('game').notNull(),
    ref: text('ref').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => demoProviderAccounts.id),
    direction: text('direction', { enum: ['deposit', 'withdraw'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('demo_provider_transfers_ref_unique').on(t.game, t.ref)],
);

/** Every spin of the demo slot machine (turnover for bonus and refund rules later). */
export const demoProviderBets = pgTable(
  'demo_provider_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => demoProviderAccounts.id),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    reels: text('reels').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demo_provider_bets_account_idx').on(t.accountId, t.createdAt),
    // the bet-history feed reads by time window (issue 8)
    index('demo_provider_bets_created_idx').on(t.createdAt),
  ],
);

/** One-time auto-login tickets (hash only) and the game sessions they open (hash only). */
export const demoProviderTickets = pgTable('demo_provider_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => demoProviderAccounts.id),
  kind: text('kind', { enum: ['ticket', 'session'] }).notNull(),
  lang: text('lang').notNull().default('th'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
