import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import type { DepositService } from '../deposits/module';
import type { SettingsService } from '../settings/module';
import { bankLines } from './tables';

// What the bank feed's parts (service, notice pairing, reconciliation) share: their
// dependencies, the line states they group and a few small rules.

/** What the bank feed takes from the modules it needs. */
export interface BankFeedDeps {
  settings: SettingsService;
  deposits: DepositService;
  guards: MoneyGuards;
  now: () => Date;
  log?: (err: unknown, lineId: number) => void;
}

/** Lines that are not money in (or not known to be): out of the chain and the reconciliation. */
export const NOT_INCOMING = ['ignored', 'unparsed'] as const;

/**
 * Waiting lines a member's transfer notice may pair with: the reasons that say only "we do not
 * know whose money this is" (a statement-only line, a refused or held one never pairs).
 */
export const PAIRABLE_REASONS = [
  'no-member',
  'several-members',
  'stale',
  'no-payer',
  'manual-account',
] as const;

/** A statement row and a forwarded line are the same transfer within this many minutes. */
export const STATEMENT_MATCH_MINUTES = 5;

/** A line seen that a statement row may be. */
export type ChainCandidate = { id: number; at: string; balance: number | null };

/** The time a line is ordered and counted by: the time its text states, else its arrival. */
export const lineTime = sql`coalesce(${bankLines.statedAt}, ${bankLines.receivedAt})`;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const digitsOf = (accountNo: string) => accountNo.replace(/\D/g, '');

/** YYYY-MM-DD of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
