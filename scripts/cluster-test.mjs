#!/usr/bin/env node
// `npm run test:cluster` (issue 14): a real topology test. Three copies of the server behind
// nginx on one PostgreSQL and one Redis carry a bounded mixed member load for about a minute;
// one copy is killed with SIGKILL a third of the way in and restarted at two thirds. The clients
// retry with the same Idempotency-Key, as the web app does. Afterwards the money is checked
// (ledger, exactly-once effects, transfers settled, provider = ledger), then a setting's spread
// across copies and the background jobs' leases. The same load then runs against one copy (also
// behind nginx, so both sets of figures include the same proxy hop) for comparison figures.
// Figures go to bench/results/cluster.json. Needs PostgreSQL (CLUSTER_DATABASE_URL or
// TEST_DATABASE_URL), Redis (REDIS_URL, default redis://127.0.0.1:6379) and nginx; without one
// of them it prints why and exits 0.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;

// ── configuration ────────────────────────────────────────────────────────────────────────────

const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
const LOAD_SECONDS = positive(env.CLUSTER_LOAD_SECONDS, 60);
const CLIENTS = positive(env.CLUSTER_CLIENTS, 12);
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';
const ADMIN_DATABASE_URL = env.CLUSTER_DATABASE_URL || env.TEST_DATABASE_URL;

/** The two topologies: nginx in front of three copies (one killed), and of one copy. */
const TOPOLOGIES = [
  { name: 'cluster', label: '3 copies + kill', nginx: 18200, copies: [18201, 18202, 18203] },
  { name: 'single', label: '1 copy', nginx: 18210, copies: [18211] },
];

const GAME = 'pg';
const GATEWAY = 'KBANK';
/** Lowered at set-up from the demo's 100 baht, so every member can withdraw a part. */
const WITHDRAW_MIN = 20;

/** The background jobs' intervals the copies run with (short, so a minute sees many runs). */
const JOB_INTERVAL_MS = { 'transfer-recovery': 2_000, 'bet-feed': 2_000, rewards: 5_000 };

/**
 * The demo provider's faults: DEMO_PROVIDER_FAULT_RATE=0.1 refuses, loses, or applies without
 * answering 10% of its calls. A delay set through the operator API (per copy, in memory) adds a
 * fourth kind: an answer that comes after 1.2 s, inside the 1.5 s timeout, applied only then.
 */
const FAULT_RATE = 0.1;
const SLOW_ANSWER_MS = 1_200;
const PROVIDER_TIMEOUT_MS = 1_500;

/**
 * The recovery grace must be longer than any provider call can take (TransferRecovery: "the
 * grace period is longer than any provider call"): a transfer leg may call the provider twice
 * and then look the transfer up, each bounded by GAME_PROVIDER_TIMEOUT_MS, so 3 × 1.5 s. With a
 * 1 s grace, recovery reverses a transfer whose slow call then lands at the provider: the
 * provider and the ledger disagree (seen with this script, issue 14).
 */
const RECOVERY_GRACE_SECONDS = Math.ceil((3 * PROVIDER_TIMEOUT_MS) / 1000) + 1;

/** Shared by every copy (each copy must have the same ones; README "Configuration"). */
const SECRETS = {
  operatorToken: `cluster-operator-${randomBytes(16).toString('hex')}`,
  metricsToken: `cluster-metrics-${randomBytes(16).toString('hex')}`,
  credentialsKey: randomBytes(32).toString('hex'), // 64 hex digits = 32 bytes (env.ts)
  webhookSecret: `cluster-webhook-${randomBytes(16).toString('hex')}`,
};

/** Client retries: the same request and key again after a network error, nginx 5xx or 503. */
const MAX_ATTEMPTS = 8;
const BACKOFF_MS = [200, 400, 800, 1_600, 2_500, 2_500, 2_500];
const ATTEMPT_TIMEOUT_MS = 20_000;
/** How long after the load everything in doubt may take to settle (a dead copy's job lease). */
const SETTLE_TIMEOUT_MS = 75_000;
const SETTINGS_SPREAD_LIMIT_MS = 1_000;

// ── cleanup: every process, database and directory this run makes goes, even on failure ──────

const cleanups = [];
const children = new Set();
const onCleanup = (fn) => cleanups.push(fn);

async function runCleanups() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

/** A child this run started: killed by the exit handler if nothing stopped it before. */
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}

// ── preconditions ────────────────────────────────────────────────────────────────────────────

const hidePassword = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

async function missingPrecondition() {
  if (!ADMIN_DATABASE_URL) return 'no PostgreSQL (set CLUSTER_DATABASE_URL or TEST_DATABASE_URL)';
  try {
    const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    client.on('error', () => undefined);
    await client.connect();
    await client.end();
  } catch (error) {
    return `PostgreSQL not reachable at ${hidePassword(ADMIN_DATABASE_URL)} (${error.message})`;
  }
  if (!(await redisAnswers(REDIS_URL))) return `Redis not reachable at ${hidePassword(REDIS_URL)}`;
  if (!nginxBinary())
    return 'nginx not found (/usr/sbin/nginx or on PATH; apt-get install nginx-light)';
  return null;
}

/** A TCP connect and `PING`: enough to know the copies' Redis adapter will find a server. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port) || 6379 });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    // a password-protected server answers -NOAUTH: it is there, the copies bring the password
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG') || reply.startsWith('-NOAUTH'));
    });
  });
}

let nginxPath;
function nginxBinary() {
  if (nginxPath !== undefined) return nginxPath;
  if (fs.existsSync('/usr/sbin/nginx')) return (nginxPath = '/usr/sbin/nginx');
  const which = spawnSync('which', ['nginx'], { encoding: 'utf8' });
  return (nginxPath = which.status === 0 ? which.stdout.trim() : null);
}

// ── a fresh database per topology ────────────────────────────────────────────────────────────

async function createDatabase() {
  const name = `cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  onCleanup(() => dropDatabase(name));
  return { name, url: url.toString() };
}

async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    // FORCE: a copy killed with SIGKILL may leave a connection the server has not noticed yet
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

// ── server copies ────────────────────────────────────────────────────────────────────────────

/**
 * The environment of a copy. Every variable the server reads (env.ts) is cleared first, so a
 * developer's shell (a SLIP_CHECK_URL, a TEST_CLOCK) cannot leak into the copies; then the
 * cluster's values are set. The names come from env.ts itself, so a new variable is cleared too.
 */
function serverVariables() {
  const source = fs.readFileSync(path.join(root, 'apps/server/src/kernel/config/env.ts'), 'utf8');
  return [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): z/gm)].map((m) => m[1]);
}

