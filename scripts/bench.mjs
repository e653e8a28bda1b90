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
// the JavaScript /login fetches before its form works, per language (Debian's Chromium)
run('node bench/first-path.mjs');
run('node bench/api-throughput.mjs');
run('node bench/page-load.mjs');
// Lighthouse mobile scores of /login and /user/home (Debian's Chromium)
run('node bench/lighthouse.mjs');
// The wallet (issue 4), bet-feed (issue 8), wheel (issue 10), chat (issue 12; Redis for its
// two-copy run) and bank-feed (issue 26; `npm run bench -- --quick` sends it 1,000 texts instead
// of 10,000) benchmarks run on a real PostgreSQL server; so does money pushed live (decision
// 026: 1,000 sockets, 100 credits a second, one copy and two over Redis).
const quick = process.argv.includes('--quick') ? ' --quick' : '';
for (const bench of [
  'bench/wallet.mjs',
  'bench/rounds.mjs',
  'bench/spins.mjs',
  'bench/chat.mjs',
  `bench/bank-feed.mjs${quick}`,
  'bench/money-push.mjs',
]) {
  if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) run(`node ${bench}`);
  else console.log(`\n── ${bench} skipped: set BENCH_DATABASE_URL to a PostgreSQL server`);
}
