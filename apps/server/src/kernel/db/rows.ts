import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Rows of a raw SQL query, on either driver. Both answer `{ rows }`; BIGINT arrives as a string
 * from pg and as a number from PGlite, so callers convert with Number().
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs `fn` in `tx` when given (the caller's transaction), else in a transaction of its own. */
export function inTransaction<T>(
  db: Db,
  tx: Db | undefined,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  if (tx) return fn(tx);
  return db.transaction((t) => fn(t as unknown as Db));
}