function copyEnvironment({ port, dataDir, databaseUrl, tmp }) {
  const inherited = { ...env };
  for (const name of serverVariables()) delete inherited[name];
  return {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '10',
    FILE_STORE: 'postgres',
    REDIS_URL,
    LOG_LEVEL: 'warn',
    OPERATOR_TOKEN: SECRETS.operatorToken,
    METRICS_TOKEN: SECRETS.metricsToken,
    GAME_CREDENTIALS_KEY: SECRETS.credentialsKey,
    PAYMENT_WEBHOOK_SECRET: SECRETS.webhookSecret,
    TRUST_PROXY: 'true', // behind nginx: client addresses come from X-Forwarded-For
    WEB_DIST: path.join(tmp, 'no-web-build'), // the API is what is tested: no web build needed
    BACKOFFICE_DIST: path.join(tmp, 'no-backoffice-build'),
    SHUTDOWN_GRACE_MS: '3000',
    TRANSFER_RECOVERY_INTERVAL_SECONDS: String(JOB_INTERVAL_MS['transfer-recovery'] / 1000),
    TRANSFER_RECOVERY_GRACE_SECONDS: String(RECOVERY_GRACE_SECONDS),
    ROUNDS_SYNC_INTERVAL_SECONDS: String(JOB_INTERVAL_MS['bet-feed'] / 1000),
    REWARDS_INTERVAL_SECONDS: String(JOB_INTERVAL_MS.rewards / 1000),
    // the demo provider runs inside every copy; its books are tables, so the copies share them
    DEMO_PROVIDER_FAULT_RATE: String(FAULT_RATE),
    GAME_PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    GAME_BALANCE_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
  };
}

const tail = (file, lines = 30) => {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/** One server copy: `node --import tsx apps/server/src/server.ts`, its log in the temp dir. */
class Copy {
  constructor({ name, port, env: copyEnv, logFile }) {
    this.name = name;
    this.port = port;
    this.env = copyEnv;
    this.logFile = logFile;
    this.child = null;
    this.exited = true;
    this.pids = [];
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  start() {
    const log = fs.openSync(this.logFile, 'a');
    this.child = track(
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: root,
        env: this.env,
        stdio: ['ignore', log, log],
      }),
    );
    fs.closeSync(log);
    this.pids.push(this.child.pid);
    this.exited = false;
    this.child.once('exit', () => (this.exited = true));
  }

  /** GET /api/ready answers 200: migrated, database reachable, not stopping. */
  async ready(timeoutMs = 90_000) {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      if (this.exited) {
        throw new Error(`${this.name} exited while starting; its log ends:\n${tail(this.logFile)}`);
      }
      try {
        const res = await fetch(`${this.base}/api/ready`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(150);
    }
    throw new Error(`${this.name} not ready within ${timeoutMs / 1000} s:\n${tail(this.logFile)}`);
  }

  kill() {
    this.child?.kill('SIGKILL');
  }

  /** SIGTERM (the copy drains and exits), SIGKILL if it takes too long. */
  async stop() {
    if (!this.child || this.exited) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(8_000).then(() => false)]))) {
      this.child.kill('SIGKILL');
      await exited;
    }
  }

  /**
   * Lines the copy logged at error level or worse (pino: level ≥ 50) that are not an AppError:
   * 5xx answers such as TRANSFER_FAIL are logged at error level too, and are legitimate here.
   */
  unexpectedErrors() {
    try {
      return fs
        .readFileSync(this.logFile, 'utf8')
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line) && !line.includes('"type":"AppError"'));
    } catch {
      return [];
    }
  }
}

// ── nginx ────────────────────────────────────────────────────────────────────────────────────

/**
 * One nginx in front of the copies. `proxy_next_upstream error timeout`: a copy that refuses the
 * connection (killed) is skipped; a request already sent is not replayed by nginx when it is a
 * POST (the clients retry those with their Idempotency-Key). Deliberately not `http_502`: the app
 * itself answers 502 for provider faults (TRANSFER_FAIL, and SLOT_ACTIVATE_FAIL on the
 * state-changing GET /api/wallet/activate/:slot). With http_502 listed, nginx counts such an
 * answer to a GET as a failure of that copy (max_fails=1): a provider fault would take healthy
 * copies out one after the other, up to "no live upstreams" for everyone, and replay the
 * activation on the next copy.
 */
function nginxConfig({ dir, listen, upstreams }) {
  const headers = `
      proxy_set_header Host $host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;
  return `# issue 14: written by scripts/cluster-test.mjs
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 11m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream wallet {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    proxy_http_version 1.1;
    proxy_connect_timeout 2s;
    proxy_read_timeout 65s;
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 3;
    # the chat socket (not exercised here): WebSocket upgrade through to the copy
    location /api/socket.io/ {
      proxy_pass http://wallet;${headers}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://wallet;${headers}
      proxy_set_header Connection "";
    }
  }
}
`;
}

async function startNginx({ dir, listen, upstreams }) {
  fs.mkdirSync(dir, { recursive: true });
  // started as root, nginx's workers run as an unprivileged user: they must reach their temp
  // dirs under ours
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ dir, listen, upstreams }));
  const child = track(
    spawn(nginxBinary(), ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${listen}`;
  let up = false;
  for (let i = 0; i < 100 && !up; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr.trim()}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      up = res.ok;
    } catch {
      // not listening yet
    }
    if (!up) await sleep(100);
  }
  if (!up) throw new Error(`nginx on :${listen} does not answer: ${stderr.trim()}`);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  onCleanup(stop);
  return { base, stop };
}

// ── the HTTP client with retries ─────────────────────────────────────────────────────────────

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const round = (ms) => Math.round(ms * 10) / 10;

/** Per request kind: counts, outcomes, errors by kind, latencies (final attempt and in all). */
class Figures {
  constructor() {
    this.kinds = new Map();
  }

  record(kind, result) {
    let k = this.kinds.get(kind);
    if (!k) {
      k = { requests: 0, attempts: 0, retried: 0, outcomes: {}, errors: {}, final: [], total: [] };
      this.kinds.set(kind, k);
    }
    k.requests++;
    k.attempts += result.attempts.length;
    if (result.attempts.length > 1) k.retried++;
    k.outcomes[result.outcome] = (k.outcomes[result.outcome] ?? 0) + 1;
    for (const a of result.attempts) if (a.error) k.errors[a.error] = (k.errors[a.error] ?? 0) + 1;
    k.final.push(result.attempts.at(-1).ms);
    k.total.push(result.totalMs);
  }

  summary() {
    const out = {};
    for (const [kind, k] of [...this.kinds].sort(([a], [b]) => kindOrder(a) - kindOrder(b))) {
      const final = [...k.final].sort((a, b) => a - b);
      const total = [...k.total].sort((a, b) => a - b);
      out[kind] = {
        requests: k.requests,
        attempts: k.attempts,
        retried: k.retried,
        outcomes: k.outcomes,
        errors: k.errors,
        p50FinalMs: round(percentile(final, 50)),
        p99FinalMs: round(percentile(final, 99)),
        p50AllAttemptsMs: round(percentile(total, 50)),
        p99AllAttemptsMs: round(percentile(total, 99)),
      };
    }
    return out;
  }
}

const KIND_ORDER = [
  'register',
  'login',
  'qr_create',
  'qr_get',
  'webhook',
  'wallet',
  'activate',
  'transfer_in',
  'transfer_out',
  'withdraw',
];
const kindOrder = (kind) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : 99);

