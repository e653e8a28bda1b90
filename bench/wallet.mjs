// Wallet benchmark (issue 4): on local PostgreSQL with the demo provider, GET /api/wallet and
// POST /api/wallet/transfer at 50 connections, side by side with the same SQL statements sent
// straight through a pg pool (no HTTP, no framework), and the ratio between the two. The direct
// side runs twice: as plain pool.query(text, values), each statement parsed every time, and
// prepared as the server sends them (docs/decisions/035). A third side, the floor, sends the
// prepared statements from a bare node:http server (wallet-floor-server.mjs): what HTTP alone
// costs on this machine, so the most any API's ratio to the prepared statements can be here.
//   node bench/wallet.mjs       (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local postgres)
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  apiClient,
  cpuMeter,
  load,
  registerMember,
  request,
  startServer,
  writeResult,
} from './lib.mjs';
import { sha256, transferStatements, walletStatements } from './wallet-sql.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
const OPERATOR_TOKEN = `bench-operator-${randomUUID()}`;
/** BENCH_ONLY=wallet or transfer runs one of the two (e.g. while profiling the server). */
const ONLY = process.env.BENCH_ONLY;

/**
 * One phase: a warm-up, then the measured run, with the CPU each process spent per request in
 * it (the server, this process, PostgreSQL): which one the 2-core machine ran out of first.
 */
async function measure(name, workers, once, serverPid) {
  if (process.env.BENCH_MARKS) console.error(`phase ${name}`);
  if (ONLY && !name.startsWith(ONLY)) return { requests: 0, errors: 0, rps: 0, p50ms: 0, p99ms: 0 };
  await load(workers, once, WARMUP_MS);
  const cpu = cpuMeter(serverPid);
  const result = await load(workers, once, DURATION_MS);
  const used = cpu();
  const perRequest = (ms) => (ms === null ? null : +(ms / Math.max(result.requests, 1)).toFixed(3));
  return {
    ...result,
    cpuMsPerRequest: {
      server: perRequest(used.serverMs),
      bench: perRequest(used.benchMs),
      postgres: perRequest(used.postgresMs),
    },
  };
}

