// Wallet benchmark (issue 4): on local PostgreSQL with the demo provider, GET /api/wallet and
// POST /api/wallet/transfer at 50 connections, side by side with the same SQL statements sent
// straight through a pg pool (no HTTP, no framework), and the ratio between the two.
//   node bench/wallet.mjs       (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local postgres)
import { createHash, randomUUID } from 'node:crypto';
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

const sha256 = (s) => createHash('sha256').update(s).digest('hex');

// the two statements the server sends by name (prepared once per connection), sent so here too
const SESSION_RESOLVE = `select "sessions"."id", "members"."id", "members"."phone", "members"."name", "members"."source_code", "members"."inviter_id", "members"."bank_code", "members"."bank_account_name", "members"."bank_account_no", "members"."currency", "members"."status", "members"."created_at", "members"."updated_at" from "sessions" inner join "members" on "members"."id" = "sessions"."member_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2 and "members"."status" = $3)`;
const sessionResolve = (w) => ({
  name: 'session_resolve',
  text: SESSION_RESOLVE,
  values: [w.tokenHash, new Date().toISOString(), 'active'],
});

/**
 * One phase: a warm-up, then the measured run, with the CPU each process spent per request in
 * it (the server, this process, PostgreSQL): which one the 2-core machine ran out of first.
 */