/** One attempt: status and parsed body, or the network error's code. */
async function attemptOnce(base, req) {
  const t0 = performance.now();
  const headers = { ...req.headers, ...(req.sign ? req.sign() : {}) };
  let body = req.raw;
  if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  try {
    const res = await fetch(base + req.path, {
      method: req.method,
      headers,
      body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { ms: performance.now() - t0, status: res.status, json };
  } catch (error) {
    const code = error.cause?.code ?? error.cause?.name ?? error.name ?? 'error';
    return { ms: performance.now() - t0, networkError: String(code) };
  }
}

/**
 * What an attempt's answer means for the client. Worth the same request again (same key):
 * a network error or reset, a 5xx that is not the app's (nginx's HTML page: no JSON `message`),
 * a 503, and TRANSFER_PENDING 409 — "your earlier attempt is still running", which after a killed
 * copy lasts until the recovery job closes that request. Anything else is the answer.
 */
function classify(a) {
  if (a.networkError) return { retry: true, error: `network ${a.networkError}` };
  const code = typeof a.json?.message === 'string' ? a.json.message : undefined;
  if (a.status >= 500 && !code) return { retry: true, error: `nginx ${a.status}` };
  if (a.status === 503) return { retry: true, error: `app 503 ${code}` };
  if (a.status === 409 && code === 'TRANSFER_PENDING') {
    return { retry: true, error: 'app 409 TRANSFER_PENDING' };
  }
  if (a.status >= 400) return { retry: false, error: `app ${a.status} ${code}` };
  return { retry: false };
}

/**
 * Sends a request, retrying it unchanged (the same Idempotency-Key) while the answer is worth a
 * retry. Answers the last attempt: status, error `code`, body; `exhausted` when it gave up.
 */
async function send(base, figures, kind, req) {
  const t0 = performance.now();
  const attempts = [];
  for (;;) {
    const a = await attemptOnce(base, req);
    const { retry, error } = classify(a);
    attempts.push({ ms: a.ms, error });
    if (!retry || attempts.length >= MAX_ATTEMPTS) {
      const code = typeof a.json?.message === 'string' ? a.json.message : undefined;
      const result = {
        status: a.status ?? 0,
        code,
        body: a.json,
        attempts,
        exhausted: retry,
        totalMs: performance.now() - t0,
      };
      result.outcome = retry
        ? `gave up (${error})`
        : a.status === 200
          ? kind === 'webhook'
            ? `200 ${a.json?.outcome}`
            : '200'
          : `${a.status} ${code}`;
      figures?.record(kind, result);
      return result;
    }
    const backoff = BACKOFF_MS[Math.min(attempts.length - 1, BACKOFF_MS.length - 1)];
    await sleep(backoff / 2 + Math.random() * backoff);
  }
}

/** The answer is not final: the money may or may not have moved yet (resolved after the load). */
const inDoubt = (r) => r.exhausted || r.code === 'TRANSFER_PENDING';

// ── members and their money requests ─────────────────────────────────────────────────────────

/** Unique phones (10 digits from 09, the Thai rule of account/rules.ts) and bank accounts. */
function identities() {
  const prefix = String(randomInt(0, 100)).padStart(2, '0');
  let n = 0;
  return () => {
    n++;
    return {
      phone: `09${prefix}${String(n).padStart(6, '0')}`,
      bankAccountNo: `8${prefix}${String(n).padStart(7, '0')}`,
    };
  };
}

/**
 * A member as the client saw it: every money request (deposit by QR webhook, transfer,
 * withdrawal) with its key and final answer. Its balances as the answers imply them are what the
 * ledger must hold once everything in doubt is resolved.
 */
class Member {
  constructor(id) {
    this.phone = id.phone;
    this.bankAccountNo = id.bankAccountNo;
    this.ops = [];
    this.stoppedAt = null;
  }

  add(op) {
    this.ops.push(op);
    return op;
  }

  /** Balances in minor units (satang) the definitive answers imply. */
  expected() {
    const b = { wallet: 0, game: 0, inFlight: 0, pendingWithdrawal: 0 };
    for (const op of this.ops) {
      if (!op.final || inDoubt(op.final) || op.final.status !== 200) continue;
      const minor = op.amount * 100;
      if (op.kind === 'deposit' && ['credited', 'duplicate'].includes(op.final.body?.outcome)) {
        b.wallet += minor;
      } else if (op.kind === 'transfer') {
        const sign = op.direction === 'to_game' ? 1 : -1;
        b.wallet -= sign * minor;
        b.game += sign * minor;
      } else if (op.kind === 'withdraw') {
        b.wallet -= minor;
        b.pendingWithdrawal += minor;
      }
    }
    return b;
  }

  /** The wallet in baht as the client knows it (for choosing the next amounts). */
  walletBaht() {
    return this.expected().wallet / 100;
  }

  gameBaht() {
    return this.expected().game / 100;
  }
}

function signWebhook(body) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SECRETS.webhookSecret).update(`${t}.${body}`).digest('hex');
  return { 'webhook-signature': `t=${t},v1=${v1}` };
}

/** The requests of one member's journey, against nginx. */
class Journey {
  constructor(base, figures, member) {
    this.base = base;
    this.figures = figures;
    this.member = member;
    this.auth = {};
  }

  send(kind, req) {
    return send(this.base, this.figures, kind, req);
  }

  /** Registers and logs in. A retried registration that meets EXISTING_USER was ours. */
  async signUp() {
    const m = this.member;
    const reg = await this.send('register', {
      method: 'POST',
      path: '/api/account',
      headers: { 'idempotency-key': randomUUID() },
      body: {
        name: 'Cluster Member',
        username: m.phone,
        password: 'cluster-pass-1',
        sourceCode: 'FACEBOOK',
        inviteCode: '',
        bankCode: 'KBANK',
        bankAccountName: 'สมชาย ใจดี',
        bankAccountNo: m.bankAccountNo,
      },
    });
    const ours = reg.status === 200 || (reg.code === 'EXISTING_USER' && reg.attempts.length > 1);
    if (!ours) return false;
    const login = await this.send('login', {
      method: 'POST',
      path: '/api/login',
      headers: { 'idempotency-key': randomUUID() },
      body: { username: m.phone, password: 'cluster-pass-1' },
    });
    if (login.status !== 200) return false;
    this.auth = { authorization: `Bearer ${login.body.token}` };
    return true;
  }

  /**
   * A QR for `amount`. QR creation has no Idempotency-Key on the server (one live QR per member
   * and bank instead): a retry after a lost answer meets QR_EXISTS, and the live QR is read.
   */
  async createQr(amount) {
    const qr = await this.send('qr_create', {
      method: 'POST',
      path: `/api/qrcode/${GATEWAY}`,
      headers: { ...this.auth, 'idempotency-key': randomUUID() },
      body: { amount },
    });
    if (qr.status === 200) return qr.body.qrcodeId;
    if (qr.code !== 'QR_EXISTS' || qr.attempts.length === 1) return null;
    const live = await this.send('qr_get', {
      method: 'GET',
      path: `/api/qrcode/${GATEWAY}`,
      headers: this.auth,
    });
    return live.status === 200 && live.body.hasQrcode && live.body.amount === amount
      ? live.body.qrcodeId
      : null;
  }

