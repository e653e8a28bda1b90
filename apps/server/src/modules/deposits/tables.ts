import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MONEY_STATUSES } from '../../kernel/db/columns';
import { members } from '../../kernel/members/tables';

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
    // issue 26: `bank` = a transfer seen in a forwarded bank text (source: the bank line's id)
    method: text('method', { enum: ['slip', 'qr', 'truelink', 'notice', 'bank'] }).notNull(),
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
    check(
      'deposits_method_check',
      sql`${t.method} in ('slip', 'qr', 'truelink', 'notice', 'bank')`,
    ),
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
