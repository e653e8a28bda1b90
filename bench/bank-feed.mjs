// Bank feed benchmark (issue 26): on local PostgreSQL, a forwarding device posts KBank texts to
// POST /api/bank-feed/notifications at a steady rate (open loop: a text is sent on its schedule
// whether or not the earlier ones have answered), 80 % from members' registered accounts (they
// credit) and 20 % that wait for staff (half an unknown payer, half no payer shown). Each text
// states the time it is sent (fresh) and its own balance (the account's balances chain). The
// notification-to-credit latency of a line runs from the moment its POST was sent to the
// line's `decided_at` (read from the database at the end; same machine, same clock); the
// server-side part (`created_at` → `decided_at`) is reported beside it.
//   node bench/bank-feed.mjs [--quick] [--count N] [--rate N] [--members N]
//   (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local postgres; --quick = 1,000 texts)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import http from 'node:http';
import { apiClient, percentile, startServer, writeResult } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    count: { type: 'string' },
    rate: { type: 'string' },
    members: { type: 'string' },
  },
});
const COUNT = Number(args.count ?? (args.quick ? 1_000 : 10_000));
const RATE = Number(args.rate ?? 50);
/** Members with a registered KBank account; the matchable texts go to them in turn. */
const MEMBERS = Math.min(Number(args.members ?? (args.quick ? 200 : 1_000)), 9_000);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
/** How long to wait after the last POST for every line to be decided. */
const DRAIN_MS = 120_000;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const OPERATOR_TOKEN = `bench-operator-${randomUUID()}`;
const METRICS_TOKEN = `bench-metrics-${randomUUID()}`;
/** The site's AUTO KBank deposit account the device forwards. */
const OUR_ACCOUNT = '0641234567';

const pad = (n, w) => String(n).padStart(w, '0');
/** `DD/MM/YY HH:MM` in Thai time with a Buddhist two-digit year, as KBank states it. */
function kbankTime(at) {
  const t = new Date(at.getTime() + 7 * 3600_000);
  return `${pad(t.getUTCDate(), 2)}/${pad(t.getUTCMonth() + 1, 2)}/${pad((t.getUTCFullYear() + 543) % 100, 2)} ${pad(t.getUTCHours(), 2)}:${pad(t.getUTCMinutes(), 2)}`;
}
/** Satang → `2,350.00`. */
const baht = (satang) =>
  `${Math.floor(satang / 100).toLocaleString('en-US')}.${pad(satang % 100, 2)}`;
/** Member i's registered KBank account: 10 digits, its last four `i` (unique among members). */
const accountOf = (i) => `80${pad(i, 4)}${pad(i, 4)}`;