  /** The gateway's webhook; its retries carry the same event id (a replay answers duplicate). */
  async payQr(qrcodeId, amount) {
    const raw = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      data: { qrcodeId, amount },
    });
    const op = this.member.add({
      kind: 'deposit',
      qrcodeId,
      amount,
      request: {
        method: 'POST',
        path: `/api/payments/${GATEWAY}/webhook`,
        headers: { 'content-type': 'application/json' },
        raw,
        sign: () => signWebhook(raw), // signed at each attempt, as a gateway's retry is
      },
    });
    op.final = await this.send('webhook', op.request);
    return op;
  }

  /** Polls GET /api/wallet until it shows at least `baht` (the webhook credited it). */
  async waitForWallet(baht, timeoutMs = 10_000) {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      const w = await this.send('wallet', {
        method: 'GET',
        path: '/api/wallet',
        headers: this.auth,
      });
      if (w.status === 200 && w.body.wallet.amount >= baht) return w.body;
      await sleep(200);
    }
    return null;
  }

  /**
   * Opens the game account. A provider fault answers SLOT_ACTIVATE_FAIL (tried again); a
   * SLOT_ALREADY_ACTIVE after a retry or while another attempt holds the claim is checked in the
   * wallet view.
   */
  async activate() {
    for (let i = 0; i < 5; i++) {
      const r = await this.send('activate', {
        method: 'GET',
        path: `/api/wallet/activate/${GAME}`,
        headers: this.auth,
      });
      if (r.status === 200) return true;
      if (r.code === 'SLOT_ALREADY_ACTIVE') {
        const w = await this.send('wallet', {
          method: 'GET',
          path: '/api/wallet',
          headers: this.auth,
        });
        if (w.body?.slots?.some((s) => s.code === GAME && s.isActive)) return true;
        await sleep(PROVIDER_TIMEOUT_MS); // an activation in flight holds its claim that long
      } else if (r.code !== 'SLOT_ACTIVATE_FAIL') {
        return false;
      }
    }
    return false;
  }

  async transfer(direction, amount) {
    const [from, to] = direction === 'to_game' ? ['WALLET', GAME] : [GAME, 'WALLET'];
    const key = randomUUID();
    const op = this.member.add({
      kind: 'transfer',
      direction,
      amount,
      key,
      request: {
        method: 'POST',
        path: '/api/wallet/transfer',
        headers: { ...this.auth, 'idempotency-key': key },
        body: { from, to, amount },
      },
    });
    op.final = await this.send(
      direction === 'to_game' ? 'transfer_in' : 'transfer_out',
      op.request,
    );
    return op;
  }

  async withdraw(amount) {
    const key = randomUUID();
    const op = this.member.add({
      kind: 'withdraw',
      amount,
      key,
      request: {
        method: 'POST',
        path: '/api/wallet/withdraw',
        headers: { ...this.auth, 'idempotency-key': key },
        body: { amount },
      },
    });
    op.final = await this.send('withdraw', op.request);
    return op;
  }
}

/**
 * One member, start to end: register, log in, a QR of 100–500 baht paid by webhook, the wallet
 * shows it, a game opened, part into the game and part back, part withdrawn. A money request
 * left in doubt ends the journey there (its outcome is settled after the load).
 */
async function journey(base, figures, member) {
  const j = new Journey(base, figures, member);
  const stop = (step) => ((member.stoppedAt = step), member);
  if (!(await j.signUp())) return stop('sign-up');
  const amount = randomInt(100, 501);
  const qrcodeId = await j.createQr(amount);
  if (!qrcodeId) return stop('qr');
  const deposit = await j.payQr(qrcodeId, amount);
  if (inDoubt(deposit.final) || deposit.final.status !== 200) return stop('webhook');
  if (!(await j.waitForWallet(amount))) return stop('wallet shows deposit');
  if (!(await j.activate())) return stop('activate');
  const into = await j.transfer('to_game', randomInt(10, Math.floor(amount / 2) + 1));
  if (inDoubt(into.final)) return stop('transfer in (in doubt)');
  if (member.gameBaht() > 0) {
    const back = await j.transfer('from_game', randomInt(1, member.gameBaht() + 1));
    if (inDoubt(back.final)) return stop('transfer out (in doubt)');
  }
  const wallet = member.walletBaht();
  if (wallet >= WITHDRAW_MIN) {
    const out = await j.withdraw(randomInt(WITHDRAW_MIN, Math.min(wallet, 300) + 1));
    if (inDoubt(out.final)) return stop('withdraw (in doubt)');
  }
  return member;
}

/** CLIENTS virtual clients, each running journeys one after another until the time is up. */
async function runLoad(base, figures, seconds) {
  const nextIdentity = identities();
  const members = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const member = new Member(nextIdentity());
        members.push(member);
        try {
          await journey(base, figures, member);
        } catch (error) {
          member.stoppedAt = `client error: ${error.message}`;
        }
      }
    }),
  );
  return { members, seconds: (performance.now() - started) / 1000 };
}

// ── operator calls ───────────────────────────────────────────────────────────────────────────

