// Prize-wheel benchmark (issue 10), on local PostgreSQL:
//   POST /api/spinwheel/spin at 50 connections, one member per connection with plenty of coins:
//   each spin is one transaction (seed row locked, one coin out, HMAC draw, spin row, prize).
//   Afterwards: spins recorded = coins spent + coins won back, ledger:check clean, and a sample of
//   spins recomputed by the operator's spin:verify.
//   node bench/spins.mjs       (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local postgres)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { apiClient, load, registerMember, request, startServer, writeResult } from './lib.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
const COINS = 100_000;
const OPERATOR_TOKEN = `bench-operator-${randomUUID()}`;

const machine = {
  cpus: os.availableParallelism(),
  loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
};

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const dbName = `spins_bench_${Date.now()}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;
const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 4 });
const results = {};
let server;
try {
  server = await startServer(18098, {
    DATABASE_URL: dbUrl.toString(),
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    OPERATOR_TOKEN,
    ROUNDS_SYNC_INTERVAL_SECONDS: '0',
    REWARDS_INTERVAL_SECONDS: '0',
  });
  const api = apiClient(server.base, OPERATOR_TOKEN);
  await api('PUT', '/api/operator/settings/registerOTP', {
    operator: true,
    body: { value: false, reason: 'benchmark members register without OTP' },
  });
  const members = Array.from({ length: CONNECTIONS }, (_, i) => ({
    phone: `08${String(70_000_000 + i)}`,
  }));
  for (const [i, m] of members.entries()) {
    m.token = await registerMember(api, m.phone, i, 7_000_000_000);
    await api('POST', `/api/operator/members/${m.phone}/coins`, {
      operator: true,
      key: randomUUID(),
      body: { coins: COINS, reason: 'benchmark' },
    });
  }
  const spin = async (m) =>
    (await request(server.base, 'POST', '/api/spinwheel/spin', {
      authorization: `Bearer ${m.token}`,
      'idempotency-key': randomUUID(),
    })) === 200;
  await load(members, spin, WARMUP_MS);
  results.spin = await load(members, spin, DURATION_MS);

  const { rows: counts } = await pool.query(
    `SELECT COUNT(*)::int AS spins,
            COALESCE(SUM(coins_before - coins_after), 0)::int AS net_coins,
            (SELECT COUNT(*)::int FROM coupons) AS coupons
     FROM spins`,
  );
  const { rows: coins } = await pool.query(
    `SELECT COALESCE(SUM(balance), 0)::bigint AS left FROM ledger_accounts WHERE kind = 'coins'`,
  );
  results.recorded = {
    ...counts[0],
    coinsLeft: Number(coins[0].left),
    coinsAccountedFor: Number(coins[0].left) + counts[0].net_coins === COINS * members.length,
  };
  results.ledgerCheck = await api('GET', '/api/operator/ledger/check', { operator: true });
  const { rows: sample } = await pool.query('SELECT id FROM spins ORDER BY random() LIMIT 50');
  let verified = 0;
  for (const { id } of sample) {
    const v = await api('GET', `/api/operator/spins/${id}/verify`, { operator: true });
    if (v.ok) verified++;
  }
  results.verified = { sample: sample.length, ok: verified };
} finally {
  await pool.end();
  await server?.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

const { spin, recorded, ledgerCheck, verified } = results;
console.log(
  `\n${CONNECTIONS} members × ${COINS} coins, pool ${POOL_SIZE}, local PostgreSQL; ` +
    `${machine.cpus} CPUs, load ${machine.loadAverage.join(' ')} at the start`,
);
console.log(
  `POST /api/spinwheel/spin ${CONNECTIONS} connections, ${DURATION_MS / 1000} s: ` +
    `${spin.rps} spins/s  p50 ${spin.p50ms} ms  p99 ${spin.p99ms} ms  errors ${spin.errors}`,
);
console.log(
  `  ${recorded.spins} spins recorded, ${recorded.coupons} coupons issued; coins accounted for: ` +
    `${recorded.coinsAccountedFor}; ledger:check ${ledgerCheck.ok ? 'clean' : 'PROBLEMS'}; ` +
    `spin:verify ${verified.ok}/${verified.sample}`,
);
writeResult('spins', { machine, connections: CONNECTIONS, poolSize: POOL_SIZE, ...results });
