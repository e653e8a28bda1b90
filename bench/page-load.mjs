// Page load in headless Chromium on a phone viewport: /login, cold cache then warm cache.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer, writeResult } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const server = await startServer(18098);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

async function measure(page) {
  const t0 = performance.now();
  await page.goto(`${server.base}/login`, { waitUntil: 'load' });
  await page.getByRole('button', { name: /log in|เข้าสู่ระบบ|ເຂົ້າສູ່ລະບົບ/i }).waitFor();
  const formReadyMs = performance.now() - t0;
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    return {
      domContentLoaded: nav.domContentLoadedEventEnd,
      transferKB: (nav.transferSize + resources.reduce((sum, r) => sum + r.transferSize, 0)) / 1024,
    };
  });
  return { formReadyMs, ...timing };
}

const results = { cold: [], warm: [] };
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    results.cold.push(await measure(page));
    results.warm.push(await measure(page));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = {};
for (const kind of ['cold', 'warm']) {
  const runs = results[kind];
  summary[kind] = {
    domContentLoadedMs: Math.round(median(runs.map((r) => r.domContentLoaded))),
    loginFormReadyMs: Math.round(median(runs.map((r) => r.formReadyMs))),
    transferredKB: Math.round(median(runs.map((r) => r.transferKB))),
  };
  const s = summary[kind];
  console.log(
    `${kind}: DOMContentLoaded ${s.domContentLoadedMs} ms, ` +
      `login form ready ${s.loginFormReadyMs} ms, ${s.transferredKB} KB transferred (median of ${RUNS})`,
  );
}
writeResult('page-load', { runs: RUNS, viewport: '375x740', summary });
