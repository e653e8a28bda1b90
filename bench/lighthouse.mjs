// Lighthouse on the built web app as a phone sees it (mobile form factor, default simulated
// throttling: slow 4G, 4× CPU slowdown) in Debian's Chromium: /login for a first-time guest and
// /user/home for a signed-in member. Scores (performance, accessibility, best practices), FCP,
// LCP, TBT, CLS, and the compressed JavaScript each page loads (Lighthouse's transfer sizes of
// the page's scripts, and the .br/.gz sizes of the same files in apps/web/dist).
// Each run gets a fresh browser profile (cold cache, no service worker); the median run by
// performance score is reported. LIGHTHOUSE_RUNS (default 3) runs per page; LIGHTHOUSE_PAGES=home
// (or login) measures one page; LIGHTHOUSE_REPORTS=dir
// also writes each median run's full report (JSON) there. For each page it prints the long tasks
// that remain (bench/long-tasks.mjs): the audit's, by script, and the trace's, with the functions
// that ran in them.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { apiClient, registerMember, root, startServer, writeResult } from './lib.mjs';
import { longTasks, printLongTasks } from './long-tasks.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** LIGHTHOUSE_PAGES=home (or login) measures one page only, e.g. while working on it. */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'login,home').split(',');
const OPERATOR_TOKEN = `bench-operator-${randomUUID()}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const dist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist} is missing: run \`npm run build -w @wallet/web\` first`);
  process.exit(1);
}

/** The compressed size of a built file as the server sends it (precompressed twin, or raw). */
function distSize(pathname, ext) {
  const file = path.join(dist, decodeURIComponent(pathname));
  for (const candidate of [`${file}.${ext}`, file]) {
    if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  }
  return 0;
}

/**
 * One Lighthouse run in its own Chromium (fresh profile). `storage` entries are written to the
 * origin's localStorage first, and `cookies` set, from a page that is not the app (so nothing is
 * cached and no service worker registers), and Lighthouse is told not to clear them.
 */
async function runOnce(url, { storage, cookies } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate(
        (entries, jar) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(jar)) {
            // in the page, as storage.setToken writes it beside the token
            globalThis.document.cookie = `${key}=${value}; path=/; max-age=31536000; samesite=lax`;
          }
        },
        storage,
        cookies ?? {},
      );
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return { lhr: result.lhr, trace: result.artifacts?.Trace };
  } finally {
    chrome.kill();
  }
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  // the page's own scripts; the service worker's precache downloads come after and are not the page's
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && (r.sessionTargetType ?? 'page') === 'page',
  );
  const local = scripts.filter(
    (r) => new URL(r.url).origin === new URL(lhr.finalDisplayedUrl).origin,
  );
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${audit(ref.id).score})`);
  const consoleErrors = (audit('errors-in-console')?.details?.items ?? []).map(
    (item) => `${item.source}: ${item.description}`,
  );
  return {
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
    ),
    metrics: {
      fcpMs: Math.round(audit('first-contentful-paint').numericValue),
      lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
      tbtMs: Math.round(audit('total-blocking-time').numericValue),
      cls: +audit('cumulative-layout-shift').numericValue.toFixed(3),
      speedIndexMs: Math.round(audit('speed-index').numericValue),
    },
    js: {
      files: scripts.length,
      transferKB: +(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
      brotliKB: +(
        local.reduce((sum, r) => sum + distSize(new URL(r.url).pathname, 'br'), 0) / 1024
      ).toFixed(1),
      gzipKB: +(
        local.reduce((sum, r) => sum + distSize(new URL(r.url).pathname, 'gz'), 0) / 1024
      ).toFixed(1),
      chunks: local.map((r) => new URL(r.url).pathname),
    },
    failing: {
      performance: failing('performance'),
      accessibility: failing('accessibility'),
      'best-practices': failing('best-practices'),
    },
    consoleErrors,
  };
}

async function measure(name, url, visit) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr, trace } = await runOnce(url, visit);
    runs.push({ lhr, summary: summarise(lhr), longTasks: longTasks(lhr, trace) });
    const s = runs.at(-1).summary;
    console.log(
      `${name} run ${i + 1}/${RUNS}: performance ${s.scores.performance}, ` +
        `FCP ${s.metrics.fcpMs} ms, LCP ${s.metrics.lcpMs} ms, TBT ${s.metrics.tbtMs} ms`,
    );
  }
  runs.sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(path.join(REPORTS, `lighthouse-${name}.json`), JSON.stringify(median.lhr));
  }
  return {
    ...median.summary,
    performanceRuns: runs.map((r) => r.summary.scores.performance),
    // the long tasks that remain, with what ran in them (the median run's trace)
    longTasks: median.longTasks,
  };
}

// LIGHTHOUSE_PORT: another copy of the bench (or an e2e run) may hold the default port
const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 18096), { OPERATOR_TOKEN });
const results = {};
try {
  const api = apiClient(server.base, OPERATOR_TOKEN);
  await api('PUT', '/api/operator/settings/registerOTP', {
    operator: true,
    body: { value: false, reason: 'benchmark members register without OTP' },
  });
  const token = await registerMember(api, '0861234567', 0, 8_600_000_000);

  // a first-time guest: no stored language, so the app asks the deployment's (spec §1)
  if (PAGES.includes('login')) results.login = await measure('login', `${server.base}/login`);
  // a returning member: signed in (remember me), language chosen, agreement accepted, as the
  // app's login leaves the browser (the token and the server's `signed-in` hint beside it, so
  // home comes prerendered); a fresh profile, so no service worker answers (an in-app browser
  // without one, or a first visit): where one does, it sends its cached app shell instead
  if (PAGES.includes('home'))
    results.home = await measure('home', `${server.base}/user/home`, {
      storage: { token, locale: 'th', 'remember-agreement': 'true' },
      cookies: { 'signed-in': '1', lang: 'th' },
    });
} finally {
  await server.stop();
}

for (const [name, r] of Object.entries(results)) {
  console.log(
    `\n${name} (${r.url}): performance ${r.scores.performance} (runs ${r.performanceRuns.join(', ')}), ` +
      `accessibility ${r.scores.accessibility}, best practices ${r.scores['best-practices']}`,
  );
  console.log(
    `  FCP ${r.metrics.fcpMs} ms, LCP ${r.metrics.lcpMs} ms, TBT ${r.metrics.tbtMs} ms, ` +
      `CLS ${r.metrics.cls}, Speed Index ${r.metrics.speedIndexMs} ms`,
  );
  console.log(
    `  JS: ${r.js.files} files, ${r.js.transferKB} KB transferred ` +
      `(${r.js.brotliKB} KB brotli, ${r.js.gzipKB} KB gzip as built)`,
  );
  for (const [category, ids] of Object.entries(r.failing)) {
    if (ids.length) console.log(`  ${category} not passed: ${ids.join(', ')}`);
  }
  if (r.consoleErrors.length) console.log(`  console errors: ${r.consoleErrors.join(' | ')}`);
  printLongTasks(name, r.longTasks);
}
writeResult('lighthouse', {
  runs: RUNS,
  formFactor: 'mobile',
  throttling: 'simulated (Lighthouse default)',
  results,
});
