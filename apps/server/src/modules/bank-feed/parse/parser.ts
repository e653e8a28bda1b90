import { parseAmount } from './amount';
import type {
  FeedBank,
  IncomingNotification,
  MaskedAccount,
  Payer,
  UnparsedNotification,
} from './types';

/**
 * One bank family's formats. `parse` gets the normalised text (one line, single spaces) and
 * answers null when the text is none of its formats, `unparsed` (with a note) when it is one of
 * them but unusable (an impossible date, an amount that is not an amount), else the line.
 */
export type BankParser = {
  bank: FeedBank;
  parse(text: string, receivedAt: Date): IncomingNotification | UnparsedNotification | null;
};

export const unusable = (bank: FeedBank, why: string): UnparsedNotification => ({
  kind: 'unparsed',
  note: `${bank} format, ${why}`,
});

export type Shown = {
  account: MaskedAccount | null;
  payer: Payer | null;
  amount: string;
  balance?: string | undefined;
  /** null when the format states no time; undefined when it stated one that does not exist. */
  statedAt: Date | null | undefined;
  channel?: 'sms' | 'push';
  truncated?: true;
};

/** Checks the figures and date a format matched and builds the incoming line. */
export function incoming(
  bank: FeedBank,
  shown: Shown,
): IncomingNotification | UnparsedNotification {
  const amount = parseAmount(shown.amount);
  if (amount === null || amount <= 0) return unusable(bank, `amount "${shown.amount}" refused`);
  const balance = shown.balance === undefined ? null : parseAmount(shown.balance);
  if (shown.balance !== undefined && balance === null)
    return unusable(bank, `balance "${shown.balance}" refused`);
  if (shown.statedAt === undefined) return unusable(bank, 'no such date');
  const line: IncomingNotification = {
    kind: 'incoming',
    bank,
    account: shown.account,
    payer: shown.payer,
    amount,
    statedAt: shown.statedAt,
    balance,
  };
  if (shown.channel) line.channel = shown.channel;
  if (shown.truncated) line.truncated = true;
  return line;
}

/** A regex match's groups as strings ('' for a group that did not take part). */
export function groups(m: RegExpExecArray): string[] {
  return m.slice(1).map((g) => g ?? '');
}

/** Integers from digit strings (`'08'` → 8). */
export const ints = (...xs: string[]) => xs.map((x) => Number.parseInt(x, 10));
