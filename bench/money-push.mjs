// Money pushed live benchmark (docs/decisions/026): 1,000 members with a socket open, 100 money
// events a second (operator credits through the API, each to one member) for BENCH_SECONDS. Two
// latencies (p50/p95/p99): the push's own, from the commit (the event's `at`, stamped by the
// server right after COMMIT; same machine, same clock) until that member's socket receives
// `money:changed`; and the whole path, from the moment the credit's request is SENT until then
// (it includes the credit's own time and any queue when the server cannot keep up). Sent, not
// answered: the server tells the socket right after the commit, before it answers. Run on one copy,
// then on two copies sharing PostgreSQL and Redis, members' sockets spread over both copies and
// each credit sent to the copy the member is NOT connected to.
//   node bench/money-push.mjs   (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local postgres;
//                                BENCH_REDIS_URL, else redis://127.0.0.1:6379 for two copies)
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { io } from 'socket.io-client';
import { percentile, startServer, writeResult } from './lib.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 18210);
const OPERATOR_TOKEN = `bench-operator-${randomUUID()}`;
// every copy must share the server secret (derived keys)
const CREDENTIALS_KEY = randomBytes(32).toString('hex');

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `wallet_bench_money_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** The members' phones: 08 9xxx xxxx, unique in the run's database. */
const phoneOf = (i) => `089${String(i).padStart(7, '0')}`;
/** A client address per member (the servers trust X-Forwarded-For: sockets are braked per address). */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * MEMBERS members with one session each, written straight into the database (registering 1,000
 * through the API would spend minutes hashing passwords, which this bench does not measure). The
 * server is already migrated; the session token's SHA-256 is what it looks up, as on login.
 */
async function seedMembers(dbUrl, run) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO members (phone, name, password_hash, bank_code, bank_account_name,
                            bank_account_no, currency)
       SELECT '089' || lpad(i::text, 7, '0'), 'Bench ' || i, 'x', 'KBANK', 'BENCH MEMBER',
              (6000000000 + i)::text, 'BAHT'
       FROM generate_series(0, $1 - 1) AS i`,
      [MEMBERS],
    );
    await client.query(
      `INSERT INTO sessions (member_id, token_hash, expires_at)
       SELECT m.id, encode(sha256(convert_to($1 || m.phone, 'UTF8')), 'hex'),
              now() + interval '1 day'
       FROM members m WHERE m.phone LIKE '089%'`,
      [`bench-${run}-`],
    );
  } finally {
    await client.end();
  }
  return Array.from({ length: MEMBERS }, (_, i) => ({
    phone: phoneOf(i),
    token: `bench-${run}-${phoneOf(i)}`,
  }));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** An operator credit of 1 baht to `phone` (node:http: cheaper than fetch for the load side). */
function credit(base, phone) {
  const body = JSON.stringify({ amount: 1, reason: 'bench' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/operator/members/${phone}/credit`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${OPERATOR_TOKEN}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(label, copies) {
  const db = await freshDatabase();
  const servers = [];
  const sockets = [];
  try {
    for (let i = 0; i < copies; i += 1) {
      servers.push(
        await startServer(PORT + i, {
          DATABASE_URL: db.url,
          OPERATOR_TOKEN,
          GAME_CREDENTIALS_KEY: CREDENTIALS_KEY,
          TRUST_PROXY: 'true',
          ...(copies > 1 ? { REDIS_URL } : {}),
        }),
      );
    }
    const members = await seedMembers(db.url, randomUUID().slice(0, 8));
    /** member index → when its credits still unheard of were sent, oldest first. */
    const pending = new Map();
    const latencies = [];
    const pushed = [];
    let stray = 0;
    const t0 = performance.now();
    for (let at = 0; at < members.length; at += 100) {
      // a hundred handshakes at a time: each is a session lookup on the database
      sockets.push(
        ...(await Promise.all(
          members.slice(at, at + 100).map(
            (m, k) =>
              new Promise((resolve, reject) => {
                const i = at + k;
                const s = io(servers[i % copies].base, {
                  path: '/api/socket.io',
                  auth: { token: m.token },
                  extraHeaders: { 'x-forwarded-for': addressOf(i) },
                  transports: ['websocket'],
                  reconnection: false,
                });
                s.on('money:changed', (event) => {
                  pushed.push(Date.now() - Date.parse(event.at));
                  // a member's credits commit in the order sent (each waits for the member lock)
                  const sent = pending.get(i)?.shift();
                  if (sent === undefined) return void (stray += 1);
                  latencies.push(performance.now() - sent);
                });
                s.once('connect', () => resolve(s));
                s.once('connect_error', reject);
              }),
          ),
        )),
      );
    }
    const connectMs = performance.now() - t0;

    // open loop: RATE credits a second whatever the answers, each to the next member in turn,
    // sent to a copy the member's socket is not on (with two copies)
    const total = RATE * SECONDS;
    const answers = [];
    let errors = 0;
    const start = performance.now();
    const inFlight = [];
    for (let n = 0; n < total; n += 1) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const i = n % members.length;
      const sent = performance.now();
      pending.set(i, [...(pending.get(i) ?? []), sent]);
      inFlight.push(
        credit(servers[(i + 1) % copies].base, members[i].phone).then(
          (status) => {
            if (status === 200) answers.push(performance.now() - sent);
            else {
              errors += 1;
              pending.get(i)?.splice(pending.get(i).indexOf(sent), 1);
            }
          },
          () => {
            errors += 1;
            pending.get(i)?.splice(pending.get(i).indexOf(sent), 1);
          },
        ),
      );
    }
    await Promise.all(inFlight);
    // the last events: at most 5 s more
    const unheard = () => [...pending.values()].reduce((sum, list) => sum + list.length, 0);
    for (let waited = 0; unheard() > 0 && waited < 5_000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const lost = unheard();
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    pushed.sort((a, b) => a - b);
    const result = {
      members: sockets.length,
      connectMs: Math.round(connectMs),
      events: latencies.length,
      perSecond: Math.round(latencies.length / seconds),
      errors,
      lost,
      stray,
      // committed → the member's socket got money:changed (the push itself)
      pushP50ms: percentile(pushed, 50),
      pushP95ms: percentile(pushed, 95),
      pushP99ms: percentile(pushed, 99),
      pushMaxms: pushed.at(-1) ?? 0,
      // sent → the member's socket got money:changed (the whole path)
      p50ms: Number(percentile(latencies, 50).toFixed(1)),
      p95ms: Number(percentile(latencies, 95).toFixed(1)),
      p99ms: Number(percentile(latencies, 99).toFixed(1)),
      maxms: Number((latencies.at(-1) ?? 0).toFixed(1)),
      // sent → the credit's answer, for comparison
      answerP50ms: Number(percentile(answers, 50).toFixed(1)),
      answerP99ms: Number(percentile(answers, 99).toFixed(1)),
    };
    console.log(`${label}: ${JSON.stringify(result)}`);
    return result;
  } finally {
    for (const s of sockets) s.disconnect();
    for (const s of servers) await s.stop();
    await db.drop();
  }
}

const oneCopy = await run('one copy', 1);
const twoCopies = await run('two copies over Redis (credit on one copy, socket on the other)', 2);
writeResult('money-push', {
  members: MEMBERS,
  rate: RATE,
  seconds: SECONDS,
  measured:
    'push*: commit → money:changed at that member’s socket; p*: credit request sent → the same',
  oneCopy,
  twoCopies,
});
process.exit(0);