async function operator(base, method, urlPath, body) {
  const res = await fetch(base + urlPath, {
    method,
    headers: {
      authorization: `Bearer ${SECRETS.operatorToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const json = await res.json().catch(() => undefined);
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const setSetting = (base, key, value, reason) =>
  operator(base, 'PUT', `/api/operator/settings/${key}`, { value, reason });

/**
 * Set-up through nginx with the owner's API key (OPERATOR_TOKEN): registration without an SMS
 * code, and a withdrawal minimum every member reaches. Then a little more than a settings
 * snapshot's life (SETTINGS_FRESH_MS = 1 s), so every copy reads the new values.
 */
async function setUp(base) {
  await setSetting(base, 'registerOTP', false, 'issue 14 cluster test: no SMS step');
  await setSetting(base, 'withdraw.min', WITHDRAW_MIN, 'issue 14 cluster test: small withdrawals');
  await sleep(1_200);
}

/** Adds slow answers to each copy's demo provider faults (PUT /api/operator/providers/demo/fault). */
async function slowFaults(copies) {
  for (const c of copies) {
    await operator(c.base, 'PUT', '/api/operator/providers/demo/fault', {
      rate: FAULT_RATE,
      delayMs: SLOW_ANSWER_MS,
    });
  }
}

// ── the mid-run events: kill, restart, a setting changed through one copy ────────────────────

/**
 * Changes site.notice through copy 1's own port, then reads GET /api/lookup/notice from every
 * other copy directly until each shows it. The delay is counted from copy 1's answer (the
 * change is committed then).
 */
async function settingSpread(copies) {
  const text = `issue 14 cluster check ${randomUUID()}`;
  await setSetting(
    copies[0].base,
    'site.notice',
    { th: text, la: text, en: text },
    'issue 14 cluster test: a setting changed through one copy',
  );
  const changedAt = performance.now();
  const delays = {};
  await Promise.all(
    copies.slice(1).map(async (copy) => {
      delays[copy.name] = null;
      while (performance.now() - changedAt < 5_000) {
        try {
          const res = await fetch(`${copy.base}/api/lookup/notice`, {
            signal: AbortSignal.timeout(2_000),
          });
          const body = await res.json();
          if (body.notice === text) {
            delays[copy.name] = Math.round(performance.now() - changedAt);
            return;
          }
        } catch {
          // a copy not answering shows as no delay (null): the check fails
        }
        await sleep(25);
      }
    }),
  );
  return delays;
}

const sleepUntil = (at) => sleep(Math.max(0, at - performance.now()));

/** At 1/3 of the load SIGKILL copy 2, at 2/3 start it again; then the setting's spread. */
async function midRunEvents(copies, loadStartedAt, seconds) {
  const events = {};
  const ms = seconds * 1000;
  const victim = copies[1];
  await sleepUntil(loadStartedAt + ms / 3);
  victim.kill();
  events.killedAtSeconds = round((performance.now() - loadStartedAt) / 1000);
  events.killedAtEpochMs = Date.now(); // job_leases times are wall-clock
  console.log(`  ${events.killedAtSeconds} s: SIGKILL ${victim.name}`);
  await sleepUntil(loadStartedAt + (2 * ms) / 3);
  victim.start();
  events.restartedAtSeconds = round((performance.now() - loadStartedAt) / 1000);
  try {
    events.restartReadyMs = Math.round(await victim.ready());
    await slowFaults([victim]); // the fault switch is per copy, in memory: set again
    console.log(
      `  ${events.restartedAtSeconds} s: ${victim.name} restarted, ready after ${events.restartReadyMs} ms`,
    );
  } catch (error) {
    events.restartError = error.message;
    console.log(`  ${victim.name} did not come back: ${error.message}`);
  }
  await sleepUntil(loadStartedAt + 0.8 * ms);
  events.settingSpreadMs = await settingSpread(copies);
  console.log(
    `  setting changed through copy-1, read by ${JSON.stringify(events.settingSpreadMs)} ms`,
  );
  return events;
}

// ── job leases, watched while the cluster runs ───────────────────────────────────────────────

/**
 * Polls job_leases every 250 ms and keeps each change of a job's row (runs, last_run_at,
 * holder). Claims are at least a spacing apart (JobLeases.claim), so between two observations
 * the runs counted may not exceed what the time between their last_run_at values allows.
 */
function watchLeases(pool) {
  const seen = new Map();
  let stopped = false;
  const read = async () => {
    const { rows } = await pool.query(
      `SELECT name, runs::int AS runs, holder,
              (extract(epoch FROM last_run_at) * 1000)::float8 AS last_ms,
              (extract(epoch FROM lease_until) * 1000)::float8 AS until_ms
       FROM job_leases`,
    );
    for (const r of rows) {
      const list = seen.get(r.name) ?? [];
      const last = list.at(-1);
      // a run releases its lease when it ends (lease_until = then): that gives its duration
      if (last?.runs === r.runs) last.untilMs = r.until_ms;
      else list.push({ runs: r.runs, lastMs: r.last_ms, untilMs: r.until_ms, holder: r.holder });
      seen.set(r.name, list);
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await read().catch(() => undefined); // the table appears with the migrations
      await sleep(250);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await read();
      return seen;
    },
  };
}

// ── after the load: settle, resolve what was in doubt, replay ────────────────────────────────

/** Waits until no transfer is pending and no request is running (the recovery job's work). */
async function settle(pool) {
  const started = performance.now();
  let left;
  while (performance.now() - started < SETTLE_TIMEOUT_MS) {
    const { rows } = await pool.query(
      `SELECT (SELECT count(*) FROM transfers WHERE status = 'pending')::int AS transfers,
              (SELECT count(*) FROM idempotency_keys WHERE status = 'running')::int AS requests`,
    );
    left = rows[0];
    if (left.transfers === 0 && left.requests === 0) break;
    await sleep(500);
  }
  return { ms: Math.round(performance.now() - started), ...left };
}

const moneyOps = (members) => members.flatMap((m) => m.ops.map((op) => ({ member: m, op })));

/** What a replay of a money request must answer: the first answer (a webhook: duplicate). */
function sameAnswer(op, replay) {
  if (op.kind === 'deposit') return replay.status === 200 && replay.body?.outcome === 'duplicate';
  return replay.status === op.final.status && isDeepStrictEqual(replay.body, op.final.body);
}

async function inParallel(items, limit, fn) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (queue.length) await fn(queue.shift());
    }),
  );
}

/**
 * Every request left in doubt (504 TRANSFER_PENDING, or retries used up) is sent again with its
 * key, now that recovery has run: it must answer definitively. Then every money request is sent
 * once more with its key: the answer must be the first one, and nothing may move.
 */
async function resolveAndReplay(base, members) {
  const ops = moneyOps(members);
  const doubtful = ops.filter(({ op }) => op.final && inDoubt(op.final));
  const stillInDoubt = [];
  await inParallel(doubtful, 6, async ({ op }) => {
    const r = await send(base, null, 'resolve', op.request);
    op.resolvedFrom = op.final.outcome;
    op.final = r;
    if (inDoubt(r)) stillInDoubt.push(op);
  });
  const mismatches = [];
  let replayed = 0;
  await inParallel(
    ops.filter(({ op }) => op.final && !inDoubt(op.final)),
    6,
    async ({ member, op }) => {
      const r = await send(base, null, 'replay', op.request);
      replayed++;
      if (!sameAnswer(op, r)) {
        mismatches.push(
          `${member.phone} ${op.kind} ${op.key ?? op.qrcodeId}: first ${op.final.outcome} ` +
            `${JSON.stringify(op.final.body)}, replay ${r.status} ${JSON.stringify(r.body)}`,
        );
      }
    },
  );
  return { resolved: doubtful.length, stillInDoubt, replayed, mismatches };
}

// ── checks ───────────────────────────────────────────────────────────────────────────────────

const check = (name, ok, detail) => ({ name, ok: Boolean(ok), detail });
const sample = (list, n = 5) =>
  list.length
    ? `: ${list.slice(0, n).join('; ')}${list.length > n ? ` (+${list.length - n})` : ''}`
    : '';

async function ledgerCheck(base) {
  const report = await operator(base, 'GET', '/api/operator/ledger/check');
  return check(
    'ledger check is clean (GET /api/operator/ledger/check)',
    report.ok && report.problems.length === 0,
    `${report.entries} entries, ${report.postings} postings, ${report.accounts} accounts` +
      sample(report.problems),
  );
}

/** Rows of every request key with the transfers and withdrawals it made. */
async function requestEffects(pool) {
  const { rows } = await pool.query(
    `SELECT m.phone, k.key,
       (SELECT COALESCE(json_agg(json_build_object('status', t.status, 'amount', t.amount,
                                                   'direction', t.direction)), '[]'::json)
        FROM transfers t WHERE t.request_id = k.id) AS transfers,
       (SELECT COALESCE(json_agg(json_build_object('amount', w.amount)), '[]'::json)
        FROM withdrawals w WHERE w.request_id = k.id) AS withdrawals
     FROM idempotency_keys k JOIN members m ON m.id = k.member_id`,
  );
  return new Map(rows.map((r) => [`${r.phone} ${r.key}`, r]));
}

/** What one money request must have left in the database, given its final answer. */
function effectProblem(member, op, effects, deposits) {
  const ok = op.final.status === 200;
  if (op.kind === 'deposit') {
    const rows = deposits.get(op.qrcodeId) ?? [];
    const credited = ok && ['credited', 'duplicate'].includes(op.final.body?.outcome);
    if (!credited) return rows.length ? `${op.qrcodeId}: not credited but has a deposit` : null;
    const [d] = rows;
    return rows.length === 1 && d.status === 'success' && Number(d.amount) === op.amount * 100
      ? null
      : `QR ${op.qrcodeId}: ${rows.length} deposit(s) ${JSON.stringify(rows)}`;
  }
  const row = effects.get(`${member.phone} ${op.key}`);
  const list = row ? (op.kind === 'transfer' ? row.transfers : row.withdrawals) : [];
  const label = `${op.kind} ${op.key} (${op.final.outcome})`;
  if (op.kind === 'withdraw') {
    if (!ok) return list.length ? `${label}: refused but made ${list.length} withdrawal(s)` : null;
    return list.length === 1 && Number(list[0].amount) === op.amount * 100
      ? null
      : `${label}: ${list.length} withdrawal row(s)`;
  }
  const want = ok ? 'settled' : op.final.code === 'TRANSFER_FAIL' ? 'reversed' : null;
  if (want === null) {
    // refused before any money moved (or MONEY_NOT_ENOUGH: at most one reversed leg)
    return list.some((t) => t.status !== 'reversed') || list.length > 1
      ? `${label}: ${JSON.stringify(list)}`
      : null;
  }
  const [t] = list;
  return list.length === 1 &&
    t.status === want &&
    Number(t.amount) === op.amount * 100 &&
    t.direction === op.direction
    ? null
    : `${label}: expected one ${want} transfer, found ${JSON.stringify(list)}`;
}

/**
 * Every money request that ended with an answer (possibly after retries, or resolved after the
 * load) has its effect exactly once: one deposit per paid QR, one transfer row per transfer key
 * in the state its answer says, one withdrawal per accepted key; and nothing else exists.
 */
async function exactlyOnceCheck(pool, members) {
  const effects = await requestEffects(pool);
  const { rows: depositRows } = await pool.query(
    `SELECT source, status, amount, note FROM deposits WHERE method = 'qr'`,
  );
  const deposits = new Map();
  for (const d of depositRows) deposits.set(d.source, [...(deposits.get(d.source) ?? []), d]);
  const problems = [];
  let expectTransfers = 0;
  let expectWithdrawals = 0;
  let expectDeposits = 0;
  let retried = 0;
  const ops = moneyOps(members).filter(({ op }) => op.final);
  for (const { member, op } of ops) {
    if (op.final.attempts.length > 1 || op.resolvedFrom) retried++;
    const problem = effectProblem(member, op, effects, deposits);
    if (problem) problems.push(`${member.phone} ${problem}`);
    const row = effects.get(`${member.phone} ${op.key}`);
    if (op.kind === 'transfer') expectTransfers += row?.transfers.length ?? 0;
    if (op.kind === 'withdraw') expectWithdrawals += row?.withdrawals.length ?? 0;
    if (op.kind === 'deposit') expectDeposits += (deposits.get(op.qrcodeId) ?? []).length;
  }
  const { rows: totals } = await pool.query(
    `SELECT (SELECT count(*) FROM transfers)::int AS transfers,
            (SELECT count(*) FROM withdrawals)::int AS withdrawals,
            (SELECT count(*) FROM deposits)::int AS deposits,
            (SELECT count(*) FROM deposits WHERE note IS NOT NULL OR status <> 'success')::int AS odd`,
  );
  const t = totals[0];
  if (t.transfers !== expectTransfers) {
    problems.push(`${t.transfers} transfer rows, the clients' keys account for ${expectTransfers}`);
  }
  if (t.withdrawals !== expectWithdrawals) {
    problems.push(
      `${t.withdrawals} withdrawals, the clients' keys account for ${expectWithdrawals}`,
    );
  }
  if (t.deposits !== expectDeposits) {
    problems.push(`${t.deposits} deposits, the clients' QRs account for ${expectDeposits}`);
  }
  if (t.odd) problems.push(`${t.odd} deposit(s) held for review (PAID_AGAIN, NOT_MATCH…)`);
  return check(
    'every retried request applied exactly once (deposits per QR, transfers and withdrawals per key)',
    problems.length === 0,
    `${ops.length} money requests (${retried} retried or resolved after the load): ` +
      `${expectDeposits} deposits, ${expectTransfers} transfers, ${expectWithdrawals} withdrawals` +
      sample(problems),
  );
}

/** Each member's ledger balances equal what the answers the client got imply. */
async function balancesCheck(pool, members) {
  const { rows } = await pool.query(
    `SELECT m.phone, a.kind, a.slot_code, a.balance FROM ledger_accounts a
     JOIN members m ON m.id = a.member_id`,
  );
  const ledger = new Map();
  for (const r of rows) {
    const b = ledger.get(r.phone) ?? { wallet: 0, game: 0, inFlight: 0, pendingWithdrawal: 0 };
    const field =
      r.kind === 'wallet'
        ? 'wallet'
        : r.kind === 'game' && r.slot_code === GAME
          ? 'game'
          : r.kind === 'transfer_in_flight'
            ? 'inFlight'
            : r.kind === 'pending_withdrawal'
              ? 'pendingWithdrawal'
              : null;
    if (field) b[field] += Number(r.balance);
    ledger.set(r.phone, b);
  }
  const problems = [];
  let compared = 0;
  for (const m of members) {
    if (m.ops.some((op) => !op.final || inDoubt(op.final))) continue; // reported by the next check
    compared++;
    const want = m.expected();
    const have = ledger.get(m.phone) ?? { wallet: 0, game: 0, inFlight: 0, pendingWithdrawal: 0 };
    if (!isDeepStrictEqual(want, have)) {
      problems.push(`${m.phone}: client ${JSON.stringify(want)}, ledger ${JSON.stringify(have)}`);
    }
  }
  return check(
    'each wallet = deposits − transfers in + transfers out − withdrawals, as the clients saw them',
    problems.length === 0 && compared > 0,
    `${compared} of ${members.length} members compared (satang: wallet, game, in flight, pending withdrawal)` +
      sample(problems),
  );
}

async function settledCheck(pool, settled, resolution) {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*) FROM transfers WHERE status = 'pending')::int AS pending,
            (SELECT count(*) FROM idempotency_keys WHERE status = 'running')::int AS running,
            (SELECT count(*) FROM transfers WHERE status = 'settled')::int AS settled,
            (SELECT count(*) FROM transfers WHERE status = 'reversed')::int AS reversed`,
  );
  const r = rows[0];
  const open = resolution.stillInDoubt.map(
    (op) => `${op.kind} ${op.key ?? op.qrcodeId} ${op.final.outcome}`,
  );
  return check(
    'every transfer settled or reversed (none pending, no request running, nothing in doubt)',
    r.pending === 0 && r.running === 0 && open.length === 0,
    `${r.settled} settled, ${r.reversed} reversed, ${r.pending} pending, ${r.running} running keys; ` +
      `settled ${settled.ms} ms after the load; ${resolution.resolved} answers in doubt resolved ` +
      `by sending them again` +
      sample(open),
  );
}

async function replayCheck(resolution) {
  return check(
    'a request sent again with its Idempotency-Key answers the same and moves nothing',
    resolution.mismatches.length === 0 && resolution.replayed > 0,
    `${resolution.replayed} money requests replayed` + sample(resolution.mismatches, 3),
  );
}

/**
 * The demo provider's balances equal the ledger's game accounts for every member (the SQL of
 * wallet/concurrency.test.ts: username lw<memberId> per game), and, nobody having played, no
 * balance sync ever had to invent a difference (no game_result entries).
 */
async function providerCheck(pool) {
  const { rows } = await pool.query(
    `SELECT a.member_id, a.slot_code, a.balance AS ledger, d.balance AS provider
     FROM ledger_accounts a
     LEFT JOIN demo_provider_accounts d ON d.game = a.slot_code AND d.username = 'lw' || a.member_id
     WHERE a.kind = 'game' AND a.balance IS DISTINCT FROM COALESCE(d.balance, 0)
     UNION ALL
     SELECT NULL, d.game, NULL, d.balance FROM demo_provider_accounts d
     WHERE d.balance <> 0 AND NOT EXISTS (
       SELECT 1 FROM ledger_accounts a
       WHERE a.kind = 'game' AND a.slot_code = d.game AND 'lw' || a.member_id = d.username)`,
  );
  const { rows: counts } = await pool.query(
    `SELECT (SELECT count(*) FROM ledger_accounts WHERE kind = 'game')::int AS accounts,
            (SELECT count(*) FROM journal_entries WHERE kind = 'game_result')::int AS results`,
  );
  const problems = rows.map(
    (r) =>
      `member ${r.member_id ?? '?'} ${r.slot_code}: ledger ${r.ledger}, provider ${r.provider}`,
  );
  if (counts[0].results) problems.push(`${counts[0].results} game_result entries (nobody played)`);
  return check(
    'demo provider balances = ledger game accounts, for every member',
    problems.length === 0,
    `${counts[0].accounts} game accounts compared` + sample(problems),
  );
}

function settingCheck(events) {
  const delays = events.settingSpreadMs ?? {};
  const values = Object.values(delays);
  const ok =
    values.length === 2 && values.every((d) => d !== null && d <= SETTINGS_SPREAD_LIMIT_MS);
  return check(
    `a setting changed through copy 1 is read from copies 2 and 3 within ${SETTINGS_SPREAD_LIMIT_MS} ms`,
    ok,
    Object.entries(delays)
      .map(([copy, ms]) => `${copy} ${ms === null ? 'never' : `${ms} ms`}`)
      .join(', '),
  );
}

/**
 * Each job ran once per due time. A claim needs the last run to have started at least
 * interval − min(interval/10, 1 s) before (JobLeases.claim's slack), so over the cluster's
 * life there can be at most elapsed/spacing + 1 runs, whichever copies made them, and no two
 * observed claims closer than that. Three copies each running on its own timer would make about
 * three times the runs. The detail says which copy ran the job when, and how soon after the
 * kill another copy ran it (not a condition: a copy killed mid-run holds its lease a minute).
 */
function jobChecks(seen, elapsedMs, copies, events) {
  const copyOf = new Map(copies.flatMap((c) => c.pids.map((pid) => [String(pid), c.name])));
  const holderName = (holder) => copyOf.get(holder.split(':').pop()) ?? holder;
  return Object.entries(JOB_INTERVAL_MS).map(([name, every]) => {
    const spacing = every - Math.min(every / 10, 1_000);
    const list = seen.get(name) ?? [];
    const runs = list.at(-1)?.runs ?? 0;
    const bound = Math.floor(elapsedMs / spacing) + 1;
    const tooClose = [];
    let closest = Infinity;
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]];
      const gap = (b.lastMs - a.lastMs) / (b.runs - a.runs);
      closest = Math.min(closest, gap);
      if (gap < spacing - 1) {
        tooClose.push(`${b.runs - a.runs} runs in ${Math.round(b.lastMs - a.lastMs)} ms`);
      }
    }
    // released runs only: a run in progress (or killed) still holds its lease of a minute or more
    const durations = list
      .map((o) => o.untilMs - o.lastMs)
      .filter((ms) => ms >= 0 && ms < 30_000)
      .sort((a, b) => a - b);
    const afterKill = list.find((o) => o.lastMs > events.killedAtEpochMs);
    const takeover = afterKill
      ? `first run after the kill ${Math.round(afterKill.lastMs - events.killedAtEpochMs)} ms later`
      : 'no run after the kill';
    return check(
      `job '${name}' (every ${every / 1000} s) ran once per due time across the copies`,
      runs > 0 && runs <= bound && tooClose.length === 0,
      `${runs} runs in ${Math.round(elapsedMs / 1000)} s (at most ${bound}; three copies' worth ` +
        `≈ ${3 * Math.floor(elapsedMs / every)}), closest claims ` +
        `${Number.isFinite(closest) ? Math.round(closest) : '–'} ms apart; ran on ` +
        `${holderSequence(list, holderName)}; ${takeover}; a run takes p50 ` +
        `${Math.round(percentile(durations, 50))} ms, max ${Math.round(durations.at(-1) ?? 0)} ms` +
        sample(tooClose),
    );
  });
}

