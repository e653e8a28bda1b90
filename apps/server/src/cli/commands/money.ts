import { api } from '@wallet/contract';
import { OperatorError } from '../client';
import type { Command } from './types';

/** `credit PHONE AMOUNT --reason "TEXT"` → its parts, or a usage error. */
export function parseAdjustment(name: string, args: string[]) {
  const usage = `usage: ${name} PHONE AMOUNT --reason "TEXT"`;
  const at = args.indexOf('--reason');
  const reason =
    at >= 0
      ? args
          .slice(at + 1)
          .join(' ')
          .trim()
      : '';
  const [phone, amountText] = at >= 0 ? args.slice(0, at) : args;
  const amount = Number(amountText);
  if (!phone || !amountText || !Number.isFinite(amount) || amount <= 0 || !reason) {
    throw new OperatorError(usage);
  }
  return { phone, amount, reason };
}

const baht = (n: number) => n.toFixed(2);

export const moneyCommands: Command[] = [
  {
    name: 'credit',
    args: 'PHONE AMOUNT --reason "TEXT"',
    description: 'Credit a member wallet (an adjustment entry with the reason)',
    async run(args, call) {
      const { phone, amount, reason } = parseAdjustment('credit', args);
      const r = await call(api.operator.credit, { params: { phone }, body: { amount, reason } });
      return `Credited ${baht(amount)} to ${r.phone} (entry ${r.entryId}); wallet ${baht(r.wallet.amount)}`;
    },
  },
  {
    name: 'debit',
    args: 'PHONE AMOUNT --reason "TEXT"',
    description: 'Debit a member wallet, never below zero (an adjustment entry)',
    async run(args, call) {
      const { phone, amount, reason } = parseAdjustment('debit', args);
      const r = await call(api.operator.debit, { params: { phone }, body: { amount, reason } });
      return `Debited ${baht(amount)} from ${r.phone} (entry ${r.entryId}); wallet ${baht(r.wallet.amount)}`;
    },
  },
  {
    name: 'wallet',
    args: 'PHONE',
    description: 'A member wallet, in-flight and game balances as the ledger holds them',
    async run([phone], call) {
      if (!phone) throw new OperatorError('usage: wallet PHONE');
      const w = await call(api.operator.memberWallet, { params: { phone } });
      return [
        `${w.phone} (${w.currency})`,
        `  wallet     ${baht(w.wallet)}`,
        `  in flight  ${baht(w.inFlight)}  (${w.pendingTransfers} pending transfer(s))`,
        ...w.games.map((g) => `  ${g.slotCode.padEnd(10)} ${baht(g.amount)}`),
      ].join('\n');
    },
  },
  {
    name: 'ledger:check',
    args: '',
    description: 'Verify every entry balances and every cached balance equals its postings',
    async run(_args, call) {
      const r = await call(api.operator.ledgerCheck);
      const summary = `${r.entries} entries, ${r.postings} postings, ${r.accounts} accounts`;
      // each currency on its own line: nothing adds kip to baht
      const perCurrency = r.currencies.map(
        (c) =>
          `  ${c.currency.padEnd(5)} ${c.entries} entries, ${c.accounts} accounts, members hold ${c.memberHeld} (minor units)`,
      );
      if (!r.ok)
        throw new OperatorError(`LEDGER CHECK FAILED (${summary}):\n${r.problems.join('\n')}`);
      return [`Ledger OK: ${summary}; no entry mixes currencies`, ...perCurrency].join('\n');
    },
  },
  {
    name: 'transfers:recover',
    args: '[OLDER_THAN_SECONDS]',
    description: 'Settle or reverse transfers left in doubt now (default: the grace period)',
    async run([seconds], call) {
      const n = seconds === undefined ? undefined : Number(seconds);
      if (n !== undefined && (!Number.isInteger(n) || n < 0)) {
        throw new OperatorError('usage: transfers:recover [OLDER_THAN_SECONDS]');
      }
      const r = await call(api.operator.recoverTransfers, {
        body: n === undefined ? {} : { olderThanSeconds: n },
      });
      return `Settled ${r.settled}, reversed ${r.reversed}, still pending ${r.stillPending}; requests closed ${r.requestsClosed}`;
    },
  },
  {
    name: 'provider:fault',
    args: 'RATE [DELAY_MS]',
    description: 'Make the demo game provider fail a share (0–1) of its calls; 0 turns it off',
    async run([rate, delay], call) {
      const r = Number(rate);
      const d = delay === undefined ? 0 : Number(delay);
      if (rate === undefined || !(r >= 0 && r <= 1) || !Number.isInteger(d) || d < 0) {
        throw new OperatorError('usage: provider:fault RATE(0-1) [DELAY_MS]');
      }
      const saved = await call(api.operator.providerFault, { body: { rate: r, delayMs: d } });
      return saved.rate === 0
        ? 'Demo provider answers every call.'
        : `Demo provider fails ${Math.round(saved.rate * 100)}% of calls${saved.delayMs ? `, slow ones by ${saved.delayMs} ms` : ''}.`;
    },
  },
];
