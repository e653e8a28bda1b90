import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Amount } from './common';

/**
 * The bank feed (issue 26): a phone forwards the texts of the site's own deposit accounts (the
 * bank's SMS, the banking app's push) to the server, which credits the member whose registered
 * account the text shows as the payer, or keeps the line for staff with the reason it waits.
 */

/** Where a forwarded line is: credited/assigned/dismissed/ignored are final. */
export const BANK_LINE_STATES = [
  'new',
  'credited',
  'waiting',
  'assigned',
  'dismissed',
  'ignored',
  'unparsed',
] as const;
export type BankLineState = (typeof BANK_LINE_STATES)[number];

/**
 * Why a line waits for staff: no member's registered account matches the payer, several do, the
 * text is older than `bankFeed.maxAgeMinutes` at arrival, it shows no payer, the receiving
 * account is not one of our AUTO deposit accounts, a guard or credit hold refused the credit
 * (`held:<code>`), or the member is not active.
 */
export const BANK_LINE_REASONS = [
  'no-member',
  'several-members',
  'stale',
  'no-payer',
  'not-our-account',
  'held',
  'refused',
  'statement-only',
] as const;

/** The banks whose internet-banking statement CSV can be uploaded (`bank:statement --bank`). */
export const BANK_STATEMENT_BANKS = ['SCB', 'KBANK'] as const;
export type BankStatementBank = (typeof BANK_STATEMENT_BANKS)[number];

const RowId = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const Reason = z.string().trim().min(1).max(500);

export const BankDevice = z.object({
  id: z.string(),
  accountNo: z.string().describe('the deposit account (setting deposit.accounts) it forwards'),
  name: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /**
   * Not revoked and no contact for longer than setting `bankFeed.silentMinutes` (since it was
   * added when it never called): its texts may be lost.
   */
  silent: z.boolean(),
});
export type BankDevice = z.infer<typeof BankDevice>;

export const BankLine = z.object({
  id: z.string(),
  deviceId: z.string(),
  externalId: z.string().nullable(),
  sender: z.string(),
  text: z.string(),
  receivedAt: z.string(),
  statedAt: z.string().nullable(),
  state: z.enum(BANK_LINE_STATES),
  reason: z.string().nullable(),
  amount: Amount.nullable(),
  currency: z.string().nullable(),
  accountDigits: z.string().nullable().describe('the receiving account digits the text shows'),
  /** The payer as the text shows it (bank, visible digits, name). */
  payer: z.record(z.string(), z.string()).nullable(),
  phone: z.string().nullable().describe('the member credited or assigned'),
  depositId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The balance after this line as the text (or statement row) shows it, baht. */
  balance: Amount.nullable(),
  /**
   * The balance chain is broken before this line: the account's previous line's balance plus
   * this amount is not this balance — "a text is missing" (`missingReason` says by how much).
   */
  missingBefore: z.boolean(),
  missingReason: z.string().nullable(),
});
export type BankLine = z.infer<typeof BankLine>;

/** Count and sum (baht) of a group of incoming lines. */
export const BankLineTally = z.object({ count: z.number().int(), amount: Amount });
export type BankLineTally = z.infer<typeof BankLineTally>;

/** One deposit account's day: every incoming baht against what became of it. */
export const BankReconciliationAccount = z.object({
  accountNo: z.string(),
  bankCode: z.string(),
  currency: z.string(),
  /** Every incoming line of the day (stated time, else received time, in the site's zone). */
  incoming: BankLineTally,
  credited: BankLineTally,
  assigned: BankLineTally,
  dismissed: BankLineTally,
  /** Waiting for staff, or not processed yet. */
  waiting: BankLineTally,
  /** Lines of the day after which the balance chain shows a text is missing. */
  missingTexts: z.number().int(),
  /** Lines added from an uploaded statement that no device forwarded (reason statement-only). */
  statementOnly: z.number().int(),
  /** incoming = credited + assigned + dismissed + waiting, and no text is missing. */
  balanced: z.boolean(),
});
export type BankReconciliationAccount = z.infer<typeof BankReconciliationAccount>;

export const BankReconciliation = z.object({
  day: z.string().describe('YYYY-MM-DD, site time zone (setting site.timeZone)'),
  accounts: z.array(BankReconciliationAccount),
});
export type BankReconciliation = z.infer<typeof BankReconciliation>;

/** What an uploaded statement did: rows read, matched to lines seen, added as statement-only. */
export const BankStatementResult = z.object({
  accountNo: z.string(),
  bank: z.enum(BANK_STATEMENT_BANKS),
  /** Data rows read (header and blank lines left out). */
  rows: z.number().int(),
  /** Credit rows (money in). */
  credits: z.number().int(),
  /** Credit rows matched to a line a device forwarded (same account, amount, time ± minutes). */
  matched: z.number().int(),
  /** Credit rows no device forwarded, added to the queue as waiting (`statement-only`). */
  added: z.number().int(),
  /** Credit rows already added by an earlier upload of the same statement. */
  alreadyAdded: z.number().int(),
  /** Rows that could not be read, with their line number in the file and why. */
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  /** The lines added (waiting, reason statement-only). */
  lines: z.array(z.string()),
});
export type BankStatementResult = z.infer<typeof BankStatementResult>;

