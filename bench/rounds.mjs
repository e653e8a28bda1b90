// Bet-feed benchmark (issue 8): on local PostgreSQL with the demo provider,
//   1. how many settled rounds per second `POST /api/operator/rounds/sync` ingests end to end
//      (the provider's feed read page by page, one INSERT … SELECT per page, then the bonus
//      module's listener re-reading the progress of every member with a running bonus), beside
//      a raw multi-row INSERT of the same rows into a scratch copy of game_rounds, and the ratio;
//   2. GET /api/bonus/check/active at 50 connections for members whose bonus runs on those rounds.
//   node bench/rounds.mjs       (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local postgres)
import { createHmac, randomUUID } from 'node:crypto';
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
/** Members with a pgslot account; every second one runs a bonus. */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
/** Settled rounds in the provider's feed, spread evenly over the members. */
const BETS = Number(process.env.BENCH_BETS ?? 50_000);
const OPERATOR_TOKEN = `bench-operator-${randomUUID()}`;
const WEBHOOK_SECRET = `bench-webhook-${randomUUID()}`;
const SLOT = 'pgslot';
/** RoundsIngest's page size (its default), kept for the raw side so both send the same batches. */
const PAGE = 500;
const DEPOSIT = 100; // baht: the bonus's minimum, credited 100 % (capped at 100)

/**
 * The running bonus: 100 % of the deposit, turnover 10 × deposit plus bonus (10 is the most the
 * server takes, bonus.maxMultiplier) on slots, i.e. 2,000 baht of stakes. The bets below come
 * to about 1,400 baht of stakes a member, so every bonus is part-way (about 70 %), never met and
 * never lost: the ingest's listener re-reads them all and ends none.
 */
const BONUS = {
  code: 'BENCHROUNDS',
  kind: 'bonus',
  type: 'limit',
  maxReceived: 1,
  amountRule: { kind: 'percent', percent: 100, cap: DEPOSIT },
  minDeposit: DEPOSIT,
  condition: { kind: 'turnover', multiplier: 10, base: 'deposit_bonus' },
  contributions: [{ category: 'slot', factor: 1 }],
  percentFail: 10,
  maxWithdraw: null,
  title: { th: 'Bench', la: 'Bench', en: 'Bench' },
  description: { th: 'Bench bonus', la: 'Bench bonus', en: 'Bench bonus' },
  banners: [],
  startsAt: null,
  endsAt: null,
  enabled: true,
  sortOrder: 99,
};

