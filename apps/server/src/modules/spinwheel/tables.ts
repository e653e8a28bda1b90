import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SpinPrize, WheelDefinition } from '@wallet/contract';
import { CURRENCIES } from '../../kernel/db/columns';
import { members } from '../../kernel/members/tables';
import { memberBonuses } from '../bonus/module';

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
