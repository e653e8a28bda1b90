import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  LEDGER_CURRENCIES,
  ENTRY_KINDS,
  LEDGER_ACCOUNT_KINDS,
  SOURCE_KINDS,
  SYSTEM_ACCOUNT_KINDS,
  sqlList,
  type EntryKind,
  type LedgerAccountKind,
  type LedgerCurrency,
  type SourceKind,
} from '../ledger/registry';

import type { BonusRules } from '../../modules/bonus/rules';
import type { SpinPrize, WheelDefinition } from '@wallet/contract';

export type { LedgerAccountKind } from '../ledger/registry';

/** Site settings and lookup content (issue 2 §6); values are checked by modules/settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members (issue 3): the phone number is the username; one bank account per member. */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1001 }),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    sourceCode: text('source_code'),
    inviterId: bigint('inviter_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    bankCode: text('bank_code').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNo: text('bank_account_no').notNull(),
    currency: text('currency', { enum: ['BAHT', 'LAK'] }).notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('members_bank_account_unique').on(t.bankCode, t.bankAccountNo),
    check('members_currency_check', sql`${t.currency} in ('BAHT', 'LAK')`),
    check('members_status_check', sql`${t.status} in ('active', 'suspended')`),
  ],
);

/** Login sessions: only a SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** One OTP sent to a phone being registered: code and token stored as hashes. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    ref: text('ref').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_requests_phone_idx').on(t.phone, t.createdAt),
    index('otp_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** The local SMS adapter's outbox (read with `npm run operator -- sms`). */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed logins, counted per phone and per IP over a sliding window (brute-force limit). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_phone_idx').on(t.phone, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Staff sign-in attempts, one counter per `login:<login>` and per `ip:<address>` over a window
 * from its first attempt (decision 013). Apart from the members' failures, so members failing
 * from an address never brake staff there; one upsert counts and decides, so concurrent guesses
 * cannot all pass a check made before any of them was recorded.
 */
export const staffLoginBrakes = pgTable('staff_login_brakes', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});

/*
 * ── Money (issue 4, ARCHITECTURE § Money, docs/decisions/007) ────────────────────────────────
 * Amounts are integer minor units (satang, LAK's unit) in BIGINT; only src/ledger writes them.
 */

/**
 * One account per (owner, kind, slot, currency). Member-owned accounts never go below zero: the
 * ledger's conditional UPDATE is the rule, this CHECK the backstop. System accounts (no member)
 * may: provider clearing is negative while members are ahead at that provider.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    slotCode: text('slot_code').notNull().default(''),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Bumped by every posting: a balance sync refuses to write over a movement it did not see. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_unique')
      .on(t.memberId, t.kind, t.slotCode, t.currency)
      .nullsNotDistinct(),
    check('ledger_accounts_member_balance_check', sql`${t.memberId} IS NULL OR ${t.balance} >= 0`),
    // generated from the ledger registry: a module adds kinds there, then a migration
    check(
      'ledger_accounts_owner_check',
      sql`(${t.memberId} IS NULL) = (${t.kind} IN (${sql.raw(sqlList(SYSTEM_ACCOUNT_KINDS))}))`,
    ),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in (${sql.raw(sqlList(LEDGER_ACCOUNT_KINDS))})`,
    ),
    check(
      'ledger_accounts_currency_check',
      sql`${t.currency} in (${sql.raw(sqlList(LEDGER_CURRENCIES))})`,
    ),
  ],
);

/** One movement of money: its postings sum to zero per currency. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<EntryKind>().notNull(),
    /** What caused it, typed: a transfer's ref, a deposit's id, a member bonus's id… */
    sourceKind: text('source_kind').$type<SourceKind>().notNull(),
    sourceId: text('source_id').notNull(),
    /** The member the movement concerns (the statement is derived from the journal). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_member_idx').on(t.memberId, t.createdAt),
    index('journal_entries_source_idx').on(t.sourceKind, t.sourceId),
    // a deposit is credited at most once, whatever races (docs/decisions/008); a bonus too
    uniqueIndex('journal_entries_deposit_unique')
      .on(t.sourceKind, t.sourceId)
      .where(sql`${t.kind} = 'deposit'`),
    uniqueIndex('journal_entries_once_unique')
      .on(t.kind, t.sourceKind, t.sourceId)
      .where(sql`${t.kind} IN ('bonus', 'finish_bonus', 'invite', 'refund')`),
    check('journal_entries_kind_check', sql`${t.kind} in (${sql.raw(sqlList(ENTRY_KINDS))})`),
    check(
      'journal_entries_source_kind_check',
      sql`${t.sourceKind} in (${sql.raw(sqlList(SOURCE_KINDS))})`,
    ),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('postings_entry_idx').on(t.entryId),
    index('postings_account_idx').on(t.accountId),
    check('postings_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Idempotency of money-moving requests (ARCHITECTURE § Money): one row per (member, key). A
 * replay answers the stored response; the same key with other parameters is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('idempotency_keys_member_key_unique').on(t.memberId, t.key),
    index('idempotency_keys_running_idx').on(t.status, t.updatedAt),
  ],
);

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

/*
 * ── Deposits and withdrawals (issue 5, docs/decisions/008) ──────────────────────────────────
 */

