import { api, BANK_LINE_STATES, type BankDevice, type BankLine } from '@wallet/contract';
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
  ].join('  ');

const lineLine = (l: BankLine) =>
  [
    `#${l.id}`.padEnd(6),
    l.receivedAt.slice(0, 19).replace('T', ' '),
    baht(l.amount).padStart(10),
    l.state.padEnd(9),
    l.reason ?? '',
    l.phone ?? '',
    l.depositId ? `deposit #${l.depositId}` : '',
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
];
