// Chat benchmark (issue 12): 1,000 connected guest sockets; an agent's message sent through the
// operator API and timed until the guest's socket receives it (send → receipt, p50/p99). Run on
// one server copy, then on two copies sharing Redis (the streams adapter) with every message
// sent on copy A and received by sockets connected to copy B.
//   node bench/chat.mjs   (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else local postgres;
//                          BENCH_REDIS_URL, else redis://127.0.0.1:6379 for the two-copy run)
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { percentile, startServer, writeResult } from './lib.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2_000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 20);
const OPERATOR_TOKEN = `bench-operator-${randomUUID()}`;
// every copy must share the server secret: guest tokens and file links are derived from it
const CREDENTIALS_KEY = randomBytes(32).toString('hex');

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `wallet_bench_chat_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
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

const post = async (base, path, body, headers = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  return res.json();
};

/**
 * A client address per guest (the servers trust X-Forwarded-For): the chat brakes new guests and
 * sockets per address (docs/decisions/016 "Limits"), and 1,000 people are not one address.
 */
const addressOf = (i) => ({
  'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
});

/** `SOCKETS` guests on `receiveBase`, each with a conversation started on `sendBase`. */
async function connectGuests(sendBase, receiveBase) {
  const guests = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const g = await post(sendBase, '/api/chat/guest', undefined, addressOf(i));
    guests.push(g);
  }
  // each says hello once, so the conversation exists and has an id
  for (const [i, g] of guests.entries()) {
    await post(
      sendBase,
      '/api/chat/send-message',
      { sender: 'customer', guestId: g.guestId, message: { message_type: 'text', payload: 'hi' } },
      { 'x-chat-guest-token': g.guestToken, ...addressOf(i) },
    );
  }
  const pending = new Map();
  const t0 = performance.now();
  const sockets = await Promise.all(
    guests.map(
      (g, i) =>
        new Promise((resolve, reject) => {
          const s = io(receiveBase, {
            path: '/api/socket.io',
            auth: g,
            extraHeaders: addressOf(i),
            transports: ['websocket'],
            reconnection: false,
          });
          s.on('chat:message', (m) => {
            const done = pending.get(m.message.payload);
            if (done) done();
          });
          s.once('connect', () => resolve(s));
          s.once('connect_error', reject);
        }),
    ),
  );
  const connectMs = performance.now() - t0;
  return { guests, sockets, pending, connectMs };
}

async function conversationIds(base) {
  const ids = [];
  for (let offset = 0; ; offset += 100) {
    const res = await fetch(
      `${base}/api/operator/chat/conversations?status=all&limit=100&offset=${offset}`,
      { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } },
    );
    const page = await res.json();
    ids.push(...page.items.map((c) => c.id));
    if (page.items.length < 100) return ids;
  }
}

async function deliver(sendBase, ids, pending) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < MESSAGES) {
      const n = next++;
      const id = ids[n % ids.length];
      const text = `bench ${n} ${randomUUID()}`;
      const t0 = performance.now();
      const received = new Promise((resolve) => pending.set(text, resolve));
      try {
        await post(
          sendBase,
          `/api/operator/chat/conversations/${id}/messages`,
          { message: { message_type: 'text', payload: text } },
          { authorization: `Bearer ${OPERATOR_TOKEN}` },
        );
        await Promise.race([
          received,
          new Promise((_, reject) => setTimeout(() => reject(new Error('lost')), 10_000)),
        ]);
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      } finally {
        pending.delete(text);
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    messages: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / seconds),
    p50ms: Number(percentile(latencies, 50).toFixed(1)),
    p99ms: Number(percentile(latencies, 99).toFixed(1)),
  };
}

async function run(label, copies) {
  const db = await freshDatabase();
  const servers = [];
  try {
    for (let i = 0; i < copies; i += 1) {
      servers.push(
        await startServer(18110 + i, {
          DATABASE_URL: db.url,
          OPERATOR_TOKEN,
          GAME_CREDENTIALS_KEY: CREDENTIALS_KEY,
          FILE_STORE: 'postgres',
          TRUST_PROXY: 'true',
          ...(copies > 1 ? { REDIS_URL } : {}),
        }),
      );
    }
    const sendBase = servers[0].base;
    const receiveBase = servers[copies - 1].base;
    const { sockets, pending, connectMs } = await connectGuests(sendBase, receiveBase);
    const ids = await conversationIds(sendBase);
    const result = {
      sockets: sockets.length,
      connectMs: Math.round(connectMs),
      ...(await deliver(sendBase, ids, pending)),
    };
    for (const s of sockets) s.disconnect();
    console.log(`${label}: ${JSON.stringify(result)}`);
    return result;
  } finally {
    for (const s of servers) await s.stop();
    await db.drop();
  }
}

const oneCopy = await run('one copy', 1);
const twoCopies = await run('two copies over Redis (send on A, receive on B)', 2);
writeResult('chat', {
  sockets: SOCKETS,
  messages: MESSAGES,
  inFlight: IN_FLIGHT,
  oneCopy,
  twoCopies,
});
process.exit(0);
