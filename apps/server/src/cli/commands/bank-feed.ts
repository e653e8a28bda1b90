import { readFile } from 'node:fs/promises';
import {
  api,
  BANK_LINE_STATES,
  BANK_STATEMENT_BANKS,
  type BankDevice,
  type BankLine,
  type BankStatementBank,
} from '@wallet/contract';
import { OperatorError } from '../client';
import { reasonOf } from './reason';
import type { Command } from './types';

const baht = (n: number | null) => (n === null ? '-' : n.toFixed(2));

function id(arg: string | undefined, usage: string): string {
  if (!arg || !/^\d{1,18}$/.test(arg)) throw new OperatorError(usage);
  return arg;
}

/** `--name TEXT` up to the next `--option` (or the end). */
function option(args: string[], name: string): { rest: string[]; value: string | undefined } {
  const at = args.indexOf(name);
  if (at < 0) return { rest: args, value: undefined };
  let end = args.findIndex((a, i) => i > at && a.startsWith('--'));
  if (end < 0) end = args.length;
  return {
    rest: [...args.slice(0, at), ...args.slice(end)],
    value: args.slice(at + 1, end).join(' ') || undefined,
  };
}

const deviceLine = (d: BankDevice) =>
  [
    `#${d.id}`.padEnd(5),
    d.accountNo.padEnd(12),
    d.name,
    d.revokedAt ? `revoked ${d.revokedAt.slice(0, 19).replace('T', ' ')}` : 'active',
    `last seen ${d.lastSeenAt ? d.lastSeenAt.slice(0, 19).replace('T', ' ') : 'never'}`,
    d.silent ? 'SILENT' : '',
  ]
    .filter(Boolean)
    .join('  ');

const lineLine = (l: BankLine) =>
  [
    `#${l.id}`.padEnd(6),
    l.receivedAt.slice(0, 19).replace('T', ' '),
    baht(l.amount).padStart(10),
    l.state.padEnd(9),
    l.reason ?? '',
    l.phone ?? '',
    l.depositId ? `deposit #${l.depositId}` : '',
    l.missingBefore ? `MISSING TEXT BEFORE (${l.missingReason ?? ''})` : '',
    `"${l.text.length > 70 ? `${l.text.slice(0, 69)}…` : l.text}"`,
  ]
    .filter(Boolean)
    .join('  ');

