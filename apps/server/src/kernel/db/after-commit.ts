import type { Db, Tx } from './client';

/**
 * Work that must wait for a transaction's COMMIT (docs/decisions/026 "Money pushed live"): a
 * member is told their money changed only once the change is there for everyone to read, and
 * never for a transaction that rolled back. withTx (rows.ts) gives each transaction it opens a
 * scope, found by the transaction's own handle (no AsyncLocalStorage: on Node 20 it would put a
 * hook on every promise of the process); `afterCommit` leaves a hook in the scope of the
 * transaction it is given. A savepoint's hooks pass to the enclosing transaction when it is
 * released (and are dropped with it when it rolls back); a transaction's hooks run once it has
 * committed.
 */
interface Scope {
  hooks: Map<string, () => void>;
}

const scopes = new WeakMap<Db, Scope>();

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
  const scope = scopes.get(tx);
  if (!scope) return run([hook]);
  scope.hooks.set(key, hook);
}

/** `db.transaction(fn)` with a scope for afterCommit; the one caller is withTx. */
export async function transactionWithHooks<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const scope: Scope = { hooks: new Map() };
  const result = await db.transaction((tx) => {
    scopes.set(tx, scope);
    return fn(tx);
  });
  // a savepoint released: its hooks wait for the transaction around it
  const outer = scopes.get(db);
  if (outer) for (const [key, hook] of scope.hooks) outer.hooks.set(key, hook);
  else run(scope.hooks.values());
  return result;
}
