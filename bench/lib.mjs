// Shared helpers for the benchmarks: start the real server on a scratch database, the HTTP
// clients of setup and load, the load loop, percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Starts the real server; `env` adds variables (e.g. DATABASE_URL for PostgreSQL). */
export async function startServer(port = 18099, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-'));
  const t0 = performance.now();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error('server exited during start');
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = performance.now() - t0;
  return {
    base,
    startMs,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The setup client (fetch, JSON both ways): a member's `token`, the `operator` token, an
 * Idempotency-Key `key`. Throws on any status but 2xx, with the server's answer.
 */
export function apiClient(base, operatorToken) {
  return async (method, path, { body, token, operator, key } = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(operator ? { authorization: `Bearer ${operatorToken}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const data = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
    return data;
  };
}

/**
 * The load generator's HTTP client: node:http on a keep-alive agent, one socket per worker. It
 * costs far less CPU than fetch, and on a 2-core machine every cycle it spends is taken from the
 * server it measures. Resolves the status code (the body is read and dropped).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });
export function request(base, method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Workers in a loop for a fixed time; `once(worker)` answers whether the call succeeded. */
export async function load(workers, once, durationMs) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  await Promise.all(
    workers.map(async (w) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          if (!(await once(w))) errors++;
        } catch (error) {
          if (errors++ === 0) console.error(`first error: ${error.message}`);
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / (durationMs / 1000)),
    p50ms: +percentile(latencies, 50).toFixed(2),
    p99ms: +percentile(latencies, 99).toFixed(2),
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function writeResult(name, data) {
  const dir = path.join(root, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2)}\n`,
  );
}

/** Registers bench member `i` (account number `accountBase + i`) and answers its session token. */
export async function registerMember(api, phone, i, accountBase) {
  await api('POST', '/api/account', {
    body: {
      name: `Bench ${i}`,
      username: phone,
      password: 'bench-password-1',
      sourceCode: 'FACEBOOK',
      inviteCode: '',
      bankCode: 'KBANK',
      bankAccountName: 'BENCH MEMBER',
      bankAccountNo: String(accountBase + i),
    },
  });
  const { token } = await api('POST', '/api/login', {
    body: { username: phone, password: 'bench-password-1' },
  });
  return token;
}

/** CPU time (ms, user + system) a process has used, from /proc (Linux); null elsewhere. */
function processCpuMs(pid) {
  try {
    // the command name is in parentheses and may hold spaces: the fields start after the last one
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of stat(5)) in clock ticks, 100 a second on Linux
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The PostgreSQL processes of this machine (a local server; its other databases are quiet). */
function postgresPids() {
  try {
    return fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          return fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/**
 * CPU used while a phase ran, by who used it: `server` (the given pid), `bench` (this process:
 * the load generator, or the pg client of the direct side) and `postgres` (every PostgreSQL
 * process; backends started during the phase count from their start). On a 2-core machine a
 * throughput ratio says which side ran out of CPU first; CPU per request says what each costs.
 */
export function cpuMeter(serverPid) {
  const pgBefore = new Map(postgresPids().map((pid) => [pid, processCpuMs(pid) ?? 0]));
  const server0 = serverPid ? processCpuMs(serverPid) : null;
  const bench0 = process.cpuUsage();
  return () => {
    const bench = process.cpuUsage(bench0);
    let postgres = 0;
    for (const pid of postgresPids()) {
      postgres += (processCpuMs(pid) ?? 0) - (pgBefore.get(pid) ?? 0);
    }
    return {
      serverMs: server0 === null ? null : (processCpuMs(serverPid) ?? 0) - server0,
      benchMs: Math.round((bench.user + bench.system) / 1000),
      postgresMs: postgres,
    };
  };
}
