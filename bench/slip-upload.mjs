// Slip upload benchmark (issue 14): 4 members each upload a large slip (3400×3400, ~11.6 MP, under
// the 12 MP cap) again and again for a fixed time, while a probe asks GET /api/health every
// 20 ms. A slip read must never hold the request thread, so the probe's latency stands for the
// server's event-loop delay (a stalled loop answers nothing). Uploads alternate between a PNG
// with a real slip QR (read at once: 200 the first time, then SLIP_REFNO_DUPLICATED 409, a full
// read either way) and a JPEG without one (the worst case: every scan attempt runs).
//   node bench/slip-upload.mjs   (embedded database; BENCH_DURATION_MS, BENCH_UPLOADERS)
import { randomUUID } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  apiClient,
  percentile,
  registerMember,
  request,
  startServer,
  writeResult,
} from './lib.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 4);
const PROBE_EVERY_MS = 20;
const SIDE = 3400;
const OPERATOR_TOKEN = `bench-operator-${randomUUID()}`;
const METRICS_TOKEN = `bench-metrics-${randomUUID()}`;

/**
 * The server's own event-loop delay (ms) since the last scrape, from /metrics: prom-client's
 * histogram of perf_hooks.monitorEventLoopDelay, reset at each collection.
 */
async function loopDelay(base) {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  const read = (name) => {
    const found = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
    return found ? +(Number(found[1]) * 1000).toFixed(1) : null;
  };
  return {
    p50ms: read('nodejs_eventloop_lag_p50_seconds'),
    p99ms: read('nodejs_eventloop_lag_p99_seconds'),
    maxMs: read('nodejs_eventloop_lag_max_seconds'),
  };
}

async function slipImages() {
  const qr = await QRCode.toBuffer(slipVerify({ sendingBank: '014', transRef: `B${Date.now()}` }), {
    type: 'png',
    scale: 8,
  });
  const page = () =>
    sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#fff' } });
  return [
    await page()
      .composite([{ input: qr, gravity: 'southeast' }])
      .png({ compressionLevel: 9 })
      .toBuffer(),
    await page().jpeg({ quality: 90 }).toBuffer(),
  ];
}

/** A multipart/form-data body with one file part, as the web client sends a slip. */
function multipart(file, type) {
  const boundary = `----bench${randomUUID().replace(/-/g, '')}`;
  const name = type === 'image/png' ? 'slip.png' : 'slip.jpg';
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** GET /api/health every PROBE_EVERY_MS until `until()`; answers the latencies (ms), sorted. */
async function probe(base, until) {
  const latencies = [];
  while (!until()) {
    const t0 = performance.now();
    await request(base, 'GET', '/api/health', {});
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  latencies.sort((a, b) => a - b);
  return {
    probes: latencies.length,
    p50ms: +percentile(latencies, 50).toFixed(1),
    p99ms: +percentile(latencies, 99).toFixed(1),
    maxMs: +(latencies.at(-1) ?? 0).toFixed(1),
  };
}

const images = await slipImages();
const server = await startServer(18095, { OPERATOR_TOKEN, METRICS_TOKEN });
let result;
try {
  const api = apiClient(server.base, OPERATOR_TOKEN);
  for (const [key, value] of [
    ['registerOTP', false],
    ['slip.closedHours', null],
  ]) {
    await api('PUT', `/api/operator/settings/${key}`, {
      operator: true,
      body: { value, reason: 'benchmark members upload slips at any hour without OTP' },
    });
  }
  // one member per uploader: a member may have only 2 slip reads in flight
  const tokens = [];
  for (let i = 0; i < UPLOADERS; i++) {
    tokens.push(await registerMember(api, `08${String(75_000_000 + i)}`, i, 7_500_000_000));
  }

  const idle = await (async () => {
    const end = performance.now() + 2_000;
    return probe(server.base, () => performance.now() > end);
  })();

  await loopDelay(server.base); // starts the window: the histogram resets at each scrape
  const statuses = {};
  const uploadMs = [];
  const end = performance.now() + DURATION_MS;
  const uploads = Promise.all(
    tokens.map(async (token, w) => {
      for (let n = w; performance.now() < end; n++) {
        const png = n % 2 === 0;
        const { body, contentType } = multipart(
          images[png ? 0 : 1],
          png ? 'image/png' : 'image/jpeg',
        );
        const t0 = performance.now();
        const status = await request(
          server.base,
          'POST',
          '/api/wallet/slip',
          {
            authorization: `Bearer ${token}`,
            'content-type': contentType,
            'content-length': body.length,
            'idempotency-key': randomUUID(),
          },
          body,
        );
        uploadMs.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const t0 = performance.now();
  const [loaded] = await Promise.all([probe(server.base, () => performance.now() > end), uploads]);
  const elapsedMs = performance.now() - t0;
  const serverLoop = await loopDelay(server.base);
  uploadMs.sort((a, b) => a - b);
  const reads = (statuses[200] ?? 0) + (statuses[409] ?? 0);
  result = {
    uploaders: UPLOADERS,
    imagePixels: SIDE * SIDE,
    durationMs: Math.round(elapsedMs),
    uploads: uploadMs.length,
    statuses,
    readsPerSecond: +(reads / (elapsedMs / 1000)).toFixed(2),
    uploadP50ms: Math.round(percentile(uploadMs, 50)),
    uploadP99ms: Math.round(percentile(uploadMs, 99)),
    healthIdle: idle,
    healthUnderLoad: loaded,
    serverEventLoopDelay: serverLoop,
  };
} finally {
  await server.stop();
}
console.log(
  `slip uploads: ${result.readsPerSecond} reads/s (${result.uploads} uploads, statuses ` +
    `${JSON.stringify(result.statuses)}, p50 ${result.uploadP50ms} ms); GET /api/health under load ` +
    `p50 ${result.healthUnderLoad.p50ms} ms p99 ${result.healthUnderLoad.p99ms} ms max ` +
    `${result.healthUnderLoad.maxMs} ms (idle p99 ${result.healthIdle.p99ms} ms); the server's ` +
    `event-loop delay p50 ${result.serverEventLoopDelay.p50ms} ms p99 ` +
    `${result.serverEventLoopDelay.p99ms} ms max ${result.serverEventLoopDelay.maxMs} ms`,
);
writeResult('slip-upload', result);