/** Text k: what it is (matched member, unknown payer, no payer) and its amount in satang. */
function plan(k) {
  const amount = 100_00 + (k % 900) * 100 + (k % 97);
  const slot = k % 10;
  if (slot < 8) return { kind: 'match', member: (Math.floor(k / 10) * 8 + slot) % MEMBERS, amount };
  if (slot === 8) return { kind: 'unknown', payer4: String(9_000 + (k % 1_000)), amount };
  return { kind: 'no-payer', amount };
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const dbName = `bank_feed_bench_${Date.now()}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;
const server = await startServer(18094, {
  DATABASE_URL: dbUrl.toString(),
  DATABASE_POOL_SIZE: String(POOL_SIZE),
  OPERATOR_TOKEN,
  METRICS_TOKEN,
});
const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
const loadBefore = os.loadavg();
let result;
try {
  const api = apiClient(server.base, OPERATOR_TOKEN);
  const set = (key, value, reason) =>
    api('PUT', `/api/operator/settings/${key}`, { operator: true, body: { value, reason } });
  await set('registerOTP', false, 'benchmark members register without OTP');
  await set(
    'deposit.accounts',
    [
      {
        bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
        bankCode: 'KBANK',
        bankType: 'DEPOSIT',
        mode: 'AUTO',
        bankAccountName: 'BENCH SITE',
        bankAccountNo: '064-1-23456-7',
        currency: 'BAHT',
      },
    ],
    'benchmark: one AUTO KBank deposit account',
  );

  // ── members, 8 registrations at a time ──
  const t0Members = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < MEMBERS; i = next++) {
        await api('POST', '/api/account', {
          body: {
            name: `Bench ${i}`,
            username: `08${80_000_000 + i}`,
            password: 'bench-password-1',
            sourceCode: 'FACEBOOK',
            inviteCode: '',
            bankCode: 'KBANK',
            bankAccountName: 'BENCH MEMBER',
            bankAccountNo: accountOf(i),
          },
        });
      }
    }),
  );
  const membersMs = performance.now() - t0Members;
  const { token: deviceToken } = await api('POST', '/api/operator/bank-feed/devices', {
    operator: true,
    body: { accountNo: OUR_ACCOUNT, name: 'bench phone', reason: 'benchmark device' },
  });

  // ── the texts, one every 1000/RATE ms ──
  const sent = new Array(COUNT); // { k, kind, sentAt (epoch ms), answerMs, status, id }
  const statuses = {};
  let balance = 1_000_000_00;
  let backlogMax = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM bank_lines WHERE state = 'new'`,
      );
      backlogMax = Math.max(backlogMax, rows[0].n);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  // the device's client: node:http on keep-alive sockets (cheaper than fetch on 2 cores), the
  // answer's line id kept
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const post = (body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        `${server.base}/api/bank-feed/notifications`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${deviceToken}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            let data = null;
            try {
              data = JSON.parse(Buffer.concat(chunks).toString());
            } catch {
              /* not JSON */
            }
            resolve({ status: res.statusCode, data });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const interval = 1000 / RATE;
  const start = performance.now();
  const inFlight = [];
  for (let k = 0; k < COUNT; k++) {
    const due = start + k * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const p = plan(k);
    balance += p.amount;
    const now = new Date();
    const from =
      p.kind === 'match'
        ? `รับโอนจาก X-${accountOf(p.member).slice(-4)} `
        : p.kind === 'unknown'
          ? `รับโอนจาก X-${p.payer4} `
          : 'เงินเข้า ';
    const text = `${kbankTime(now)} บช X-${OUR_ACCOUNT.slice(-4)} ${from}${baht(p.amount)} คงเหลือ ${baht(balance)} บ.`;
    const body = JSON.stringify({ sender: 'KBank', text, receivedAt: now.toISOString() });
    const entry = { k, kind: p.kind, sentAt: Date.now(), lateMs: performance.now() - due };
    const t0 = performance.now();
    sent[k] = entry;
    inFlight.push(
      post(body).then(({ status, data }) => {
        entry.status = status;
        entry.answerMs = performance.now() - t0;
        entry.id = data?.id;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
  }
  await Promise.all(inFlight);
  const postedMs = performance.now() - start;

  // ── wait for every line to be decided (the sweep job catches any left `new`) ──
  const drainEnd = performance.now() + DRAIN_MS;
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM bank_lines WHERE state = 'new'`,
    );
    if (rows[0].n === 0 || performance.now() > drainEnd) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  sampling = false;
  await sampler;

  // ── what happened to each text ──
  const { rows: lines } = await db.query(
    `SELECT l.id::text, l.state, l.reason, l.deposit_id::text,
            (extract(epoch FROM l.created_at) * 1000)::float8 AS created,
            (extract(epoch FROM l.decided_at) * 1000)::float8 AS decided,
            d.status AS deposit_status
     FROM bank_lines l LEFT JOIN deposits d ON d.id = l.deposit_id`,
  );
  const byId = new Map(lines.map((l) => [l.id, l]));
  const { rows: dep } = await db.query(
    `SELECT count(*)::int AS deposits, count(DISTINCT source)::int AS sources,
            count(*) FILTER (WHERE status = 'success')::int AS credited
     FROM deposits WHERE method = 'bank'`,
  );
  const e2e = [];
  const serverSide = [];
  const answers = [];
  const problems = [];
  const tally = { credited: 0, waiting: 0, other: 0 };
  let firstSent = Infinity;
  let lastCredit = 0;
  for (const s of sent) {
    answers.push(s.answerMs);
    firstSent = Math.min(firstSent, s.sentAt);
    const line = byId.get(s.id);
    if (!line) {
      problems.push(`text ${s.k}: no line (status ${s.status})`);
      continue;
    }
    if (line.state === 'credited') tally.credited++;
    else if (line.state === 'waiting') tally.waiting++;
    else tally.other++;
    if (s.kind === 'match') {
      if (line.state !== 'credited' || line.deposit_status !== 'success')
        problems.push(`text ${s.k}: ${line.state} ${line.reason ?? ''}`.trim());
      else {
        e2e.push(line.decided - s.sentAt);
        serverSide.push(line.decided - line.created);
        lastCredit = Math.max(lastCredit, line.decided);
      }
    } else if (line.state !== 'waiting' || line.reason !== s.kind.replace('unknown', 'no-member'))
      problems.push(`text ${s.k} (${s.kind}): ${line.state} ${line.reason ?? ''}`.trim());
  }
  const matchable = sent.filter((s) => s.kind === 'match').length;
  if (new Set(sent.map((s) => s.id)).size !== COUNT) problems.push('two texts share a line');
  if (
    dep[0].deposits !== matchable ||
    dep[0].sources !== matchable ||
    dep[0].credited !== matchable
  )
    problems.push(`deposits: ${JSON.stringify(dep[0])} for ${matchable} matchable texts`);
  const ledger = await api('GET', '/api/operator/ledger/check', { operator: true });
  if (!ledger.ok) problems.push(...ledger.problems);
  // the server's own histogram, when it has one (not required)
  const metrics = await fetch(`${server.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((r) => (r.ok ? r.text() : ''));
  const histogram = metrics
    .split('\n')
    .filter((l) => /^bank_feed_credit_seconds_(sum|count)/.test(l));

  const ms = (list, p) => Math.round(percentile(list, p));
  // the run in ten parts (in sending order): whether latency grows as the run goes on
  const part = Math.ceil(COUNT / 10);
  const parts = [];
  for (let from = 0; from < COUNT; from += part) {
    const slice = sent.slice(from, from + part);
    const credit = slice
      .map((s) => byId.get(s.id))
      .flatMap((l, i) => (l?.state === 'credited' ? [l.decided - slice[i].sentAt] : []))
      .sort((a, b) => a - b);
    const answer = slice.map((s) => s.answerMs).sort((a, b) => a - b);
    parts.push({
      texts: `${from}–${from + slice.length - 1}`,
      creditP50ms: ms(credit, 50),
      creditP99ms: ms(credit, 99),
      answerP50ms: ms(answer, 50),
      answerP99ms: ms(answer, 99),
    });
  }
  e2e.sort((a, b) => a - b);
  serverSide.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  const creditSpanS = (lastCredit - firstSent) / 1000;
  result = {
    texts: COUNT,
    rate: RATE,
    members: MEMBERS,
    poolSize: POOL_SIZE,
    registerMembersMs: Math.round(membersMs),
    postedMs: Math.round(postedMs),
    sentRate: +((COUNT - 1) / ((sent.at(-1).sentAt - firstSent) / 1000)).toFixed(1),
    maxScheduleLagMs: Math.round(Math.max(...sent.map((s) => s.lateMs))),
    statuses,
    matchable,
    credited: tally.credited,
    waiting: tally.waiting,
    otherStates: tally.other,
    creditedShare: +(tally.credited / COUNT).toFixed(3),
    waitingShare: +(tally.waiting / COUNT).toFixed(3),
    creditsPerSecond: +(tally.credited / creditSpanS).toFixed(1),
    latencyMs: { p50: ms(e2e, 50), p95: ms(e2e, 95), p99: ms(e2e, 99), max: ms(e2e, 100) },
    serverSideMs: {
      p50: ms(serverSide, 50),
      p95: ms(serverSide, 95),
      p99: ms(serverSide, 99),
      max: ms(serverSide, 100),
    },
    answerMs: { p50: ms(answers, 50), p99: ms(answers, 99) },
    backlogMax,
    parts,
    deposits: dep[0],
    ledger: { ok: ledger.ok, entries: ledger.entries, problems: ledger.problems.length },
    problems: problems.slice(0, 20),
    problemCount: problems.length,
    loadAverage: {
      before: loadBefore.map((l) => +l.toFixed(2)),
      after: os.loadavg().map((l) => +l.toFixed(2)),
    },
    cpus: os.cpus().length,
    ...(histogram.length ? { serverHistogram: histogram } : {}),
  };
} finally {
  await db.end();
  await server.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

const r = result;
console.log(
  `\nbank feed: ${r.texts} KBank texts at ${r.rate}/s (sent at ${r.sentRate}/s, ${r.matchable} matchable, ` +
    `${r.members} members, pool ${r.poolSize}), local PostgreSQL, load average ` +
    `${r.loadAverage.before.join(' ')} → ${r.loadAverage.after.join(' ')} on ${r.cpus} cores`,
);
console.log(
  `  credited ${r.credited} (${(r.creditedShare * 100).toFixed(1)} %), waiting ${r.waiting} ` +
    `(${(r.waitingShare * 100).toFixed(1)} %), other ${r.otherStates}; ${r.creditsPerSecond} credits/s`,
);
console.log(
  `  POST → credited: p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, p99 ${r.latencyMs.p99} ms, ` +
    `max ${r.latencyMs.max} ms (server created → decided p50 ${r.serverSideMs.p50} ms, p99 ${r.serverSideMs.p99} ms)`,
);
console.log(
  `  answer p50 ${r.answerMs.p50} ms, p99 ${r.answerMs.p99} ms; statuses ${JSON.stringify(r.statuses)}; ` +
    `lines left new at most ${r.backlogMax}`,
);
console.log(
  `  deposits ${JSON.stringify(r.deposits)}; ledger ${r.ledger.ok ? 'clean' : 'NOT clean'} ` +
    `(${r.ledger.entries} entries); ${r.problemCount} problems${r.problemCount ? `: ${r.problems.join('; ')}` : ''}`,
);
console.log(
  `  by tenth of the run, POST → credited p99 (ms): ${r.parts.map((p) => p.creditP99ms).join(', ')}; ` +
    `answer p99: ${r.parts.map((p) => p.answerP99ms).join(', ')}`,
);
writeResult(args.quick ? 'bank-feed-quick' : 'bank-feed', result);
if (r.problemCount) process.exitCode = 1;
