import pg from 'pg';

/** Drops the template and per-file databases test runs create on a real PostgreSQL server. */
async function dropTestDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'wallet\\_t\\_%' OR datname LIKE 'wallet\\_tmpl\\_%'",
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export async function setup(): Promise<() => Promise<void>> {
  // eslint-disable-next-line no-restricted-properties -- test harness
  const { TEST_DB, TEST_DATABASE_URL } = process.env;
  if (TEST_DB !== 'postgres' || !TEST_DATABASE_URL) return async () => undefined;
  await dropTestDatabases(TEST_DATABASE_URL);
  return () => dropTestDatabases(TEST_DATABASE_URL);
}
