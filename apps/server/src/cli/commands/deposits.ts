import { api, SLIP_REASON_CODES, type OperatorDeposit } from '@wallet/contract';
import { OperatorError } from '../client';
import type { Command } from './types';

const baht = (n: number | null) => (n === null ? '-' : n.toFixed(2));
const STATUSES = ['processing', 'success', 'failed', 'all'] as const;
type Status = (typeof STATUSES)[number];

function status(arg: string | undefined, usage: string): Status {
  if (arg === undefined) return 'processing';
  if (!(STATUSES as readonly string[]).includes(arg)) throw new OperatorError(usage);
  return arg as Status;
}

function id(arg: string | undefined, usage: string): string {
  if (!arg || !/^\d{1,18}$/.test(arg)) throw new OperatorError(usage);
  return arg;
}

function amount(arg: string | undefined, usage: string): number {
  const n = Number(arg);
  if (!arg || !Number.isFinite(n) || n <= 0) throw new OperatorError(usage);
  return n;
}

const depositLine = (d: OperatorDeposit) =>
  [
    `#${d.id}`.padEnd(7),
    d.createdAt.slice(0, 19).replace('T', ' '),
    d.phone,
    `${d.method}/${d.channel}`.padEnd(16),
    baht(d.amount).padStart(10),
    d.status.padEnd(10),
    d.note ?? '',
    d.reference,
    d.detail ?? '',
    d.imageUrl ? `image ${d.imageUrl}` : '',
  ]
    .filter(Boolean)
    .join('  ');

function reviewCommands(kind: 'slip' | 'deposit'): Command[] {
  const method = kind === 'slip' ? 'slip' : undefined;
  const listName = kind === 'slip' ? 'slips' : 'deposits';
  return [
    {
      name: listName,
      args: '[processing|success|failed|all]',
      description:
        kind === 'slip'
          ? 'Uploaded slips, newest first (default: waiting for review)'
          : 'Deposits of every method (slip, qr, truelink, notice), newest first',
      async run([s], call) {
        const r = await call(api.operator.deposits, {
          query: {
            status: status(s, `usage: ${listName} [${STATUSES.join('|')}]`),
            limit: 50,
            ...(method ? { method } : {}),
          },
        });
        return r.deposits.length ? r.deposits.map(depositLine).join('\n') : `No ${listName}.`;
      },
    },
    {
      name: `${kind}:approve`,
      args: 'ID AMOUNT',
      description: `Approve ${kind === 'slip' ? 'a slip' : 'a deposit'} with the amount received (credits the wallet once)`,
      async run([i, a], call) {
        const usage = `usage: ${kind}:approve ID AMOUNT`;
        const r = await call(api.operator.depositApprove, {
          params: { id: id(i, usage) },
          body: { amount: amount(a, usage) },
        });
        return `Approved: ${depositLine(r)}`;
      },
    },
    {
      name: `${kind}:reject`,
      args: 'ID CODE',
      description: `Reject with a slip reason code: ${SLIP_REASON_CODES.join(', ')}`,
      async run([i, code], call) {
        const usage = `usage: ${kind}:reject ID CODE (${SLIP_REASON_CODES.join('|')})`;
        if (!code || !(SLIP_REASON_CODES as readonly string[]).includes(code)) {
          throw new OperatorError(usage);
        }
        const r = await call(api.operator.depositReject, {
          params: { id: id(i, usage) },
          body: { code: code as (typeof SLIP_REASON_CODES)[number] },
        });
        return `Rejected: ${depositLine(r)}`;
      },
    },
  ];
}

export const depositCommands: Command[] = [
  {
    name: 'withdrawals',
    args: '[processing|success|failed|all]',
    description: 'Withdrawals, newest first (default: waiting to be paid out)',
    async run([s], call) {
      const r = await call(api.operator.withdrawals, {
        query: { status: status(s, `usage: withdrawals [${STATUSES.join('|')}]`), limit: 50 },
      });
      if (!r.withdrawals.length) return 'No withdrawals.';
      return r.withdrawals
        .map((w) =>
          [
            `#${w.id}`.padEnd(7),
            w.createdAt.slice(0, 19).replace('T', ' '),
            w.phone,
            baht(w.amount).padStart(10),
            w.status.padEnd(10),
            `${w.bankCode} ${w.bankAccountNo} ${w.bankAccountName}`,
            w.reason ?? '',
          ].join('  '),
        )
        .join('\n');
    },
  },
  {
    name: 'withdrawal:paid',
    args: 'ID BANK_REFERENCE',
    description: 'Mark a withdrawal paid out, naming the bank transfer that paid it',
    async run([i, ...reference], call) {
      if (reference.length === 0)
        throw new OperatorError('usage: withdrawal:paid ID BANK_REFERENCE');
      const w = await call(api.operator.withdrawalPaid, {
        params: { id: id(i, 'usage: withdrawal:paid ID BANK_REFERENCE') },
        body: { reference: reference.join(' ') },
      });
      return `Withdrawal #${w.id} paid: ${baht(w.amount)} to ${w.bankCode} ${w.bankAccountNo}`;
    },
  },
  {
    name: 'withdrawal:fail',
    args: 'ID REASON',
    description: 'Fail a withdrawal; the money returns to the member wallet',
    async run([i, ...reason], call) {
      const usage = 'usage: withdrawal:fail ID REASON';
      const text = reason.join(' ').trim();
      if (!text) throw new OperatorError(usage);
      const w = await call(api.operator.withdrawalFail, {
        params: { id: id(i, usage) },
        body: { reason: text },
      });
      return `Withdrawal #${w.id} failed (${text}): ${baht(w.amount)} returned to ${w.phone}`;
    },
  },
  ...reviewCommands('slip'),
  ...reviewCommands('deposit'),
  {
    name: 'qrcodes',
    args: '[LIMIT]',
    description: 'Deposit QR codes, newest first (their ids are what qr:pay takes)',
    async run([limit], call) {
      const n = limit === undefined ? 20 : Number(limit);
      if (!Number.isInteger(n) || n < 1 || n > 200)
        throw new OperatorError('usage: qrcodes [LIMIT 1-200]');
      const { qrcodes } = await call(api.operator.qrcodes, { query: { limit: n } });
      if (qrcodes.length === 0) return 'No QR codes yet.';
      return qrcodes
        .map(
          (q) =>
            `${q.qrcodeId}  ${q.phone}  ${q.gateway.padEnd(5)} ${baht(q.amount).padStart(10)}  ${q.status.padEnd(9)} expires ${q.expiresAt}`,
        )
        .join('\n');
    },
  },
  {
    name: 'qr:pay',
    args: 'QRCODE_ID [AMOUNT]',
    description:
      'Pay a deposit QR as its gateway would (the running server applies the payment; AMOUNT other than the QR amount goes to review)',
    async run([qrcodeId, paid], call) {
      const usage = 'usage: qr:pay QRCODE_ID [AMOUNT]';
      if (!qrcodeId) throw new OperatorError(usage);
      const r = await call(api.operator.qrcodePay, {
        params: { id: qrcodeId },
        body: paid === undefined ? {} : { amount: amount(paid, usage) },
      });
      const other = r.paid === r.amount ? '' : `, paid ${baht(r.paid)}`;
      return `QR ${r.qrcodeId} (${r.gateway}, ${baht(r.amount)}${other}, ${r.status}): ${r.outcome}`;
    },
  },
];