/** "copy-2 (runs 1–12) → copy-1 (13–30)": who held a job, in order. */
function holderSequence(list, holderName) {
  const spans = [];
  let from = 1;
  for (const o of list) {
    const name = holderName(o.holder);
    const last = spans.at(-1);
    if (last && last.name === name) last.to = o.runs;
    else spans.push({ name, from, to: o.runs });
    from = o.runs + 1;
  }
  return spans.map((s) => `${s.name} (runs ${s.from}–${s.to})`).join(' → ') || 'no copy';
}

/** Every final answer is one the API may give for that request under faults and a kill. */
function answersCheck(figures) {
  const allowed = {
    register: ['200', '409 EXISTING_USER'],
    login: ['200'],
    qr_create: ['200', '409 QR_EXISTS'],
    qr_get: ['200'],
    webhook: ['200 credited', '200 duplicate'],
    wallet: ['200'],
    activate: ['200', '502 SLOT_ACTIVATE_FAIL', '409 SLOT_ALREADY_ACTIVE'],
    transfer_in: [
      '200',
      '502 TRANSFER_FAIL',
      '504 TRANSFER_PENDING',
      'gave up (app 409 TRANSFER_PENDING)',
    ],
    withdraw: ['200', 'gave up (app 409 TRANSFER_PENDING)'],
  };
  allowed.transfer_out = allowed.transfer_in;
  const odd = [];
  for (const [kind, k] of Object.entries(figures)) {
    for (const [outcome, n] of Object.entries(k.outcomes)) {
      if (!(allowed[kind] ?? []).includes(outcome)) odd.push(`${kind} ${outcome} ×${n}`);
    }
  }
  return check(
    'every final answer is a legitimate one (no 500s, no request given up on a dead copy)',
    odd.length === 0,
    odd.length ? sample(odd, 10).slice(2) : 'all answers expected',
  );
}

