import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from '../../kernel/members/tables';
import { idempotencyKeys } from '../../kernel/ledger/tables';

/**
 * The game catalogue (spec §3 Slot). `provider` names the adapter that serves the slot (the demo
 * provider by default). Seeded at start; an operator's edits are kept.
 */
export const gameSlots = pgTable(
  'game_slots',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    category: text('category', { enum: ['slot', 'sport', 'lotto'] }).notNull(),
    provider: text('provider').notNull().default('demo'),
    logo: text('logo').notNull(),
    background: text('background').notNull(),
    /**
     * The provider's own product or game code, for providers that serve many (an aggregator's
     * `provider`/`gamecode` at launch); null: the provider's lobby.
     */
    product: text('product'),
    web: text('web'),
    android: text('android'),
    ios: text('ios'),
    ftWalletSlot: doublePrecision('ft_wallet_slot').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('game_slots_category_check', sql`${t.category} in ('slot', 'sport', 'lotto')`),
    check('game_slots_factor_check', sql`${t.ftWalletSlot} > 0`),
  ],
);

/** Numbers the player names of new game accounts (each provider builds its name from one). */
export const gameAccountSerial = pgSequence('game_account_serial');

/**
 * A member's account at a provider (spec §3 Game account). The member must be able to read the
 * password, so it is stored encrypted (AES-256-GCM), never hashed.
 */
export const gameAccounts = pgTable(
  'game_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    slotCode: text('slot_code')
      .notNull()
      .references(() => gameSlots.code),
    username: text('username').notNull(),
    passwordEnc: text('password_enc').notNull(),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    /** Set while an activation or password reset talks to the provider: one at a time. */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('game_accounts_member_slot_unique').on(t.memberId, t.slotCode),
    unique('game_accounts_slot_username_unique').on(t.slotCode, t.username),
    // an aggregator's rounds name the player only (modules/rounds/ingest): found by name
    index('game_accounts_username_idx').on(t.username),
    check('game_accounts_status_check', sql`${t.status} in ('pending', 'active')`),
  ],
);

/**
 * Transfers between the wallet and a game (ARCHITECTURE § Money): `ref` is the id the provider
 * sees, so a retry or a recovery lookup can never apply a transfer twice.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ref: text('ref').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The request that made it (a transferAll makes several legs). */
    requestId: bigint('request_id', { mode: 'number' }).references(() => idempotencyKeys.id),
    slotCode: text('slot_code')
      .notNull()
      .references(() => gameSlots.code),
    direction: text('direction', { enum: ['to_game', 'from_game'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['BAHT', 'LAK'] }).notNull(),
    status: text('status', { enum: ['pending', 'settled', 'reversed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfers_member_idx').on(t.memberId, t.createdAt),
    index('transfers_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    index('transfers_request_idx').on(t.requestId),
    check('transfers_amount_check', sql`${t.amount} > 0`),
    check('transfers_direction_check', sql`${t.direction} in ('to_game', 'from_game')`),
    check('transfers_status_check', sql`${t.status} in ('pending', 'settled', 'reversed')`),
  ],
);