async function measure(name, workers, once) {
  if (ONLY && !name.startsWith(ONLY)) return { requests: 0, errors: 0, rps: 0, p50ms: 0, p99ms: 0 };
  await load(workers, once, WARMUP_MS);
  const cpu = cpuMeter(name.endsWith('Api') ? server.pid : undefined);
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

  // ── GET /api/wallet ──
  results.walletApi = await measure(
    'walletApi',
    workers,
    async (w) =>
      (await request(server.base, 'GET', '/api/wallet', { authorization: `Bearer ${w.token}` })) ===
      200,
  );
  // the statements the server sends for it: the session (with the member's row), then three at
  // once (settings and the game catalogue are held in memory since issue 13; the game accounts
  // say whether a transfer of theirs is open), then the demo game's balance sync: the
  // provider's own read (nothing to write when unchanged)
  results.walletSql = await measure('walletSql', workers, async (w) => {
    const s = await pool.query(sessionResolve(w));
    const id = s.rows[0].id;
    const [accounts, games] = await Promise.all([
      pool.query(
        'SELECT id::text, kind, slot_code, currency, balance::text, version::text, created_at FROM ledger_accounts WHERE member_id = $1',
        [id],
      ),
      pool.query(
        `select "id", "member_id", "slot_code", "username", "password_enc", "status", "busy_until", "created_at", "updated_at", EXISTS (SELECT 1 FROM transfers t
          WHERE t.member_id = game_accounts.member_id AND t.slot_code = game_accounts.slot_code
            AND t.status = 'pending') as "transfer_open" from "game_accounts" where "game_accounts"."member_id" = $1`,
        [id],
      ),
      pool.query(
        `SELECT COALESCE(SUM(amount) FILTER (WHERE payout_id IS NULL AND (NOT flagged OR review = 'approved')), 0)::text AS due,
                COALESCE(SUM(amount) FILTER (WHERE payout_id IS NULL AND flagged AND review IS NULL), 0)::text AS reviewing
         FROM invite_accruals WHERE inviter_id = $1 AND payout_id IS NULL`,
        [id],
      ),
    ]);
    const game = games.rows.find((g) => g.slot_code === 'pg');
    await pool.query(
      'select "id", "game", "username", "password_hash", "currency", "balance", "locked_at", "created_at" from "demo_provider_accounts" where ("demo_provider_accounts"."game" = $1 and "demo_provider_accounts"."username" = $2)',
      ['pg', game.username],
    );
    JSON.stringify({ accounts: accounts.rows, games: games.rows });
    return true;
  });

  // ── POST /api/wallet/transfer, wallet → pg, 1 baht ──
  const transferBody = JSON.stringify({ from: 'WALLET', to: 'pg', amount: 1 });
  results.transferApi = await measure(
    'transferApi',
    workers,
    async (w) =>
      (await request(
        server.base,
        'POST',
        '/api/wallet/transfer',
        {
          authorization: `Bearer ${w.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(transferBody),
          'idempotency-key': randomUUID(),
        },
        transferBody,
      )) === 200,
  );
  const post = async (c, entry, postings, memberId) => {
    const balances = new Map();
    for (const [id, amount] of [...postings].sort((a, b) => a[0] - b[0])) {
      const r = await c.query(
        `UPDATE ledger_accounts SET balance = balance + $1, version = version + 1
         WHERE id = $2 AND (member_id IS NULL OR balance + $3 >= 0) RETURNING balance::text, currency, member_id`,
        [amount, id, amount],
      );
      if (r.rowCount !== 1) throw new Error(`account ${id}: not enough for ${amount}`);
      balances.set(id, Number(r.rows[0].balance));
    }
    await c.query(
      `WITH e AS (INSERT INTO journal_entries (kind, source_kind, source_id, member_id, memo) VALUES ($1, 'transfer', $2, $3, $4) RETURNING id)
       INSERT INTO postings (entry_id, account_id, amount)
       SELECT e.id, p.account_id, p.amount FROM e, (VALUES ($5::bigint, $6::bigint), ($7::bigint, $8::bigint)) AS p(account_id, amount)
       RETURNING entry_id::text AS id`,
      [entry.kind, entry.reference, memberId, entry.memo ?? null, ...postings.flat()],
    );
    return balances;
  };
  const tx = async (fn) => {
    const c = await pool.connect();
    try {
      await c.query('begin');
      const out = await fn(c);
      await c.query('commit');
      return out;
    } catch (error) {
      await c.query('rollback');
      throw error;
    } finally {
      c.release();
    }
  };
  // the statements the server sends for one transfer, in its order (settings and the catalogue
  // come from memory since issue 13)
  results.transferSql = await measure('transferSql', workers, async (w) => {
    const { id, wallet, in_flight: inFlight, game } = w.ids;
    const key = randomUUID();
    const ref = randomUUID();
    await pool.query(sessionResolve(w));
    const fingerprint = sha256(
      `wallet.transfer\n${JSON.stringify({ amount: 1, from: 'WALLET', to: 'pg' })}`,
    );
    const idem = await pool.query(
      `INSERT INTO idempotency_keys (member_id, key, endpoint, fingerprint) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id::text`,
      [id, key, 'wallet.transfer', fingerprint],
    );
    const requestId = idem.rows[0].id;
    // the target slot with the member's account there, then the member's accounts
    await pool.query(
      `select "game_slots"."code", "game_slots"."name", "game_slots"."category", "game_slots"."provider", "game_slots"."logo", "game_slots"."background", "game_slots"."product", "game_slots"."web", "game_slots"."android", "game_slots"."ios", "game_slots"."ft_wallet_slot", "game_slots"."sort_order", "game_slots"."enabled", "game_accounts"."id", "game_accounts"."member_id", "game_accounts"."slot_code", "game_accounts"."username", "game_accounts"."password_enc", "game_accounts"."status", "game_accounts"."busy_until", "game_accounts"."created_at", "game_accounts"."updated_at" from "game_slots" left join "game_accounts" on ("game_accounts"."slot_code" = "game_slots"."code" and "game_accounts"."member_id" = $1) where ("game_slots"."code" = $2 and "game_slots"."enabled" = $3)`,
      [id, 'pg', true],
    );
    await pool.query(
      `SELECT id::text, kind, slot_code, currency, balance::text, version::text, created_at
       FROM ledger_accounts WHERE member_id = $1`,
      [id],
    );
    const { transferId, walletAfter } = await tx(async (c) => {
      // the guards decide inside the debit's transaction, with the member locked (decision 019):
      // responsible play, the active bonus, and the slot still served
      await c.query('SELECT currency FROM members WHERE id = $1 FOR NO KEY UPDATE', [id]);
      await c.query(
        'select "member_id", "daily_limit", "weekly_limit", "monthly_limit", "reality_minutes", "timeout_until", "exclusion_until", "exclusion_lift_requested_at", "updated_at" from "responsible_profiles" where "responsible_profiles"."member_id" = $1',
        [id],
      );
      await c.query(
        `SELECT id::text, member_id::text, bonus_code, status, outcome, rules, currency,
           deposit_id::text, deposit::text, amount::text, base::text, own_funds::text, kept::text,
           forfeited::text, activated_at, started_at, ended_at
         FROM member_bonuses WHERE member_id = $1 AND status <> 'ended'`,
        [id],
      );
      await c.query(
        `SELECT s.provider, s.enabled, EXISTS (SELECT 1 FROM game_accounts a WHERE a.id = $1 AND a.status = 'active') AS account
         FROM game_slots s WHERE s.code = $2 FOR SHARE OF s`,
        [w.gameAccountId, 'pg'],
      );
      const t = await c.query(
        `INSERT INTO transfers (ref, member_id, request_id, slot_code, direction, amount, currency)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
        [ref, id, requestId, 'pg', 'to_game', 100, 'BAHT'],
      );
      const balances = await post(
        c,
        { kind: 'transfer_debit', reference: ref, memo: 'wallet → pg' },
        [
          [wallet, -100],
          [inFlight, 100],
        ],
        id,
      );
      return { transferId: t.rows[0].id, walletAfter: balances.get(wallet) };
    });
    // the demo provider's own work
    await tx(async (c) => {
      const moved = await c.query(
        `UPDATE demo_provider_accounts SET balance = balance + $1
         WHERE game = $2 AND username = $3 AND balance + $4 >= 0 AND ($5 < 0 OR locked_at IS NULL)
         RETURNING id::text`,
        [100, 'pg', w.gameUsername, 100, 100],
      );
      await c.query(
        `INSERT INTO demo_provider_transfers (game, ref, account_id, direction, amount)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        ['pg', ref, moved.rows[0].id, 'deposit', 100],
      );
    });
    await tx(async (c) => {
      await c.query(
        `UPDATE transfers SET status = $1, updated_at = now() WHERE id = $2 AND status = 'pending' RETURNING id`,
        ['settled', transferId],
      );
      await post(
        c,
        { kind: 'transfer_settle', reference: ref },
        [
          [inFlight, -100],
          [game, 100],
        ],
        id,
      );
      const body = { message: 'OK', wallet: { amount: walletAfter / 100 } };
      await c.query(
        `UPDATE idempotency_keys SET status = 'done', response_status = $1, response_body = $2::jsonb, updated_at = now()
         WHERE id = $3 AND status = 'running' RETURNING id`,
        [200, JSON.stringify(body), requestId],
      );
    });
    return true;
  });

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
  await pool.end();
  await server.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

const cpuText = ({ cpuMsPerRequest: c } = {}) =>
  c
    ? `  CPU ms/req:${c.server === null ? '' : ` server ${c.server.toFixed(2)}`} bench ${c.bench.toFixed(2)} postgres ${c.postgres.toFixed(2)}`
    : '';
const line = (name, r) =>
  `${name.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p50 ${String(r.p50ms).padStart(6)} ms  p99 ${String(r.p99ms).padStart(7)} ms  errors ${r.errors}${cpuText(r)}`;
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_MS / 1000} s each, pool ${POOL_SIZE}, local PostgreSQL`,
);
console.log(line('GET /api/wallet', results.walletApi));
console.log(line('  same SQL through pg pool', results.walletSql));
console.log(
  `  ratio API / direct SQL: ${(results.walletApi.rps / results.walletSql.rps).toFixed(2)}`,
);
console.log(line('POST /api/wallet/transfer', results.transferApi));
console.log(line('  same SQL through pg pool', results.transferSql));
console.log(
  `  ratio API / direct SQL: ${(results.transferApi.rps / results.transferSql.rps).toFixed(2)}`,
);
console.log(
  `ledger after the run: ${results.ledger.entries} entries, ${results.ledger.unbalanced} unbalanced, ${results.ledger.drifted} cached balances off`,
);
writeResult('wallet', {
  connections: CONNECTIONS,
  durationMs: DURATION_MS,
  poolSize: POOL_SIZE,
  ...results,
  walletRatio: +(results.walletApi.rps / results.walletSql.rps).toFixed(2),
  transferRatio: +(results.transferApi.rps / results.transferSql.rps).toFixed(2),
});
