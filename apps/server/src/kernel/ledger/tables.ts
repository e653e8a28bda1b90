import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EntryKind, LedgerAccountKind, LedgerCurrency, SourceKind } from './kinds';
import { members } from '../members/tables';

/*
 * ── Money (issue 4, ARCHITECTURE § Money, docs/decisions/007) ────────────────────────────────
 * Amounts are integer minor units (satang, LAK's unit) in BIGINT; only src/ledger writes them.
 */

/*
 * The ledger's kinds and currencies (docs/decisions/010): reference tables the kernel's
 * LedgerKinds fills at start from what the core and each module declare (registry.ts). The
 * foreign keys onto them make the database refuse a kind or a currency no one declared.
 */
export const ledgerCurrencies = pgTable('ledger_currencies', {
  currency: text('currency').primaryKey(),
});

/** `is_system`: the kind belongs to the house (no member); the accounts' owner rule keys on it. */
export const ledgerAccountKinds = pgTable(
  'ledger_account_kinds',
  {
    kind: text('kind').primaryKey(),
    isSystem: boolean('is_system').notNull(),
  },
  (t) => [unique('ledger_account_kinds_kind_system_unique').on(t.kind, t.isSystem)],
);

export const ledgerEntryKinds = pgTable('ledger_entry_kinds', {
  kind: text('kind').primaryKey(),
});

export const ledgerSourceKinds = pgTable('ledger_source_kinds', {
  kind: text('kind').primaryKey(),
});

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
    /** Whether the account is the house's (no member): the owner rule's half of the kind key. */
    isSystem: boolean('is_system')
      .notNull()
      .generatedAlwaysAs(sql`member_id IS NULL`),
  },
  (t) => [
    unique('ledger_accounts_owner_unique')
      .on(t.memberId, t.kind, t.slotCode, t.currency)
      .nullsNotDistinct(),
    check('ledger_accounts_member_balance_check', sql`${t.memberId} IS NULL OR ${t.balance} >= 0`),
    // a declared kind, and the owner it was declared with: a member kind has a member, a
    // system kind none (is_system = member_id IS NULL must match the kind's)
    foreignKey({
      name: 'ledger_accounts_kind_fk',
      columns: [t.kind, t.isSystem],
      foreignColumns: [ledgerAccountKinds.kind, ledgerAccountKinds.isSystem],
    }),
    foreignKey({
      name: 'ledger_accounts_currency_fk',
      columns: [t.currency],
      foreignColumns: [ledgerCurrencies.currency],
    }),
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
    foreignKey({
      name: 'journal_entries_kind_fk',
      columns: [t.kind],
      foreignColumns: [ledgerEntryKinds.kind],
    }),
    foreignKey({
      name: 'journal_entries_source_kind_fk',
      columns: [t.sourceKind],
      foreignColumns: [ledgerSourceKinds.kind],
    }),
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
