import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../kernel/db/client';

/**
 * Test databases. TEST_DB=postgres runs the suite on the real server at TEST_DATABASE_URL, else
 * on PGlite. Either way each test file gets a fresh database cloned from a migrated template,
 * so migrations run once per worker instead of once per test.
 */
// eslint-disable-next-line no-restricted-properties -- test harness selects the driver
const { TEST_DB, TEST_DATABASE_URL } = process.env;
export const testDriver: 'pglite' | 'postgres' = TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<Blob> | undefined;

async function pgliteFromTemplate(): Promise<Database> {
  pgliteTemplate ??= (async () => {
    const base = await openPglite(undefined);
    await base.migrate();
    const blob = await base.dumpDataDir();
    await base.close();
    return blob;
  })();
  return openPglite(undefined, await pgliteTemplate);
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The test run's databases carry the pid of the run's main process (global-setup.ts sets it), so
 * a run drops only its own and those of runs no longer alive, never a concurrent run's.
 */
// eslint-disable-next-line no-restricted-properties -- test harness: set by global-setup.ts
const runTag = () => process.env.WALLET_TEST_RUN ?? String(process.pid);

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh migrated PostgreSQL database; `poolSize` and `preparedStatements` as openPostgres. */
export async function postgresFromTemplate(
  poolSize = 20,
  preparedStatements?: number,
): Promise<Database> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    postgresTemplate ??= (async () => {
      const name = `wallet_tmpl_${runTag()}_${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const tmpl = openPostgres(withDatabase(TEST_DATABASE_URL, name), 2);
      await tmpl.migrate();
      await tmpl.close();
      return name;
    })();
    const template = await postgresTemplate;
    const name = `wallet_t_${runTag()}_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = openPostgres(
      withDatabase(TEST_DATABASE_URL, name),
      poolSize,
      preparedStatements,
    );
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await dropper.connect();
        await dropper
          .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          .finally(() => dropper.end());
      },
    };
  } finally {
    await admin.end();
  }
}

export function openTestDatabase(): Promise<Database> {
  return testDriver === 'postgres' ? postgresFromTemplate() : pgliteFromTemplate();
}
