import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MONEY_STATUSES } from '../../kernel/db/columns';
import { members } from '../../kernel/members/tables';
import { idempotencyKeys } from '../../kernel/ledger/tables';

/*
 * ── Deposits and withdrawals (issue 5, docs/decisions/008) ──────────────────────────────────
 */

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
