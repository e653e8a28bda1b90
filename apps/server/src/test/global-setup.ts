import pg from 'pg';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is just not ours to signal
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the template and per-file databases test runs create on a real PostgreSQL server
 * (`wallet_t_<run pid>_…`, `wallet_tmpl_<run pid>_…`): this run's, and those of runs whose main
 * process is gone (a crash). A run going on beside this one (another terminal) keeps its own.
 */
async function dropTestDatabases(url: string, run: number, mine: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'wallet\\_t\\_%' OR datname LIKE 'wallet\\_tmpl\\_%'",
    );
    for (const { datname } of rows) {
      const owner = Number(/^wallet_(?:t|tmpl)_(\d+)_/.exec(datname)?.[1] ?? Number.NaN);
      const drop = owner === run ? mine : !Number.isInteger(owner) || !alive(owner);
      if (drop) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

export async function setup(): Promise<() => Promise<void>> {
  // eslint-disable-next-line no-restricted-properties -- test harness
  const { TEST_DB, TEST_DATABASE_URL } = process.env;
  if (TEST_DB !== 'postgres' || !TEST_DATABASE_URL) return async () => undefined;
  // the workers name their databases after this process (test/database.ts)
  // eslint-disable-next-line no-restricted-properties -- test harness: handed to the workers
  process.env.WALLET_TEST_RUN = String(process.pid);
  await dropTestDatabases(TEST_DATABASE_URL, process.pid, false);
  return () => dropTestDatabases(TEST_DATABASE_URL, process.pid, true);
}