/** The device's call: the one endpoint a forwarding phone may make. */
export const bankFeedApi = {
  notify: defineEndpoint({
    method: 'POST',
    path: '/api/bank-feed/notifications',
    summary:
      'A forwarding device posts one bank text (Bearer device token); stored at once, processed after the answer. Also accepts the form-encoded fields of SMS forwarder apps (phone/sender, text/body)',
    access: 'device',
    body: z.strictObject({
      id: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .optional()
        .describe("the forwarder's message id: a resend with the same id is the same line"),
      sender: z.string().max(200),
      text: z.string().min(1).max(4000),
      receivedAt: z.iso.datetime({ offset: true }).describe('when the phone received the text'),
    }),
    response: z.object({ ok: z.literal(true), id: z.string() }),
  }),
} as const;

/** Staff: the devices and the queue of lines (role finance). */
export const operatorBankFeedApi = {
  devices: defineEndpoint({
    method: 'GET',
    path: '/api/operator/bank-feed/devices',
    summary: 'Forwarding devices, with their account and last contact',
    access: 'operator',
    permission: 'deposits.read',
    response: z.object({ devices: z.array(BankDevice) }),
  }),
  deviceAdd: defineEndpoint({
    method: 'POST',
    path: '/api/operator/bank-feed/devices',
    summary:
      'Register a forwarding device for one of the deposit accounts; its token is shown once',
    access: 'operator',
    permission: 'deposits.decide',
    body: z.strictObject({
      accountNo: z.string().trim().min(4).max(30),
      name: z.string().trim().min(1).max(100),
      reason: Reason,
    }),
    response: z.object({ device: BankDevice, token: z.string() }),
  }),
  deviceRevoke: defineEndpoint({
    method: 'POST',
    path: '/api/operator/bank-feed/devices/:id/revoke',
    summary: 'Revoke a forwarding device: its token is refused from now on',
    access: 'operator',
    permission: 'deposits.decide',
    params: RowId,
    body: z.strictObject({ reason: Reason }),
    response: BankDevice,
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: '/api/operator/bank-feed/lines',
    summary: 'Forwarded lines, newest first (default: those waiting for staff)',
    access: 'operator',
    permission: 'deposits.read',
    query: z.strictObject({
      state: z.enum([...BANK_LINE_STATES, 'all']).default('waiting'),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ lines: z.array(BankLine) }),
  }),
  lineAssign: defineEndpoint({
    method: 'POST',
    path: '/api/operator/bank-feed/lines/:id/assign',
    summary:
      'Credit a waiting or unparsed line to the member with this phone (a deposit like the others); an unparsed line needs the amount',
    access: 'operator',
    permission: 'deposits.decide',
    params: RowId,
    body: z.strictObject({
      phone: z.string().trim().min(1).max(20),
      reason: Reason,
      amount: Amount.refine((n) => n > 0, { message: 'more than 0' })
        .optional()
        .describe('baht: only for a line whose text shows no amount (BANK_LINE_AMOUNT)'),
    }),
    response: BankLine,
  }),
  lineDismiss: defineEndpoint({
    method: 'POST',
    path: '/api/operator/bank-feed/lines/:id/dismiss',
    summary: 'Dismiss a waiting or unparsed line with a reason (nothing is credited)',
    access: 'operator',
    permission: 'deposits.decide',
    params: RowId,
    body: z.strictObject({ reason: Reason }),
    response: BankLine,
  }),
  reconciliation: defineEndpoint({
    method: 'GET',
    path: '/api/operator/bank-feed/reconciliation',
    summary:
      "Per deposit account, one day's incoming lines (count, sum) against credited, assigned, dismissed and waiting, texts missing by the balance chain, and whether it balances",
    access: 'operator',
    permission: 'deposits.read',
    query: z.strictObject({
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional()
        .describe('YYYY-MM-DD in the site time zone; default today'),
      account: z.string().trim().min(4).max(30).optional().describe('one deposit account only'),
    }),
    response: BankReconciliation,
  }),
  statement: defineEndpoint({
    method: 'POST',
    path: '/api/operator/bank-feed/statements',
    summary:
      'Check a statement CSV exported from internet banking against the lines seen: each credit row a device did not forward is added to the queue as waiting (statement-only); uploading it again adds nothing',
    access: 'operator',
    permission: 'deposits.decide',
    body: z.strictObject({
      accountNo: z.string().trim().min(4).max(30),
      bank: z.enum(BANK_STATEMENT_BANKS),
      csv: z.string().min(1).max(5_000_000).describe('the CSV file as text (UTF-8)'),
      reason: Reason.optional(),
    }),
    response: BankStatementResult,
  }),
} as const;