/** No copy logged an error that is not an app answer (an unhandled exception, a failed job). */
function unexpectedErrorsCheck(copies) {
  const found = copies.flatMap((c) => c.unexpectedErrors().map((line) => `${c.name} ${line}`));
  return check(
    'no copy logged an unexpected error (errors other than app answers such as TRANSFER_FAIL)',
    found.length === 0,
    found.length
      ? `${found.length} line(s)${sample(
          found.map((l) => l.slice(0, 300)),
          3,
        )}`
      : 'none',
  );
}

// ── one topology, start to end ───────────────────────────────────────────────────────────────

/**
 * The copy to be killed starts first: it runs the migrations (under an advisory lock, so the
 * order is only for speed) and its job timers start first, so it usually holds the job leases
 * when it is killed and the kill also tests that the other copies take the jobs over.
 */
async function startCopies(copies) {
  const [first, ...others] =
    copies.length > 1 ? [copies[1], copies[0], ...copies.slice(2)] : copies;
  first.start();
  const firstMs = await first.ready();
  for (const c of others) c.start();
  await Promise.all(others.map((c) => c.ready()));
  return `${first.name} first, ready after ${Math.round(firstMs)} ms`;
}

async function runTopology(topology, tmp) {
  const cluster = topology.copies.length > 1;
  const dir = path.join(tmp, topology.name);
  fs.mkdirSync(dir, { recursive: true });
  console.log(
    `\n── ${topology.label}: nginx :${topology.nginx} → copies :${topology.copies.join(', :')}`,
  );
  const db = await createDatabase();
  const copies = topology.copies.map((port, i) => {
    const dataDir = path.join(dir, `copy-${i + 1}`);
    fs.mkdirSync(dataDir, { recursive: true });
    return new Copy({
      name: `copy-${i + 1}`,
      port,
      env: copyEnvironment({ port, dataDir, databaseUrl: db.url, tmp: dir }),
      logFile: path.join(dir, `copy-${i + 1}.log`),
    });
  });
  onCleanup(() => Promise.all(copies.map((c) => c.stop())));
  const pool = new pg.Pool({ connectionString: db.url, max: 3 });
  pool.on('error', () => undefined);
  onCleanup(() => pool.end());

  const startedAt = performance.now();
  const ready = await startCopies(copies);
  console.log(
    `  copies ready after ${Math.round((performance.now() - startedAt) / 1000)} s (${ready})`,
  );
  const leases = cluster ? watchLeases(pool) : null;
  const nginx = await startNginx({
    dir: path.join(dir, 'nginx'),
    listen: topology.nginx,
    upstreams: topology.copies,
  });
  await setUp(nginx.base);
  await slowFaults(copies);

  const figures = new Figures();
  console.log(`  load: ${CLIENTS} clients for ${LOAD_SECONDS} s`);
  const loadStartedAt = performance.now();
  const [load, events] = await Promise.all([
    runLoad(nginx.base, figures, LOAD_SECONDS),
    cluster ? midRunEvents(copies, loadStartedAt, LOAD_SECONDS) : Promise.resolve({}),
  ]);
  const summary = figures.summary();
  const requests = Object.values(summary).reduce((n, k) => n + k.requests, 0);
  console.log(
    `  load done: ${load.members.length} members, ${requests} requests in ${load.seconds.toFixed(1)} s`,
  );

  const settled = await settle(pool);
  const resolution = await resolveAndReplay(nginx.base, load.members);
  const settledAgain = await settle(pool); // the replays must not have left anything open
  const checks = [
    await ledgerCheck(nginx.base),
    await exactlyOnceCheck(pool, load.members),
    await balancesCheck(pool, load.members),
    await settledCheck(pool, { ms: settled.ms + settledAgain.ms }, resolution),
    await replayCheck(resolution),
    await providerCheck(pool),
    answersCheck(summary),
  ];
  if (cluster) {
    checks.push(
      check(
        'copy 2 killed with SIGKILL and back (ready) while the load ran',
        events.restartReadyMs !== undefined,
        events.restartError ?? `ready ${events.restartReadyMs} ms after its restart`,
      ),
      settingCheck(events),
      ...jobChecks(await leases.stop(), performance.now() - startedAt, copies, events),
    );
  }
  checks.push(unexpectedErrorsCheck(copies));
  for (const c of copies) await c.stop();
  await nginx.stop();

  return {
    label: topology.label,
    copies: copies.length,
    nginx: true,
    loadSeconds: round(load.seconds),
    clients: CLIENTS,
    members: load.members.length,
    journeysCompleted: load.members.filter((m) => !m.stoppedAt).length,
    journeysStopped: countBy(load.members.filter((m) => m.stoppedAt).map((m) => m.stoppedAt)),
    requests,
    requestsPerSecond: round(requests / load.seconds),
    events,
    kinds: summary,
    checks,
  };
}