/** `limit` calls of `fn` at a time: setup goes faster without flooding a 2-core server. */
async function inParallel(items, limit, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

/** What a payment gateway sends: `t=<s>,v1=<HMAC of "<t>.<body>">` (docs/decisions/008). */
function signWebhook(body) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`;
}

const perSecond = (count, ms) => Math.round(count / (ms / 1000));
// the machine is shared (tests, builds): its load when the run began says how far to trust it
const machine = {
  cpus: os.availableParallelism(),
  loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
};

// ── setup: a fresh database, the real server on it, members with a pgslot account ──
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const dbName = `rounds_bench_${Date.now()}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;
const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: POOL_SIZE });
const results = {};
let server;
try {
  // a server that fails to start still leaves no database behind
  server = await startServer(18097, {
    DATABASE_URL: dbUrl.toString(),
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    OPERATOR_TOKEN,
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // only the benchmark's own sync calls read the feed
    ROUNDS_SYNC_INTERVAL_SECONDS: '0',
  });
  const api = apiClient(server.base, OPERATOR_TOKEN);
  await api('PUT', '/api/operator/settings/registerOTP', {
    operator: true,
    body: { value: false, reason: 'benchmark members register without OTP' },
  });
  await api('PUT', `/api/operator/bonuses/${BONUS.code}`, { operator: true, body: BONUS });

  const members = Array.from({ length: MEMBERS }, (_, i) => ({
    phone: `08${String(60_000_000 + i)}`,
    withBonus: i % 2 === 0,
  }));
  await inParallel(members, 8, async (m, i) => {
    m.token = await registerMember(api, m.phone, i, 6_000_000_000);
    await api('GET', `/api/wallet/activate/${SLOT}`, { token: m.token });
    if (!m.withBonus) return;
    // received first, then credited with the next deposit: a QR paid through the gateway's
    // webhook (an operator credit is no deposit and would not start it)
    await api('GET', `/api/bonus/activate/${BONUS.code}`, { token: m.token, key: randomUUID() });
    const qr = await api('POST', '/api/qrcode/KBANK', {
      token: m.token,
      body: { amount: DEPOSIT },
    });
    const event = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      data: { qrcodeId: qr.qrcodeId, amount: DEPOSIT },
    });
    const paid = await fetch(`${server.base}/api/payments/KBANK/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-signature': signWebhook(event) },
      body: event,
    });
    const outcome = (await paid.json()).outcome;
    if (outcome !== 'credited') throw new Error(`deposit of ${m.phone}: ${paid.status} ${outcome}`);
  });
  const bonusMembers = members.filter((m) => m.withBonus);
  const { rows: running } = await pool.query(
    `SELECT COUNT(*)::int AS n FROM member_bonuses WHERE status = 'running'`,
  );
  if (running[0].n !== bonusMembers.length) {
    throw new Error(`${running[0].n} bonuses running, ${bonusMembers.length} expected`);
  }

  // ── the provider's side: BETS settled spins in its own table, after every bonus started ──
  // Round-robin over the members; each member's stakes cycle through 1–10 baht, a third of the
  // spins win double. The settle times are spread evenly between the last bonus's start and now,
  // so every round counts for its bonus, in a feed ordered by time as a real one is.
  await pool.query(
    `WITH accounts AS (
       SELECT array_agg(d.id ORDER BY d.id) AS ids FROM demo_provider_accounts d
       JOIN game_accounts g ON g.username = d.username AND g.slot_code = d.game
       WHERE d.game = $1),
     span AS (SELECT MAX(started_at) AS t0, clock_timestamp() - MAX(started_at) AS length
              FROM member_bonuses)
     INSERT INTO demo_provider_bets (account_id, bet, win, reels, created_at)
     SELECT ids[1 + s % cardinality(ids)], 100 * stake,
            CASE WHEN s % 3 = 0 THEN 200 * stake ELSE 0 END, 'seven,bell,cherry',
            t0 + length * ((s + 1)::float8 / ($2 + 1))
     FROM accounts, span, generate_series(0, $2 - 1) AS s,
          LATERAL (SELECT 1 + (s + s / cardinality(ids)) % 10 AS stake) AS k`,
    [SLOT, BETS],
  );
  // a provider's table is vacuumed and analysed; a fresh bulk load is neither
  await pool.query('VACUUM ANALYZE demo_provider_bets');

  // the same rows as the feed serves them (demo provider's settledRounds), for the raw side
  const { rows: feed } = await pool.query(
    `SELECT 'bet-' || b.id AS round_id, a.username AS player, a.game, b.bet::int AS stake,
            b.win::int AS payout, b.created_at AS settled_at, g.member_id::text
     FROM demo_provider_bets b JOIN demo_provider_accounts a ON a.id = b.account_id
     JOIN game_accounts g ON g.slot_code = a.game AND g.username = a.username
     ORDER BY b.created_at, b.id`,
  );

  // ── 1a. the ingest, end to end: sync until every round is in game_rounds ──
  const syncs = [];
  let inserted = 0;
  const t0 = performance.now();
  while (inserted < BETS) {
    const s0 = performance.now();
    const r = await api('POST', '/api/operator/rounds/sync', { operator: true });
    const demo = r.providers.find((p) => p.provider === 'demo');
    syncs.push({ ms: Math.round(performance.now() - s0), ...demo, bonusesEnded: r.bonusesEnded });
    if (demo.error) throw new Error(`rounds sync: ${demo.error}`);
    if (demo.inserted === 0) throw new Error(`rounds sync stalled at ${inserted} of ${BETS}`);
    inserted += demo.inserted;
  }
  const ingestMs = performance.now() - t0;
  results.ingest = {
    rounds: inserted,
    ms: Math.round(ingestMs),
    roundsPerSecond: perSecond(inserted, ingestMs),
    syncs,
  };

  // progress is current: every running bonus shows the stakes of all its member's rounds
  const expected = new Map();
  for (const r of feed) expected.set(r.member_id, (expected.get(r.member_id) ?? 0) + r.stake);
  const { rows: ids } = await pool.query('SELECT id::text, phone FROM members');
  const idOf = new Map(ids.map((r) => [r.phone, r.id]));
  let stale = 0;
  for (const m of bonusMembers) {
    const { bonus } = await api('GET', '/api/bonus/check/active', { token: m.token });
    const want = (expected.get(idOf.get(m.phone)) ?? 0) / 100;
    if (bonus?.state !== 'running' || bonus.current !== want) stale++;
    m.progress = bonus?.percent;
  }
  results.progress = {
    bonuses: bonusMembers.length,
    stale,
    percent: [
      Math.min(...bonusMembers.map((m) => m.progress)),
      Math.max(...bonusMembers.map((m) => m.progress)),
    ],
  };

  // where the ingest's time goes besides its INSERTs: the provider's paged query alone (the demo
  // provider's settledRounds, LIMIT/OFFSET), over the window a first run reads
  const f0 = performance.now();
  const windowFrom = new Date(Date.now() - 7 * 86_400_000 - 120_000);
  const windowTo = new Date();
  for (let page = 0; ; page++) {
    const { rows: got } = await pool.query(
      `SELECT b.id::text, a.username, a.game, b.bet, b.win, b.created_at
       FROM demo_provider_bets b JOIN demo_provider_accounts a ON a.id = b.account_id
       WHERE b.created_at >= $1 AND b.created_at < $2
       ORDER BY b.created_at, b.id LIMIT $3 OFFSET $4`,
      [windowFrom, windowTo, PAGE + 1, page * PAGE],
    );
    if (got.length <= PAGE) break;
  }
  const feedMs = performance.now() - f0;
  results.feedRead = {
    rounds: feed.length,
    ms: Math.round(feedMs),
    roundsPerSecond: perSecond(feed.length, feedMs),
  };
  // the next run reads the overlap (2 minutes behind its cursor) again: here every round, none
  // new, so no listener; what each run of the job costs while the feed is this busy
  const resyncStart = performance.now();
  const again = await api('POST', '/api/operator/rounds/sync', { operator: true });
  results.resync = {
    ms: Math.round(performance.now() - resyncStart),
    ...again.providers.find((p) => p.provider === 'demo'),
  };

  // ── 1b. the same rows, raw: multi-row INSERT … ON CONFLICT DO NOTHING, PAGE rows a statement,
  // member ids known (no lookup), no feed to read, no listener ──
  const insertRaw = (table, page) => {
    const params = [];
    const tuples = page.map((r) => {
      const n = params.push(
        'demo',
        r.round_id,
        r.member_id,
        r.game,
        r.player,
        r.game,
        r.stake,
        r.payout,
        r.settled_at,
        false,
      );
      return `(${Array.from({ length: 10 }, (_, k) => `$${n - 9 + k}`).join(', ')})`;
    });
    return pool.query(
      `INSERT INTO ${table}
         (provider, round_id, member_id, slot_code, player, game, stake, payout, settled_at, void)
       VALUES ${tuples.join(', ')} ON CONFLICT (provider, round_id) DO NOTHING`,
      params,
    );
  };
  const pages = [];
  for (let i = 0; i < feed.length; i += PAGE) pages.push(feed.slice(i, i + PAGE));
  const raw = async (table, concurrency) => {
    // a scratch copy with game_rounds's columns, defaults, constraints and indexes
    await pool.query(`CREATE TABLE ${table} (LIKE game_rounds INCLUDING ALL)`);
    const r0 = performance.now();
    await inParallel(pages, concurrency, (page) => insertRaw(table, page));
    const ms = performance.now() - r0;
    return { rounds: feed.length, ms: Math.round(ms), roundsPerSecond: perSecond(feed.length, ms) };
  };
  // one page at a time, as the ingest sends them
  results.raw = await raw('bench_rounds_raw', 1);
  // every connection of the pool busy: what the database takes at most
  results.rawParallel = await raw('bench_rounds_raw_parallel', POOL_SIZE);

  // both sides stored the same rows
  const { rows: diff } = await pool.query(
    `SELECT COUNT(*)::int AS n FROM (SELECT * FROM game_rounds WHERE provider = 'demo') g
     FULL JOIN bench_rounds_raw r USING (provider, round_id)
     WHERE g.id IS NULL OR r.id IS NULL OR g.member_id IS DISTINCT FROM r.member_id
        OR g.stake <> r.stake OR g.payout <> r.payout OR g.settled_at <> r.settled_at`,
  );
  results.rowsDiffering = diff[0].n;

  // ── 2. GET /api/bonus/check/active, one member with a running bonus per connection ──
  const workers = Array.from(
    { length: CONNECTIONS },
    (_, i) => bonusMembers[i % bonusMembers.length],
  );
  const checkActive = async (m) =>
    (await request(server.base, 'GET', '/api/bonus/check/active', {
      authorization: `Bearer ${m.token}`,
    })) === 200;
  await load(workers, checkActive, WARMUP_MS);
  results.checkActive = await load(workers, checkActive, DURATION_MS);
} finally {
  await pool.end();
  await server?.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

const { ingest, raw, rawParallel, progress, checkActive } = results;
const ratio = +(ingest.roundsPerSecond / raw.roundsPerSecond).toFixed(2);
const ratioParallel = +(ingest.roundsPerSecond / rawParallel.roundsPerSecond).toFixed(2);
const rate = (name, r) =>
  `${name.padEnd(44)} ${String(r.roundsPerSecond).padStart(7)} rounds/s  ` +
  `(${r.rounds} in ${r.ms} ms)`;
const total = (field) => ingest.syncs.reduce((sum, call) => sum + call[field], 0);
console.log(
  `\n${MEMBERS} members (${progress.bonuses} with a running bonus), ${BETS} rounds, ` +
    `pages of ${PAGE}, pool ${POOL_SIZE}, local PostgreSQL; ${machine.cpus} CPUs, ` +
    `load ${machine.loadAverage.join(' ')} at the start`,
);
console.log(rate('POST /api/operator/rounds/sync (end to end)', ingest));
console.log(
  `  ${ingest.syncs.length} sync call(s); fetched ${total('fetched')}, ` +
    `unmatched ${total('unmatched')}, bonuses ended ${total('bonusesEnded')}`,
);
console.log(rate('  feed read alone (provider query, pool)', results.feedRead));
console.log(
  `  next sync, overlap re-read: ${results.resync.ms} ms ` +
    `(fetched ${results.resync.fetched}, inserted ${results.resync.inserted})`,
);
console.log(rate('  raw INSERT, one page at a time', raw));
console.log(rate(`  raw INSERT, ${POOL_SIZE} pages at a time`, rawParallel));
console.log(`  ratio ingest / raw: ${ratio} (against ${POOL_SIZE} at a time: ${ratioParallel})`);
console.log(
  `  rows differing between game_rounds and the raw copy: ${results.rowsDiffering}; ` +
    `bonuses with stale progress: ${progress.stale} of ${progress.bonuses} ` +
    `(progress ${progress.percent[0]}–${progress.percent[1]} %)`,
);
console.log(
  `GET /api/bonus/check/active ${CONNECTIONS} connections, ${DURATION_MS / 1000} s: ` +
    `${checkActive.rps} req/s  p50 ${checkActive.p50ms} ms  p99 ${checkActive.p99ms} ms  ` +
    `errors ${checkActive.errors}`,
);
writeResult('rounds', {
  machine,
  members: MEMBERS,
  bonuses: progress.bonuses,
  bets: BETS,
  pageSize: PAGE,
  poolSize: POOL_SIZE,
  connections: CONNECTIONS,
  durationMs: DURATION_MS,
  ...results,
  ratio,
  ratioParallel,
});