const MONEY_STATUSES = ['processing', 'success', 'failed'] as const;

/**
 * Withdrawals: the amount is reserved (wallet → pending_withdrawal) in the transaction that
 * inserts the row; paid out (pending → payouts) or failed (pending → wallet) once, conditional on
 * the row still being `processing`. The bank account is copied as it was at request time.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: bigint('request_id', { mode: 'number' }).references(() => idempotencyKeys.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['BAHT', 'LAK'] }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankAccountNo: text('bank_account_no').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    status: text('status', { enum: MONEY_STATUSES }).notNull().default('processing'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    check('withdrawals_status_check', sql`${t.status} in ('processing', 'success', 'failed')`),
  ],
);

/**
 * Every deposit, whatever the method: a slip, a paid QR, a wallet link, a manual notice.
 * `source` is what makes it unique outside: `<sending bank>:<transRef>` of a slip, the QR id, the
 * voucher hash of a link (UNIQUE per method, so a slip or link is refused the second time and a
 * QR credits once). `reference` is the public id members see (slip list, image URL).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    method: text('method', { enum: ['slip', 'qr', 'truelink', 'notice'] }).notNull(),
    channel: text('channel').notNull(),
    reference: text('reference').notNull().unique(),
    source: text('source'),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency', { enum: ['BAHT', 'LAK'] }).notNull(),
    status: text('status', { enum: MONEY_STATUSES }).notNull().default('processing'),
    note: text('note'),
    detail: text('detail'),
    /** Slip image file name under DATA_DIR/slips (server-made). */
    file: text('file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('deposits_method_source_unique').on(t.method, t.source),
    index('deposits_member_idx').on(t.memberId, t.method, t.createdAt),
    index('deposits_status_idx').on(t.status, t.createdAt),
    check('deposits_amount_check', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
    check('deposits_status_check', sql`${t.status} in ('processing', 'success', 'failed')`),
    check('deposits_method_check', sql`${t.method} in ('slip', 'qr', 'truelink', 'notice')`),
  ],
);