/** Issue 26: forwarding devices, posting a text as a device would, and the queue of lines. */
export const bankFeedCommands: Command[] = [
  {
    name: 'bank:device:add',
    args: 'ACCOUNT_NO --name "TEXT" --reason "TEXT"',
    description:
      'Register a phone forwarding the texts of a deposit account (prints its token once)',
    async run(args, call) {
      const usage = 'usage: bank:device:add ACCOUNT_NO --name "TEXT" --reason "TEXT"';
      const { rest: r1, value: name } = option(args, '--name');
      const { rest, reason } = reasonOf(r1);
      const [accountNo] = rest;
      if (!accountNo || !name || !reason || rest.length !== 1) throw new OperatorError(usage);
      const r = await call(api.operatorBankFeed.deviceAdd, { body: { accountNo, name, reason } });
      return [
        `Device added: ${deviceLine(r.device)}`,
        `Token (shown once; the device sends it as Authorization: Bearer <token>):`,
        r.token,
      ].join('\n');
    },
  },
  {
    name: 'bank:devices',
    args: '',
    description: 'Forwarding devices, their account and last contact',
    async run(_args, call) {
      const r = await call(api.operatorBankFeed.devices);
      return r.devices.length ? r.devices.map(deviceLine).join('\n') : 'No devices.';
    },
  },
  {
    name: 'bank:device:revoke',
    args: 'ID --reason "TEXT"',
    description: 'Revoke a forwarding device (its token is refused from now on)',
    async run(args, call) {
      const usage = 'usage: bank:device:revoke ID --reason "TEXT"';
      const { rest, reason } = reasonOf(args);
      if (!reason || rest.length !== 1) throw new OperatorError(usage);
      const d = await call(api.operatorBankFeed.deviceRevoke, {
        params: { id: id(rest[0], usage) },
        body: { reason },
      });
      return `Revoked: ${deviceLine(d)}`;
    },
  },
  {
    name: 'bank:notify',
    args: 'DEVICE_TOKEN "TEXT" [--received-at ISO] [--id ID] [--sender S]',
    description:
      'Post a bank text as a forwarding device would (demos, tests; sender default KBank)',
    async run(args, call) {
      const usage =
        'usage: bank:notify DEVICE_TOKEN "TEXT" [--received-at ISO] [--id ID] [--sender S]';
      const { rest: r1, value: receivedAt } = option(args, '--received-at');
      const { rest: r2, value: messageId } = option(r1, '--id');
      const { rest, value: sender } = option(r2, '--sender');
      const [token, ...words] = rest;
      const text = words.join(' ');
      if (!token || !text) throw new OperatorError(usage);
      if (receivedAt !== undefined && Number.isNaN(Date.parse(receivedAt)))
        throw new OperatorError(usage);
      const r = await call(api.bankFeed.notify, {
        token,
        body: {
          sender: sender ?? 'KBank',
          text,
          receivedAt: new Date(receivedAt ?? Date.now()).toISOString(),
          ...(messageId ? { id: messageId } : {}),
        },
      });
      return `Received: line #${r.id} (processed in the background; see bank:lines all)`;
    },
  },
  {
    name: 'bank:lines',
    args: `[${[...BANK_LINE_STATES, 'all'].join('|')}]`,
    description: 'Forwarded bank lines with amount, state and reason (default: waiting for staff)',
    async run([state], call) {
      const states: readonly string[] = [...BANK_LINE_STATES, 'all'];
      if (state !== undefined && !states.includes(state))
        throw new OperatorError(`usage: bank:lines [${states.join('|')}]`);
      const r = await call(api.operatorBankFeed.lines, {
        query: { state: state ?? 'waiting', limit: 100 },
      });
      return r.lines.length ? r.lines.map(lineLine).join('\n') : 'No lines.';
    },
  },
  {
    name: 'bank:assign',
    args: 'LINE PHONE [--amount BAHT] --reason "TEXT"',
    description:
      'Credit a waiting or unparsed line to a member (a line without an amount needs --amount)',
    async run(args, call) {
      const usage = 'usage: bank:assign LINE PHONE [--amount BAHT] --reason "TEXT"';
      const { rest: r1, value: amountText } = option(args, '--amount');
      const { rest, reason } = reasonOf(r1);
      const [line, phone] = rest;
      if (!reason || !phone || rest.length !== 2) throw new OperatorError(usage);
      const amount = amountText === undefined ? undefined : Number(amountText);
      if (amount !== undefined && !(Number.isFinite(amount) && amount > 0))
        throw new OperatorError(usage);
      const r = await call(api.operatorBankFeed.lineAssign, {
        params: { id: id(line, usage) },
        body: { phone, reason, ...(amount !== undefined ? { amount } : {}) },
      });
      return `Assigned: ${lineLine(r)}`;
    },
  },
  {
    name: 'bank:dismiss',
    args: 'LINE --reason "TEXT"',
    description: 'Dismiss a waiting or unparsed line with a reason (nothing is credited)',
    async run(args, call) {
      const usage = 'usage: bank:dismiss LINE --reason "TEXT"';
      const { rest, reason } = reasonOf(args);
      if (!reason || rest.length !== 1) throw new OperatorError(usage);
      const r = await call(api.operatorBankFeed.lineDismiss, {
        params: { id: id(rest[0], usage) },
        body: { reason },
      });
      return `Dismissed: ${lineLine(r)}`;
    },
  },
  {
    name: 'bank:reconcile',
    args: '[--day YYYY-MM-DD] [--account ACCOUNT_NO]',
    description:
      "One day's incoming bank lines per deposit account against credited, assigned, dismissed and waiting (site time zone; default today)",
    async run(args, call) {
      const usage = 'usage: bank:reconcile [--day YYYY-MM-DD] [--account ACCOUNT_NO]';
      const { rest: r1, value: day } = option(args, '--day');
      const { rest, value: account } = option(r1, '--account');
      if (rest.length || (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)))
        throw new OperatorError(usage);
      const r = await call(api.operatorBankFeed.reconciliation, {
        query: { ...(day ? { day } : {}), ...(account ? { account } : {}) },
      });
      const tally = (name: string, t: { count: number; amount: number }) =>
        `${name} ${t.count} / ${t.amount.toFixed(2)}`;
      const lines = r.accounts.map((a) =>
        [
          `${a.bankCode || '?'} ${a.accountNo} (${a.currency})`.padEnd(24),
          tally('incoming', a.incoming),
          tally('credited', a.credited),
          tally('assigned', a.assigned),
          tally('dismissed', a.dismissed),
          tally('waiting', a.waiting),
          `missing texts ${a.missingTexts}`,
          `statement-only ${a.statementOnly}`,
          a.balanced ? 'BALANCED' : 'DIFFERENCE',
        ].join('  '),
      );
      return [`Day ${r.day}`, ...(lines.length ? lines : ['No deposit accounts.'])].join('\n');
    },
  },
  {
    name: 'bank:statement',
    args: `ACCOUNT_NO FILE.csv --bank ${BANK_STATEMENT_BANKS.join('|')}`,
    description:
      'Check a statement CSV from internet banking against the lines seen; credit rows no device forwarded join the queue (statement-only)',
    async run(args, call) {
      const usage = `usage: bank:statement ACCOUNT_NO FILE.csv --bank ${BANK_STATEMENT_BANKS.join('|')}`;
      const { rest, value: bankArg } = option(args, '--bank');
      const bank = bankArg?.toUpperCase();
      const [accountNo, file] = rest;
      if (!accountNo || !file || rest.length !== 2 || !bank) throw new OperatorError(usage);
      if (!(BANK_STATEMENT_BANKS as readonly string[]).includes(bank))
        throw new OperatorError(usage);
      const csv = await readFile(file, 'utf8').catch(() => {
        throw new OperatorError(`cannot read ${file}`);
      });
      const r = await call(api.operatorBankFeed.statement, {
        body: { accountNo, bank: bank as BankStatementBank, csv },
      });
      return [
        `Statement ${r.bank} ${r.accountNo}: ${r.rows} rows, ${r.credits} credits, ${r.matched} matched to lines seen, ${r.added} added to the queue (statement-only), ${r.alreadyAdded} added before`,
        ...(r.lines.length ? [`Lines added: ${r.lines.map((l) => `#${l}`).join(' ')}`] : []),
        ...r.skipped.map((s) => `row ${s.row} skipped: ${s.reason}`),
      ].join('\n');
    },
  },
];