const countBy = (list) => list.reduce((o, k) => ((o[k] = (o[k] ?? 0) + 1), o), {});

// ── report ───────────────────────────────────────────────────────────────────────────────────

function printChecks(run) {
  console.log(`\n── checks (${run.label})`);
  for (const c of run.checks)
    console.log(`  ${c.ok ? 'PASS' : 'FAIL'} ${c.name}\n       ${c.detail}`);
}

function printFigures(runs) {
  const cols = [
    'kind',
    'req',
    'att',
    'retried',
    'p50',
    'p99',
    'p50 all',
    'p99 all',
    'errors (attempts)',
  ];
  for (const run of runs) {
    console.log(
      `\n── figures: ${run.label} (${run.clients} clients, ${run.loadSeconds} s, ` +
        `${run.requests} requests, ${run.requestsPerSecond}/s, ${run.members} members, ` +
        `${run.journeysCompleted} journeys complete)`,
    );
    const rows = Object.entries(run.kinds).map(([kind, k]) => [
      kind,
      k.requests,
      k.attempts,
      k.retried,
      k.p50FinalMs,
      k.p99FinalMs,
      k.p50AllAttemptsMs,
      k.p99AllAttemptsMs,
      Object.entries(k.errors)
        .map(([e, n]) => `${e} ×${n}`)
        .join(', ') || '–',
    ]);
    const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
    const line = (r) =>
      '  ' +
      r
        .map((v, i) =>
          i === 0 || i === r.length - 1
            ? String(v).padEnd(widths[i])
            : String(v).padStart(widths[i]),
        )
        .join('  ');
    console.log(line(cols));
    for (const r of rows) console.log(line(r));
  }
  console.log(
    '  (ms; p50/p99: the final attempt; "all": from the first attempt to the answer, with retries)',
  );
}

function writeFigures(runs, totalSeconds) {
  const dir = path.join(root, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const out = {
    at: new Date().toISOString(),
    issue: 14,
    machine: { cpus: os.cpus().length, node: process.version },
    runSeconds: Math.round(totalSeconds),
    settings: {
      clients: CLIENTS,
      loadSeconds: LOAD_SECONDS,
      demoProviderFaultRate: FAULT_RATE,
      slowAnswerMs: SLOW_ANSWER_MS,
      providerTimeoutMs: PROVIDER_TIMEOUT_MS,
      recoveryGraceSeconds: RECOVERY_GRACE_SECONDS,
      jobIntervalMs: JOB_INTERVAL_MS,
    },
    runs: Object.fromEntries(
      runs.map((r) => [
        r.copies > 1 ? 'cluster' : 'single',
        {
          ...r,
          checks: Object.fromEntries(r.checks.map((c) => [c.name, c.ok ? 'pass' : 'fail'])),
        },
      ]),
    ),
  };
  fs.writeFileSync(path.join(dir, 'cluster.json'), `${JSON.stringify(out, null, 2)}\n`);
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const missing = await missingPrecondition();
  if (missing) {
    console.log(`test:cluster skipped: ${missing}`);
    return 0;
  }
  const started = performance.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-cluster-'));
  fs.chmodSync(tmp, 0o755); // nginx workers (nobody) pass through it to their temp dirs
  onCleanup(() => {
    if (env.CLUSTER_KEEP_LOGS) console.log(`logs kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  });
  console.log(
    `test:cluster (issue 14): PostgreSQL ${hidePassword(ADMIN_DATABASE_URL)}, Redis ${hidePassword(REDIS_URL)}, ` +
      `nginx ${nginxBinary()}; recovery every 2 s (grace ${RECOVERY_GRACE_SECONDS} s), provider faults ${FAULT_RATE * 100}% (some answering after ${SLOW_ANSWER_MS} ms)`,
  );
  const runs = [];
  try {
    for (const topology of TOPOLOGIES) runs.push(await runTopology(topology, tmp));
  } finally {
    await runCleanups();
  }
  const seconds = (performance.now() - started) / 1000;
  for (const run of runs) printChecks(run);
  printFigures(runs);
  writeFigures(runs, seconds);
  const failed = runs.flatMap((r) =>
    r.checks.filter((c) => !c.ok).map((c) => `${r.label}: ${c.name}`),
  );
  console.log(
    `\n${failed.length ? `test:cluster FAILED (${failed.length} check(s))` : 'test:cluster passed'} in ` +
      `${Math.round(seconds)} s; figures in bench/results/cluster.json`,
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(`test:cluster error: ${error.stack ?? error.message}`);
    await runCleanups();
    process.exit(1);
  },
);
