import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../kernel/db/columns';
import { members } from '../../kernel/members/tables';
import { memberBonuses } from '../bonus/module';

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
