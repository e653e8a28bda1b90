import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  DEFAULT_PREPARED_STATEMENTS,
  preparingClient,
  StatementNames,
} from './prepared-statements';

/**
 * Both drivers give the same PostgreSQL dialect; code above this file never knows which. No
 * schema object: every table is imported from its owner's `tables.ts` where it is queried (the
 * relational `db.query.*` API is not used), so the kernel lists no module's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/**
 * The handle a transaction gives. Drizzle's PgTransaction extends PgDatabase, so a transaction is
 * a Db with the same query API: code that takes a `Db` runs as well inside a transaction as on the
 * pool, and neither needs a cast. The name says which of the two a parameter expects.
 */
export type Tx = Db;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL only; the embedded database has one, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

export interface EmbeddedDatabase extends Database {
  /** The whole data directory, uncompressed (the tests clone a migrated template from it). */
  dumpDataDir(): Promise<Blob>;
}

/** Embedded PostgreSQL (PGlite) persisted in `dir`, or in memory when dir is undefined. */
export async function openPglite(
  dir: string | undefined,
  loadDataDir?: Blob,
): Promise<EmbeddedDatabase> {
  if (dir) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite({ client });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * A real PostgreSQL server through a pool. Several server copies may start at once, so
 * migrations run under an advisory lock. `preparedStatements` 0 sends every statement unnamed.
 */
export function openPostgres(
  url: string,
  poolSize = 10,
  preparedStatements = DEFAULT_PREPARED_STATEMENTS,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(preparedStatements > 0
      ? { Client: preparingClient(new StatementNames(preparedStatements)) }
      : {}),
  });
  // An idle client error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock(727274)');
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