/** Deposit QR codes (§3 QR state): one live per member and bank. */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gateway: text('gateway', { enum: ['KBANK', 'WW', 'E2P', 'BCEL'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['BAHT', 'LAK'] }).notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['live', 'paid', 'cancelled', 'expired'] })
      .notNull()
      .default('live'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_codes_live_unique')
      .on(t.memberId, t.gateway)
      .where(sql`${t.status} = 'live'`),
    // the QR view's "latest QR of this bank" (was it paid a moment ago?)
    index('qr_codes_member_idx').on(t.memberId, t.gateway, t.createdAt),
    check('qr_codes_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Payment gateway webhook events already handled (a replay is a no-op). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway').notNull(),
  qrcodeId: text('qrcode_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/*
 * ── Invite and refund rewards (issue 9) ─────────────────────────────────────────────────────
 */

/**
 * What an invited member earned their inviter, one row per invitee and source (a deposit, or a
 * site-local day of play), written once by the rewards job (UNIQUE). `payout_id` is set when the
 * inviter receives it; `flagged` marks an invitee who signed in from the inviter's own address.
 * A flagged row is never received by the member until staff approve it (`review`); a refused
 * one is never paid (decision 011, "Flagged accruals").
 */
export const inviteAccruals = pgTable(
  'invite_accruals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    sourceKind: text('source_kind', { enum: ['deposit', 'turnover_day', 'loss_day'] }).notNull(),
    sourceId: text('source_id').notNull(),
    /** What the rule gave and what the caps left (minor units). */
    computed: bigint('computed', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    flagged: boolean('flagged').notNull().default(false),
    /** Staff's decision on a flagged row (null: waiting, or not flagged). */
    review: text('review', { enum: ['approved', 'refused'] }),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    payoutId: bigint('payout_id', { mode: 'number' }).references(() => invitePayouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invite_accruals_source_unique').on(t.inviteeId, t.sourceKind, t.sourceId),
    check(
      'invite_accruals_review_check',
      sql`${t.review} IS NULL OR (${t.flagged} AND ${t.review} IN ('approved', 'refused'))`,
    ),
    // a flagged row is paid only once approved
    check(
      'invite_accruals_paid_check',
      sql`${t.payoutId} IS NULL OR NOT ${t.flagged} OR ${t.review} = 'approved'`,
    ),
    index('invite_accruals_inviter_idx').on(t.inviterId, t.payoutId),
    check('invite_accruals_amount_check', sql`${t.amount} >= 0 AND ${t.amount} <= ${t.computed}`),
  ],
);

/** One receipt of the accrued invite rewards (its ledger entry points here). */
export const invitePayouts = pgTable(
  'invite_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    memberBonusId: bigint('member_bonus_id', { mode: 'number' }).references(() => memberBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invite_payouts_member_idx').on(t.memberId, t.createdAt),
    check('invite_payouts_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A member's refund of losses for one period, computed once by the rewards job (UNIQUE member +
 * period) and received at most once (`received_at`, conditional update in the ledger entry's
 * transaction).
 */
export const refundOffers = pgTable(
  'refund_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    netLoss: bigint('net_loss', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    claimUntil: timestamp('claim_until', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    memberBonusId: bigint('member_bonus_id', { mode: 'number' }).references(() => memberBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('refund_offers_member_period_unique').on(t.memberId, t.periodStart),
    index('refund_offers_received_idx').on(t.memberId, t.receivedAt),
    check('refund_offers_amount_check', sql`${t.amount} >= 0 AND ${t.netLoss} >= 0`),
  ],
);

/*
 * ── Prize wheel (issue 10, docs/decisions/012) ───────────────────────────────────────────────
 * Coins live in the ledger (currency COIN); these tables say why they moved and what was drawn.
 */

/** A published wheel (slices, weights, prizes). Never changed: a new weight is a new version. */
export const wheelVersions = pgTable('wheel_versions', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  definition: jsonb('definition').$type<WheelDefinition>().notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's provably fair seed pair. The server seed stays secret (only its SHA-256 is shown)
 * until the member rotates away from it; one seed in use per member.
 */
export const spinSeeds = pgTable(
  'spin_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next spin with this pair. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('spin_seeds_in_use_unique')
      .on(t.memberId)
      .where(sql`${t.revealedAt} IS NULL`),
  ],
);

/** One spin, with everything that recomputes it and what it paid. */
export const spins = pgTable(
  'spins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    wheelVersion: integer('wheel_version')
      .notNull()
      .references(() => wheelVersions.version),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => spinSeeds.id),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    draw: doublePrecision('draw').notNull(),
    sliceIndex: integer('slice_index').notNull(),
    sliceCode: text('slice_code').notNull(),
    coinsBefore: bigint('coins_before', { mode: 'number' }).notNull(),
    coinsAfter: bigint('coins_after', { mode: 'number' }).notNull(),
    prize: jsonb('prize').$type<SpinPrize>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('spins_seed_nonce_unique').on(t.seedId, t.nonce),
    index('spins_member_idx').on(t.memberId, t.createdAt),
    check('spins_draw_check', sql`${t.draw} >= 0 AND ${t.draw} < 1`),
  ],
);

/** A baht prize waiting to be claimed (won on a spin or issued by an operator), claimed once. */
export const coupons = pgTable(
  'coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    spinId: bigint('spin_id', { mode: 'number' }).references(() => spins.id),
    wheelVersion: integer('wheel_version')
      .notNull()
      .references(() => wheelVersions.version),
    sliceCode: text('slice_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    condition: jsonb('condition').$type<{ percentSuccess: number; percentFail: number } | null>(),
    /** Why an operator issued it (null for coupons won on a spin). */
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    memberBonusId: bigint('member_bonus_id', { mode: 'number' }).references(() => memberBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_member_idx').on(t.memberId, t.claimedAt, t.expiresAt),
    check('coupons_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Coins earned by a deposit or by a day of play, written once per source (UNIQUE). */
export const coinEarnings = pgTable(
  'coin_earnings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    sourceKind: text('source_kind', { enum: ['deposit', 'turnover_day'] }).notNull(),
    sourceId: text('source_id').notNull(),
    /** The deposit or the day's turnover it was computed from (minor units). */
    basis: bigint('basis', { mode: 'number' }).notNull(),
    coins: integer('coins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coin_earnings_source_unique').on(t.memberId, t.sourceKind, t.sourceId),
    check('coin_earnings_coins_check', sql`${t.coins} > 0`),
  ],
);

/** Coins an operator granted (positive) or took (negative), and why. */
export const coinGrants = pgTable(
  'coin_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    coins: integer('coins').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coin_grants_coins_check', sql`${t.coins} <> 0`)],
);

/*
 * ── Staff and the audit log (issue 11, docs/decisions/013) ───────────────────────────────────
 * Staff are not members: their own table, sessions, keys and brake. Secrets are stored hashed
 * (passwords argon2id, tokens and keys SHA-256) or sealed (the TOTP secret, AES-256-GCM).
 */
export const staff = pgTable(
  'staff',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'finance', 'support', 'marketing', 'viewer'] }).notNull(),
    /** pending: set up not finished; active; disabled: no session, no key works. */
    status: text('status', { enum: ['pending', 'active', 'disabled'] }).notNull(),
    passwordHash: text('password_hash'),
    /** The authenticator secret, sealed; confirmed once a code from it was entered. */
    totpSecret: text('totp_secret'),
    totpConfirmed: boolean('totp_confirmed').notNull().default(false),
    /** The last TOTP time step used: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_setup_token_unique').on(t.setupTokenHash),
    check(
      'staff_role_check',
      sql`${t.role} in ('owner', 'finance', 'support', 'marketing', 'viewer')`,
    ),
    check('staff_status_check', sql`${t.status} in ('pending', 'active', 'disabled')`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** Personal API keys for the CLI: only a SHA-256 is kept; the prefix names it in lists. */
