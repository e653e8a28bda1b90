import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { afterCommit } from '../db/after-commit';
import { rows, withTx } from '../db/rows';
import { ledgerAccounts } from './tables';
import { InsufficientFunds, InvalidEntry } from './errors';
import { MoneyGuards, type GuardPass } from './guards';
import { MoneyEvents } from './money-events';
import type { EntryKind, LedgerKinds, SourceKind } from './registry';

export type { EntryKind, SourceKind } from './registry';

/** What caused an entry, typed (a transfer's ref, a deposit's id…), declared in the registry. */
export interface EntrySource {
  kind: SourceKind;
  id: string | number;
}

export interface Posting {
  accountId: number;
  /** Signed minor units: + into the account, − out of it. */
  amount: number;
}

export interface Entry {
  kind: EntryKind;
  source: EntrySource;
  memberId?: number | null;
  memo?: string | null;
  postings: Posting[];
  /** The guards' yes for this movement, taken in the same transaction (decision 019). */
  guard?: GuardPass;
}

export interface PostedEntry {
  entryId: number;
  /** Balance of each touched account after the entry. */
  balances: Map<number, number>;
}

/**
 * The only code that changes a balance (ARCHITECTURE § Money). One entry = one journal row, its
 * postings, and the cached balances, all in one transaction. A member-owned account is updated
 * with `balance + d >= 0` in the WHERE clause, so two racing debits cannot both pass; the CHECK
 * constraint is the backstop. Accounts are updated in id order, so entries never deadlock.
 */
export class Ledger {
  /** The rules that can refuse a movement; their pass is what a guarded kind posts with. */
  readonly guards = new MoneyGuards();
  /**
   * Whose money changed, told after the commit (decision 026): every balance moves here, so one
   * hook covers every path (deposits, withdrawals, transfers, bonuses, rewards, staff).
   */
  readonly moneyEvents = new MoneyEvents();

  constructor(
    private readonly db: Db,
    /** The kinds the app declared: which are guarded, and by which actions. */
    private readonly kinds: LedgerKinds,
  ) {}

  /**
   * Tells the member, once `tx` commits (once per transaction, with the postings' tell), that
   * their money changed though no balance of theirs moved here: a bonus that ends with nothing
   * to forfeit changes what they may withdraw and what home shows of it.
   */
  changedWithoutPosting(tx: Tx, memberId: number): void {
    afterCommit(tx, `money:m${memberId}`, () => this.moneyEvents.changed({ memberId }));
  }

  async post(entry: Entry, tx?: Tx): Promise<PostedEntry> {
    const net = netByAccount(entry.postings);
    return withTx(
      this.db,
      async (t) => {
        checkPass(entry, t, this.kinds);
        const balances = new Map<number, number>();
        /** Members whose accounts this entry moves: told once the transaction commits. */
        const owners = new Set<number>();
        const sumByCurrency = new Map<string, number>();
        for (const [accountId, amount] of net) {
          // the rule: a member-owned account moves only if it stays at or above zero
          const [row] = await rows<{
            balance: string;
            currency: string;
            member_id: string | number | null;
          }>(
            t,
            sql`UPDATE ledger_accounts SET balance = balance + ${amount}, version = version + 1
              WHERE id = ${accountId} AND (member_id IS NULL OR balance + ${amount} >= 0)
              RETURNING balance::text, currency, member_id`,
          );
          if (!row) {
            const [exists] = await t
              .select({ id: ledgerAccounts.id })
              .from(ledgerAccounts)
              .where(eq(ledgerAccounts.id, accountId));
            if (!exists) throw new InvalidEntry(`unknown account ${accountId}`);
            throw new InsufficientFunds(accountId);
          }
          balances.set(accountId, Number(row.balance));
          if (row.member_id !== null) owners.add(Number(row.member_id));
          sumByCurrency.set(row.currency, (sumByCurrency.get(row.currency) ?? 0) + amount);
        }
        // one entry, one currency: kip and baht never meet, not even balanced on each side
        if (sumByCurrency.size > 1) {
          throw new InvalidEntry(`entry mixes currencies: ${[...sumByCurrency.keys()].join(', ')}`);
        }
        for (const [currency, sum] of sumByCurrency) {
          if (sum !== 0) throw new InvalidEntry(`entry does not balance in ${currency}: ${sum}`);
        }
        // the journal row and its postings in one statement (one round trip)
        const values = sql.join(
          entry.postings.map((p) => sql`(${p.accountId}::bigint, ${p.amount}::bigint)`),
          sql`, `,
        );
        const [journal] = await rows<{ id: string }>(
          t,
          sql`WITH e AS (
              INSERT INTO journal_entries (kind, source_kind, source_id, member_id, memo)
              VALUES (${entry.kind}, ${entry.source.kind}, ${String(entry.source.id)},
                      ${entry.memberId ?? null}, ${entry.memo ?? null})
              RETURNING id)
            INSERT INTO postings (entry_id, account_id, amount)
            SELECT e.id, p.account_id, p.amount FROM e, (VALUES ${values}) AS p(account_id, amount)
            RETURNING entry_id::text AS id`,
        );
        const entryId = Number(journal!.id);
        // once per member and transaction, and only if it commits (an entry that throws above
        // leaves no hook; a transaction rolled back later drops the ones it holds)
        for (const memberId of owners) this.changedWithoutPosting(t, memberId);
        return { entryId, balances };
      },
      tx,
    );
  }
}

/**
 * A guarded kind moves only with a pass the guards issued in this very transaction, for this
 * member and one of the kind's actions (docs/decisions/019).
 */
function checkPass(entry: Entry, tx: Db, kinds: LedgerKinds): void {
  const actions = kinds.guardedBy(entry.kind);
  if (!actions) return;
  const pass = entry.guard;
  if (!pass?.valid || pass.tx !== tx || pass.memberId !== entry.memberId) {
    throw new InvalidEntry(`a ${entry.kind} entry needs the guards' pass of its own transaction`);
  }
  if (!actions.includes(pass.action)) {
    throw new InvalidEntry(`a ${entry.kind} entry cannot move on a ${pass.action} pass`);
  }
}

/** Checks the postings and sums them per account, in id order (the lock order). */
function netByAccount(list: Posting[]): Map<number, number> {
  if (list.length < 2) throw new InvalidEntry('an entry needs at least two postings');
  const net = new Map<number, number>();
  for (const p of list) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
      throw new InvalidEntry(`posting amount must be a non-zero integer: ${p.amount}`);
    }
    net.set(p.accountId, (net.get(p.accountId) ?? 0) + p.amount);
  }
  for (const [id, amount] of net) if (amount === 0) net.delete(id);
  return new Map([...net].sort(([a], [b]) => a - b));
}
