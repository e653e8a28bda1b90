#!/usr/bin/env node
// `npm run bench`: builds the web app, then runs every benchmark in bench/ and prints its figures.
import { spawnSync } from 'node:child_process';

const run = (cmd) => {
  console.log(`\n── ${cmd}`);
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npm run build');
run('node bench/bundle-size.mjs');
run('node bench/api-throughput.mjs');
run('node bench/page-load.mjs');
// The wallet benchmark compares against direct SQL on a real PostgreSQL server (issue 4).
if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) run('node bench/wallet.mjs');
else console.log('\n── bench/wallet.mjs skipped: set BENCH_DATABASE_URL to a PostgreSQL server');
