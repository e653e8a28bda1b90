import type { SQL } from 'drizzle-orm';
import { transactionWithHooks } from './after-commit';
import type { Db, Tx } from './client';

/**
 * Rows of a raw SQL query, on either driver. Both answer `{ rows }`; BIGINT arrives as a string
 * from pg and as a number from PGlite, so callers convert with Number().
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // the one cast for the drivers' result: Db is typed over both, so execute() answers `unknown`
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs `fn` in `existing` when given (the caller's transaction, no savepoint), else in a new
 * transaction on `db` with the driver's defaults (READ COMMITTED; on a `db` that is itself a
 * transaction, drizzle opens a savepoint). The one place the server opens a transaction, so
 * work left for after the commit (after-commit.ts: money pushed live) runs only once it commits.
 */
export function withTx<T>(db: Db, fn: (tx: Tx) => Promise<T>, existing?: Tx): Promise<T> {
  if (existing) return fn(existing);
  return transactionWithHooks(db, fn);
}
