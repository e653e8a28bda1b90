// API throughput and latency: N concurrent keep-alive clients hammer a lookup for a fixed time.
// Measures the whole stack (routing, settings read from the database, response validation).
import { percentile, startServer, writeResult } from './lib.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const TARGETS = ['/api/health', '/api/lookup/contact', '/api/lookup/banks'];

async function load(base, path) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + DURATION_MS;
  async function worker() {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(base + path, { headers: { 'accept-language': 'th' } });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / (DURATION_MS / 1000)),
    p50ms: +percentile(latencies, 50).toFixed(2),
    p99ms: +percentile(latencies, 99).toFixed(2),
  };
}

const server = await startServer();
const results = [];
try {
  for (const path of TARGETS) {
    await load(server.base, path); // warm-up pass, discarded
    const r = await load(server.base, path);
    results.push(r);
    console.log(
      `${path.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms  errors ${r.errors}`,
    );
  }
} finally {
  await server.stop();
}
console.log(`server start to healthy (fresh embedded database): ${server.startMs.toFixed(0)} ms`);
writeResult('api-throughput', {
  concurrency: CONCURRENCY,
  durationMs: DURATION_MS,
  startMs: Math.round(server.startMs),
  results,
});
