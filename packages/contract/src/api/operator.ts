import { z } from 'zod';
import { QR_BANKS } from '../constants';
import { defineEndpoint } from '../endpoint';
import { SLIP_REASON_CODES } from '../errors';
import { Amount } from './common';
import { DEPOSIT_SORTS, TableTotal, tableQuery, WITHDRAWAL_SORTS } from './operator-table';

/**
 * The operator API behind `npm run operator` (not part of the member client). Authenticated by
 * `Authorization: Bearer <operator token>`; the token lives in DATA_DIR or OPERATOR_TOKEN.
 */
const SettingKey = z.object({ key: z.string().min(1).max(100) });
const MemberPhone = z.object({ phone: z.string().min(1).max(20) });
const Adjustment = z.strictObject({
  amount: Amount.refine((n) => n > 0, { message: 'more than 0' }),
  reason: z.string().trim().min(1).max(500),
});
const AdjustmentResult = z.object({
  phone: z.string(),
  entryId: z.string(),
  wallet: z.object({ amount: Amount }),
});
const RecoveryResult = z.object({
  settled: z.number().int(),
  reversed: z.number().int(),
  stillPending: z.number().int(),
  requestsClosed: z.number().int(),
});
const RowId = z.object({ id: z.string().regex(/^\d{1,18}$/) });
/** A withdrawal as the payout queue shows it (docs/decisions/008). */
export const OperatorWithdrawal = z.object({
  id: z.string(),
  phone: z.string(),
  amount: Amount,
  currency: z.string(),
  status: z.enum(['processing', 'success', 'failed']),
  bankCode: z.string(),
  bankAccountNo: z.string(),
  bankAccountName: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof OperatorWithdrawal>;
// issue 26: `bank`, a transfer seen in a forwarded bank text (credited automatically or by staff)
export const DEPOSIT_METHODS = ['slip', 'qr', 'truelink', 'notice', 'bank'] as const;
/** A deposit waiting for (or past) an operator's decision: slips, wallet links, notices, late QRs. */
export const OperatorDeposit = z.object({
  id: z.string(),
  phone: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  channel: z.string().describe('bank or gateway code (slip: the sending bank when read)'),
  amount: Amount.nullable(),
  /** The deposit's currency (the member's wallet's): the queue shows each amount in its own. */
  currency: z.string(),
  status: z.enum(['processing', 'success', 'failed']),
  note: z.string().nullable(),
  reference: z.string().describe('the slip reference members see, or the QR id / voucher'),
  detail: z.string().nullable().describe('what was read: slip transRef, link, QR state'),
  imageUrl: z.string().nullable().describe('slip image, a link valid for 5 minutes'),
  createdAt: z.string(),
  /**
   * Added: the member's registered bank account, so the cashier can check the slip's sender
   * against it (a transfer from another account is §8 NOT_MATCH). Bank names from the `banks`
   * setting (the code when the bank is no longer listed).
   */
  memberBank: z.object({
    bankCode: z.string(),
    nameTH: z.string(),
    nameEN: z.string(),
    accountNo: z.string(),
    accountName: z.string(),
  }),
});
export type OperatorDeposit = z.infer<typeof OperatorDeposit>;
const Setting = z.object({
  key: z.string(),
  value: z.unknown(),
  description: z.string(),
  // issue 14: what was cleaned out of operator HTML when it was saved, to tell the operator
  removed: z.array(z.string()).optional(),
});

export const operatorApi = {
  listSettings: defineEndpoint({
    method: 'GET',
    path: '/api/operator/settings',
    summary: 'Every setting with its value and what it is for',
    access: 'operator',
    permission: 'settings.read',
    response: z.object({ settings: z.array(Setting) }),
  }),
  getSetting: defineEndpoint({
    method: 'GET',
    path: '/api/operator/settings/:key',
    summary: 'One setting',
    access: 'operator',
    permission: 'settings.read',
    params: SettingKey,
    response: Setting,
  }),
  setSetting: defineEndpoint({
    method: 'PUT',
    path: '/api/operator/settings/:key',
    summary: 'Replace one setting; the value is checked against that setting’s schema',
    access: 'operator',
    permission: 'settings.write',
    params: SettingKey,
    body: z.strictObject({
      value: z.unknown(),
      // issue 11: a setting change says why; the reason is kept in the audit log
      reason: z.string().trim().min(3).max(500),
    }),
    response: Setting,
  }),
  terminate: defineEndpoint({
    method: 'POST',
    path: '/api/operator/terminate',
    summary: 'Mark the site terminated: members are sent to /terminated',
    access: 'operator',
    permission: 'settings.write',
    response: z.object({ terminated: z.boolean() }),
  }),
  smsOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/operator/sms',
    summary: 'Messages the SMS outbox holds, newest first (the local SMS adapter)',
    access: 'operator',
    permission: 'sms.read',
    query: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
    response: z.object({
      messages: z.array(
        z.object({ id: z.string(), phone: z.string(), text: z.string(), createdAt: z.string() }),
      ),
    }),
  }),
  setMemberStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/operator/members/:phone/status',
    summary:
      'Suspend a member (their sessions end, login answers INACTIVE_USER) or make them active',
    access: 'operator',
    permission: 'members.write',
    params: z.object({ phone: z.string().min(1).max(20) }),
    body: z.strictObject({
      status: z.enum(['active', 'suspended']),
      reason: z.string().trim().min(3).max(500),
    }),
    response: z.object({ phone: z.string(), status: z.enum(['active', 'suspended']) }),
  }),
  credit: defineEndpoint({
    method: 'POST',
    path: '/api/operator/members/:phone/credit',
    summary: 'Credit a member wallet, recorded as an adjustment entry with the reason',
    access: 'operator',
    permission: 'money.adjust',
    params: MemberPhone,
    body: Adjustment,
    response: AdjustmentResult,
    idempotent: true,
  }),
  debit: defineEndpoint({
    method: 'POST',
    path: '/api/operator/members/:phone/debit',
    summary: 'Debit a member wallet (never below zero), recorded as an adjustment entry',
    access: 'operator',
    permission: 'money.adjust',
    params: MemberPhone,
    body: Adjustment,
    response: AdjustmentResult,
    idempotent: true,
  }),
  memberWallet: defineEndpoint({
    method: 'GET',
    path: '/api/operator/members/:phone/wallet',
    summary: 'A member wallet, in-flight and game balances as the ledger holds them',
    access: 'operator',
    permission: 'members.read',
    params: MemberPhone,
    response: z.object({
      phone: z.string(),
      currency: z.string(),
      wallet: z.number(),
      inFlight: z.number(),
      games: z.array(z.object({ slotCode: z.string(), amount: z.number() })),
      pendingTransfers: z.number().int(),
    }),
  }),
  ledgerCheck: defineEndpoint({
    method: 'GET',
    path: '/api/operator/ledger/check',
    summary: 'Verify that every entry balances and every cached balance equals its postings',
    access: 'operator',
    permission: 'ledger.read',
    response: z.object({
      ok: z.boolean(),
      entries: z.number().int(),
      postings: z.number().int(),
      accounts: z.number().int(),
      problems: z.array(z.string()),
      /** Per currency: entries and accounts in it, and what its member accounts hold (minor units). */
      currencies: z.array(
        z.object({
          currency: z.string(),
          entries: z.number().int(),
          accounts: z.number().int(),
          memberHeld: z.number().int(),
        }),
      ),
    }),
  }),
  recoverTransfers: defineEndpoint({
    method: 'POST',
    path: '/api/operator/transfers/recover',
    summary: 'Settle or reverse transfers left in doubt now (the job also runs on its own)',
    access: 'operator',
    permission: 'ledger.repair',
    body: z.strictObject({ olderThanSeconds: z.number().int().min(0).max(86_400).optional() }),
    response: RecoveryResult,
  }),
  providerFault: defineEndpoint({
    method: 'PUT',
    path: '/api/operator/providers/demo/fault',
    summary: 'Make the demo game provider fail or time out a share of its calls (this server copy)',
    access: 'operator',
    permission: 'providers.manage',
    body: z.strictObject({
      rate: z.number().min(0).max(1),
      delayMs: z.number().int().min(0).max(60_000).optional(),
    }),
    response: z.object({ rate: z.number(), delayMs: z.number() }),
  }),
  setMemberBankAccountName: defineEndpoint({
    method: 'PUT',
    path: '/api/operator/members/:phone/bankAccountName',
    summary:
      'Record the account name exactly as the bank holds it (staff correction; no English rule, so a KTB/TMB/BBL member with a Thai name is then asked to fix it, §4)',
    access: 'operator',
    permission: 'members.write',
    params: z.object({ phone: z.string().min(1).max(20) }),
    body: z.strictObject({ bankAccountName: z.string().trim().min(1).max(100) }),
    response: z.object({ phone: z.string(), bankAccountName: z.string() }),
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/api/operator/reactivate',
    summary: 'Make a terminated site active again',
    access: 'operator',
    permission: 'settings.write',
    response: z.object({ terminated: z.boolean() }),
  }),
  withdrawals: defineEndpoint({
    method: 'GET',
    path: '/api/operator/withdrawals',
    summary:
      'Withdrawals, a page sorted and searched (default: newest of those waiting to be paid)',
    access: 'operator',
    permission: 'withdrawals.read',
    query: tableQuery(WITHDRAWAL_SORTS),
    response: TableTotal.extend({ withdrawals: z.array(OperatorWithdrawal) }),
  }),
  withdrawalPaid: defineEndpoint({
    method: 'POST',
    path: '/api/operator/withdrawals/:id/paid',
    summary: 'Mark a withdrawal paid out to the member bank account (the reserved money leaves)',
    access: 'operator',
    permission: 'withdrawals.decide',
    params: RowId,
    // issue 11: a payout names the bank transfer that made it (kept in the audit log)
    body: z.strictObject({ reference: z.string().trim().min(1).max(100) }),
    response: OperatorWithdrawal,
  }),
  withdrawalFail: defineEndpoint({
    method: 'POST',
    path: '/api/operator/withdrawals/:id/fail',
    summary: 'Fail a withdrawal: the reserved money returns to the member wallet',
    access: 'operator',
    permission: 'withdrawals.decide',
    params: RowId,
    body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
    response: OperatorWithdrawal,
  }),
  deposits: defineEndpoint({
    method: 'GET',
    path: '/api/operator/deposits',
    summary: 'Deposits, a page sorted and searched (default: newest waiting for review); by method',
    access: 'operator',
    permission: 'deposits.read',
    query: tableQuery(DEPOSIT_SORTS).extend({ method: z.enum(DEPOSIT_METHODS).optional() }),
    response: TableTotal.extend({ deposits: z.array(OperatorDeposit) }),
  }),
  depositApprove: defineEndpoint({
    method: 'POST',
    path: '/api/operator/deposits/:id/approve',
    summary: 'Approve a deposit with the amount received: the wallet is credited exactly once',
    access: 'operator',
    permission: 'deposits.decide',
    params: RowId,
    body: z.strictObject({
      amount: Amount.refine((n) => n > 0, { message: 'more than 0' }),
      note: z
        .string()
        .trim()
        .max(500)
        .optional()
        .describe('why: required when the amount differs from the deposit (APPROVE_NOTE_REQUIRED)'),
    }),
    response: OperatorDeposit,
  }),
  depositReject: defineEndpoint({
    method: 'POST',
    path: '/api/operator/deposits/:id/reject',
    summary: 'Reject a deposit with a §8 slip reason code (nothing is credited)',
    access: 'operator',
    permission: 'deposits.decide',
    params: RowId,
    body: z.strictObject({ code: z.enum(SLIP_REASON_CODES) }),
    response: OperatorDeposit,
  }),
  qrcodes: defineEndpoint({
    method: 'GET',
    path: '/api/operator/qrcodes',
    summary: 'Deposit QR codes, newest first, with the member phone (what `qr:pay` can pay)',
    access: 'operator',
    permission: 'deposits.read',
    query: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
    response: z.object({
      qrcodes: z.array(
        z.object({
          qrcodeId: z.string(),
          phone: z.string(),
          gateway: z.enum(QR_BANKS),
          amount: Amount,
          currency: z.string(),
          status: z.string(),
          expiresAt: z.string(),
        }),
      ),
    }),
  }),
  qrcode: defineEndpoint({
    method: 'GET',
    path: '/api/operator/qrcodes/:id',
    summary: 'One deposit QR (its gateway, amount and status)',
    access: 'operator',
    permission: 'deposits.read',
    params: z.object({ id: z.string().min(1).max(100) }),
    response: z.object({
      qrcodeId: z.string(),
      gateway: z.enum(QR_BANKS),
      amount: Amount,
      status: z.string(),
      expiresAt: z.string(),
    }),
  }),
  qrcodePay: defineEndpoint({
    method: 'POST',
    path: '/api/operator/qrcodes/:id/pay',
    summary:
      'Pay a deposit QR as its gateway would (`qr:pay`): the server applies the payment event itself, exactly as a signed webhook, so the operator needs no webhook secret',
    access: 'operator',
    permission: 'deposits.decide',
    params: z.object({ id: z.string().min(1).max(100) }),
    /** The amount paid; the QR's own amount when left out (another amount goes to review). */
    body: z.strictObject({ amount: z.number().positive().max(1_000_000_000).optional() }),
    response: z.object({
      qrcodeId: z.string(),
      gateway: z.enum(QR_BANKS),
      amount: Amount,
      paid: Amount,
      /** The QR's status before this payment. */
      status: z.string(),
      outcome: z.enum(['credited', 'review', 'duplicate', 'unknown_qr']),
    }),
    idempotent: true,
  }),
} as const;
