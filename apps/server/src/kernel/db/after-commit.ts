import { AsyncLocalStorage } from 'node:async_hooks';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/**
 * Work that must wait for a transaction's COMMIT (docs/decisions/026 "Money pushed live"): a
 * member is told their money changed only once the change is there for everyone to read, and
 * never for a transaction that rolled back. withTx (rows.ts) opens a scope for each transaction it
 * opens; `afterCommit` leaves a hook in the scope of the transaction it is given. A savepoint's
 * hooks pass to the enclosing transaction when it is released (and are dropped with it when it
 * rolls back); a transaction's hooks run once it has committed.
 */
interface Scope {
  /** The transaction this scope is for (set once the driver has opened it). */
  tx: Tx | null;
  hooks: Map<string, () => void>;
  parent: Scope | undefined;
}

const scopes = new AsyncLocalStorage<Scope>();

function scopeOf(tx: Tx): Scope | undefined {
  for (let scope = scopes.getStore(); scope; scope = scope.parent)
    if (scope.tx === tx) return scope;
  return undefined;
}

function run(hooks: Iterable<() => void>): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch {
      // what committed stays committed: a hook's failure (a listener) is not the request's
    }
  }
}

/**
 * Runs `hook` after `tx` commits; with `key`, once per transaction (a later hook of the same key
 * replaces the earlier one: it knows the later state). On the pool itself (no transaction) the
 * statement has already committed: the hook runs at once. On a transaction not opened through
 * withTx there is no knowing when it commits: the hook also runs at once (better told early, and
 * read again by the client, than never told).
 */
export function afterCommit(tx: Db, key: string, hook: () => void): void {
  const scope = scopeOf(tx);
  if (!scope) return run([hook]);
  scope.hooks.set(key, hook);
}

/** Whether `db` is itself a transaction (then `db.transaction` opens a savepoint in it). */
const isTransaction = (db: Db): boolean => db instanceof PgTransaction;

/** `db.transaction(fn)` with a scope for afterCommit; the one caller is withTx. */
export async function transactionWithHooks<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const parent = scopes.getStore();
  const scope: Scope = { tx: null, hooks: new Map(), parent };
  const result = await scopes.run(scope, () =>
    db.transaction((tx) => {
      scope.tx = tx;
      return fn(tx);
    }),
  );
  // a savepoint released: its hooks wait for the transaction around it
  const outer = isTransaction(db) ? scopeOf(db) : undefined;
  if (outer) for (const [key, hook] of scope.hooks) outer.hooks.set(key, hook);
  else run(scope.hooks.values());
  return result;
}