/** The bare HTTP server of the floor, on the bench's database, knowing the bench's members. */
async function startFloor(databaseUrl, members) {
  const file = path.join(os.tmpdir(), `wallet-floor-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(members));
  const port = 18093;
  const child = fork(path.join(import.meta.dirname, 'wallet-floor-server.mjs'), {
    env: {
      ...process.env,
      FLOOR_PORT: String(port),
      FLOOR_DATABASE_URL: databaseUrl,
      FLOOR_POOL_SIZE: String(POOL_SIZE),
      FLOOR_WORKERS: file,
    },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the floor server exited during start')));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(file, { force: true });
    },
  };
}

// ── setup: a fresh database, the real server on it, one member per connection ──
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const dbName = `wallet_bench_${Date.now()}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;
const server = await startServer(18098, {
  DATABASE_URL: dbUrl.toString(),
  DATABASE_POOL_SIZE: String(POOL_SIZE),
  OPERATOR_TOKEN,
});
const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: POOL_SIZE });
const results = {};
const stops = [];
try {
  const api = apiClient(server.base, OPERATOR_TOKEN);
  await api('PUT', '/api/operator/settings/registerOTP', {
    operator: true,
    body: { value: false, reason: 'benchmark members register without OTP' },
  });
  const workers = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const phone = `08${String(70_000_000 + i)}`;
    const token = await registerMember(api, phone, i, 5_000_000_000);
    await api('POST', `/api/operator/members/${phone}/credit`, {
      operator: true,
      key: randomUUID(),
      body: { amount: 10_000_000, reason: 'benchmark' },
    });
    await api('GET', '/api/wallet/activate/pg', { token });
    workers.push({ phone, token });
  }
  // each member's wallet and in-flight accounts exist from their first wallet view on
  for (const w of workers) await api('GET', '/api/wallet', { token: w.token });
  // what the direct-SQL side needs to send the same statements
  for (const w of workers) {
    const { rows } = await pool.query(
      `SELECT m.id, (SELECT id FROM ledger_accounts WHERE member_id = m.id AND kind = 'wallet') AS wallet,
              (SELECT id FROM ledger_accounts WHERE member_id = m.id AND kind = 'transfer_in_flight') AS in_flight,
              (SELECT id FROM ledger_accounts WHERE member_id = m.id AND kind = 'game' AND slot_code = 'pg') AS game
       FROM members m WHERE m.phone = $1`,
      [w.phone],
    );
    const { rows: games } = await pool.query(
      `SELECT id::text, username FROM game_accounts WHERE member_id = $1 AND slot_code = 'pg'`,
      [rows[0].id],
    );
    Object.assign(w, {
      tokenHash: sha256(w.token),
      ids: rows[0],
      gameAccountId: games[0].id,
      gameUsername: games[0].username,
    });
  }

  const floor = await startFloor(dbUrl.toString(), workers);
  stops.push(floor.stop);

  // ── GET /api/wallet ──
  results.walletApi = await measure(
    'walletApi',
    workers,
    async (w) =>
      (await request(server.base, 'GET', '/api/wallet', { authorization: `Bearer ${w.token}` })) ===
      200,
    server.pid,
  );
  // the statements the server sends for it: the session (with the member's row), then three at
  // once (settings and the game catalogue are held in memory since issue 13; the game accounts
  // say whether a transfer of theirs is open), then the demo game's balance sync: the
  // provider's own read (nothing to write when unchanged)
  results.walletSql = await measure('walletSql', workers, (w) => walletStatements(pool, w, true));
  results.walletSqlPlain = await measure('walletSqlPlain', workers, (w) =>
    walletStatements(pool, w, false),
  );

  results.walletFloor = await measure(
    'walletFloor',
    workers,
    async (w) =>
      (await request(floor.base, 'GET', '/api/wallet', { authorization: `Bearer ${w.token}` })) ===
      200,
    floor.pid,
  );

  // ── POST /api/wallet/transfer, wallet → pg, 1 baht ──
  const transferBody = JSON.stringify({ from: 'WALLET', to: 'pg', amount: 1 });
  const transfer = (base) => async (w) =>
    (await request(
      base,
      'POST',
      '/api/wallet/transfer',
      {
        authorization: `Bearer ${w.token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(transferBody),
        'idempotency-key': randomUUID(),
      },
      transferBody,
    )) === 200;
  results.transferApi = await measure('transferApi', workers, transfer(server.base), server.pid);
  results.transferSql = await measure('transferSql', workers, (w) =>
    transferStatements(pool, w, randomUUID(), true),
  );
  results.transferSqlPlain = await measure('transferSqlPlain', workers, (w) =>
    transferStatements(pool, w, randomUUID(), false),
  );
  results.transferFloor = await measure('transferFloor', workers, transfer(floor.base), floor.pid);

  // both paths kept the books: every cached balance equals its postings, every entry balances
  const { rows: check } = await pool.query(
    `SELECT (SELECT COUNT(*) FROM ledger_accounts a
             LEFT JOIN (SELECT account_id, SUM(amount) AS s FROM postings GROUP BY account_id) p
               ON p.account_id = a.id
             WHERE a.balance <> COALESCE(p.s, 0))::int AS drifted,
            (SELECT COUNT(*) FROM (SELECT entry_id FROM postings GROUP BY entry_id
                                   HAVING SUM(amount) <> 0) u)::int AS unbalanced,
            (SELECT COUNT(*) FROM journal_entries)::int AS entries`,
  );
  results.ledger = check[0];
} finally {
  for (const stop of stops) await stop();
  await pool.end();
  await server.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

const cpuText = ({ cpuMsPerRequest: c } = {}) =>
  c
    ? `  CPU ms/req:${c.server === null ? '' : ` server ${c.server.toFixed(2)}`} bench ${c.bench.toFixed(2)} postgres ${c.postgres.toFixed(2)}`
    : '';
const ratio = (a, b) => +(a.rps / b.rps).toFixed(2);
const ratios = (api, direct, plain, floor) =>
  `  ratio API / plain SQL: ${ratio(api, plain)}; API / prepared SQL: ${ratio(api, direct)}; floor (bare HTTP) / prepared SQL: ${ratio(floor, direct)}; API / floor: ${ratio(api, floor)}`;
const line = (name, r) =>
  `${name.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p50 ${String(r.p50ms).padStart(6)} ms  p99 ${String(r.p99ms).padStart(7)} ms  errors ${r.errors}${cpuText(r)}`;
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_MS / 1000} s each, pool ${POOL_SIZE}, local PostgreSQL`,
);
console.log(line('GET /api/wallet', results.walletApi));
console.log(line('  same SQL, plain pool.query', results.walletSqlPlain));
console.log(line('  same SQL, prepared as the server', results.walletSql));
console.log(line('  prepared, behind bare node:http', results.walletFloor));
console.log(
  ratios(results.walletApi, results.walletSql, results.walletSqlPlain, results.walletFloor),
);
console.log(line('POST /api/wallet/transfer', results.transferApi));
console.log(line('  same SQL, plain pool.query', results.transferSqlPlain));
console.log(line('  same SQL, prepared as the server', results.transferSql));
console.log(line('  prepared, behind bare node:http', results.transferFloor));
console.log(
  ratios(results.transferApi, results.transferSql, results.transferSqlPlain, results.transferFloor),
);
console.log(
  `ledger after the run: ${results.ledger.entries} entries, ${results.ledger.unbalanced} unbalanced, ${results.ledger.drifted} cached balances off`,
);
writeResult('wallet', {
  connections: CONNECTIONS,
  durationMs: DURATION_MS,
  poolSize: POOL_SIZE,
  ...results,
  walletRatio: ratio(results.walletApi, results.walletSqlPlain),
  walletPreparedRatio: ratio(results.walletApi, results.walletSql),
  walletFloorRatio: ratio(results.walletFloor, results.walletSql),
  transferRatio: ratio(results.transferApi, results.transferSqlPlain),
  transferPreparedRatio: ratio(results.transferApi, results.transferSql),
  transferFloorRatio: ratio(results.transferFloor, results.transferSql),
});
