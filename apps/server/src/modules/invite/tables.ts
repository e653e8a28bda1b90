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
import { CURRENCIES } from '../../kernel/db/columns';
import { members } from '../../kernel/members/tables';
import { memberBonuses } from '../bonus/module';

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
