import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../kernel/members/tables';
import { deposits } from '../deposits/module';

/**
 * A phone that forwards the texts of one of the site's deposit accounts (issue 26). Its token is
 * shown once when staff add it; only its SHA-256 is kept. A revoked device's token is refused.
 */
export const bankDevices = pgTable('bank_devices', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The deposit account (setting `deposit.accounts`, digits only) whose texts it forwards. */
  accountNo: text('account_no').notNull(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

export const BANK_LINE_STATE_VALUES = [
  'new',
  'credited',
  'waiting',
  'assigned',
  'dismissed',
  'ignored',
  'unparsed',
] as const;

/**
 * One forwarded text. `new` until processed (right after the answer, or by the sweep job); then
 * `credited` (a deposit made automatically), `waiting` (for staff, with a reason), `ignored`
 * (money out, OTP…: never credits), `unparsed` (no parser knows it: kept for staff); staff move
 * waiting/unparsed lines to `assigned` (a deposit to the member they name) or `dismissed`.
 *
 * A text is one line however often it arrives (forwarders resend), by two UNIQUE keys:
 *   - `dedupe_key` = `<device account>:<sha256 of the text>:<stated time, else received time>`,
 *     always: the same account, text and time is one line, with or without a forwarder id (and
 *     two devices of one account forwarding one SMS make one line);
 *   - `external_key` = `<device id>:<forwarder id>:<sha256 of the text>`, when the forwarder
 *     gives its message id: a resend of a text that states no time (BBL) is one line even when
 *     the phone reports another received time; an id reused for another text is another line.
 * The backstop is `deposits (method 'bank', source = line id)` UNIQUE: a line is at most one
 * deposit, and the line's state changes in the deposit's transaction.
 */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The forwarding device; null for a line added from an uploaded statement. */
    deviceId: bigint('device_id', { mode: 'number' }).references(() => bankDevices.id),
    /** The deposit account (digits) the line is about: the device's, or the statement's. */
    accountNo: text('account_no'),
    externalId: text('external_id'),
    dedupeKey: text('dedupe_key').notNull(),
    externalKey: text('external_key'),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    statedAt: timestamp('stated_at', { withTimezone: true }),
    state: text('state', { enum: BANK_LINE_STATE_VALUES }).notNull().default('new'),
    reason: text('reason'),
    /** Minor units (satang); null until parsed, or when the text shows none. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency', { enum: ['BAHT', 'LAK'] }),
    /** The receiving account's digits as the text shows them. */
    accountDigits: text('account_digits'),
    /** The payer as the text shows it (bank, visible digits and their position, name). */
    payer: jsonb('payer').$type<Record<string, string>>(),
    /** Minor units: the account's balance after this line, as the text or statement shows it. */
    balance: bigint('balance', { mode: 'number' }),
    /**
     * The balance chain breaks before this line (the account's previous line's balance plus
     * the amounts in between is not this balance): "a text is missing"; the reason says by how
     * much. Recomputed whenever a line of the account is decided or added.
     */
    missingBefore: boolean('missing_before').notNull().default(false),
    missingReason: text('missing_reason'),
    /**
     * A line added from an uploaded statement: `<account>:<bank>:<sha256 of the row>:<n>` (n = the
     * row's occurrence among identical rows), UNIQUE — the same file uploaded twice adds nothing.
     */
    statementKey: text('statement_key'),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_lines_dedupe_unique').on(t.dedupeKey),
    uniqueIndex('bank_lines_external_unique').on(t.externalKey),
    uniqueIndex('bank_lines_deposit_unique').on(t.depositId),
    uniqueIndex('bank_lines_statement_unique').on(t.statementKey),
    // the balance chain, the reconciliation and statement matching walk an account's lines in
    // this order (stated time, else received time, then id)
    index('bank_lines_account_time_idx').on(
      t.accountNo,
      sql`coalesce(${t.statedAt}, ${t.receivedAt})`,
      t.id,
    ),
    index('bank_lines_state_idx').on(t.state, t.createdAt),
    check(
      'bank_lines_state_check',
      sql`${t.state} in ('new', 'credited', 'waiting', 'assigned', 'dismissed', 'ignored', 'unparsed')`,
    ),
    check('bank_lines_amount_check', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
  ],
);