export const staffApiKeys = pgTable(
  'staff_api_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_api_keys_staff_idx').on(t.staffId)],
);

/**
 * Every write through the operator API, who and why. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0009), so not even the server can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    actor: text('actor').notNull(),
    role: text('role').notNull(),
    via: text('via', { enum: ['session', 'api_key'] }).notNull(),
    apiKeyId: bigint('api_key_id', { mode: 'number' }).references(() => staffApiKeys.id),
    action: text('action').notNull(),
    target: text('target'),
    reason: text('reason'),
    request: jsonb('request'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    outcome: text('outcome', { enum: ['done', 'refused', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    check('audit_log_outcome_check', sql`${t.outcome} in ('done', 'refused', 'failed')`),
  ],
);

/** Staff notes on a member (issue 11): written once with their author, never edited. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);

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

/**
 * Chat (issue 12, docs/decisions/016): one conversation per member and one per guest. A guest's
 * conversation is carried into the member's when the guest signs in (`mergedInto`). Read state
 * is two watermarks: what staff read of the customer's messages, what the customer read of the
 * site's.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    guestId: text('guest_id'),
    status: text('status', { enum: ['open', 'pending', 'resolved'] })
      .notNull()
      .default('open'),
    assignedStaffId: bigint('assigned_staff_id', { mode: 'number' }).references(() => staff.id),
    mergedInto: bigint('merged_into', { mode: 'number' }).references(
      (): AnyPgColumn => chatConversations.id,
    ),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastPreview: text('last_preview').notNull().default(''),
    /** The id of the last customer message staff have read, and of the last site message the customer has. */
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    awaySentAt: timestamp('away_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_uq').on(t.memberId),
    uniqueIndex('chat_conversations_guest_uq').on(t.guestId),
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
    check(
      'chat_conversations_party',
      sql`(${t.memberId} IS NOT NULL) <> (${t.guestId} IS NOT NULL)`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: ['customer', 'staff', 'bot'] }).notNull(),
    /** A private note is for staff only and never reaches the customer. */
    kind: text('kind', { enum: ['message', 'note'] })
      .notNull()
      .default('message'),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    /** The §3 message (message_type, payload, payloads); media names a chat_files id. */
    message: jsonb('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** An uploaded chat file: who uploaded it (the conversation), what it is, where the bytes are. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: text('id').primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    uploadedBy: text('uploaded_by', { enum: ['customer', 'staff'] }).notNull(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    storeKey: text('store_key').notNull(),
    thumbKey: text('thumb_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_files_conversation_idx').on(t.conversationId)],
);

/**
 * Chat brakes (docs/decisions/016 "Limits"): one row per braked act (a new guest, a new guest
 * conversation, an upload) under each key it counts for (`guest-new:ip:<addr>`,
 * `upload:party:<id>`, …), counted over a sliding window so every server copy shares the count.
 */
export const chatBrakes = pgTable(
  'chat_brakes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_brakes_key_idx').on(t.key, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The PostgreSQL FileStore (FILE_STORE=postgres): bytes every server copy can read. */
export const fileBlobs = pgTable('file_blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
