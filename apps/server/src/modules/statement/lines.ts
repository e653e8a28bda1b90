import type { Locale, StatementEntry } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import type { EntryKind, SourceKind } from '../../kernel/ledger/registry';

/** One journal entry that moved the member's wallet, as the statement reads it. */
export interface WalletLine {
  entryId: number;
  kind: EntryKind;
  sourceKind: SourceKind;
  sourceId: string;
  /** Signed minor units on the wallet: + in, − out. */
  amount: number;
  createdAt: Date;
}

/** A statement entry with its amount in minor units (converted at the HTTP boundary). */
export type StatementLine = Omit<StatementEntry, 'amount'> & { amount: number };

/**
 * How a module describes its own statement lines (issue 8: "each module describes its own
 * statement lines"). `describe` gets every line of its kinds on one page at once, so it loads
 * the records they point at in one query.
 */
export interface StatementDescriber {
  readonly kinds: readonly EntryKind[];
  describe(
    db: Db,
    lines: WalletLine[],
    locale: Locale,
  ): Promise<Map<number, Omit<StatementLine, 'amount' | 'createdAt'>>>;
}
