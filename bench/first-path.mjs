/* global document, MutationObserver */
// The JavaScript a public page fetches before its form works (issue goal: /login at most 100 KB,
// brotli): /login is opened in Debian's Chromium by a first-time guest in each language (the
// language chosen by its cookie, as the server picks the prerendered page), and every script the
// page requests until the login button is enabled (the app has hydrated) is counted at the size
// the server sends it (the build's .br twin of the file). Scripts fetched later (the step-up code
// field, idle prefetches) are listed apart. No throttling: what is counted is bytes, not time.
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { root, startServer, writeResult } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist} is missing: run \`npm run build -w @wallet/web\` first`);
  process.exit(1);
}
const LANGUAGES = ['th', 'la', 'en'];
/** The goal of the issue, KB of brotli before the form works. */
const BUDGET_KB = 100;

/** The bytes a built file costs on the wire: its brotli twin (the server sends it), or raw. */
function brotliBytes(pathname) {
  const file = path.join(dist, decodeURIComponent(pathname));
  for (const candidate of [`${file}.br`, file]) {
    if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  }
  return 0;
}

const kb = (bytes) => +(bytes / 1024).toFixed(1);

async function measure(browser, base, lang) {
  const context = await browser.createBrowserContext();
  try {
    await context.setCookie({ name: 'lang', value: lang, url: base });
    const page = await context.newPage();
    // in the page, from its first script on: the scripts fetched by the moment the login button
    // stops being disabled (a mutation observer sees that moment exactly; a poll from here would
    // count what starts in its round trip)
    await page.evaluateOnNewDocument(() => {
      const scripts = () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
          .map((entry) => entry.name);
      const observer = new MutationObserver(() => {
        const button = document.querySelector('form button[type="submit"]');
        if (button && !button.disabled) {
          observer.disconnect();
          globalThis.__formWorks = scripts();
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${base}/login`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => globalThis.__formWorks !== undefined, { timeout: 30_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
    const local = (names) =>
      names.map((name) => new URL(name)).filter((url) => url.origin === base);
    const before = local(await page.evaluate(() => globalThis.__formWorks)).map((u) => u.pathname);
    const all = local(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      ),
    ).map((u) => u.pathname);
    const after = all.filter((p) => p.endsWith('.js') && !before.includes(p));
    const sum = (list) => list.reduce((total, p) => total + brotliBytes(p), 0);
    return {
      lang,
      beforeFormKB: kb(sum(before)),
      files: before.map((p) => ({ file: path.basename(p), kb: kb(brotliBytes(p)) })),
      laterKB: kb(sum(after)),
      later: after.map((p) => path.basename(p)),
    };
  } finally {
    await context.close();
  }
}

const server = await startServer(18097);
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});
const results = [];
try {
  for (const lang of LANGUAGES) results.push(await measure(browser, server.base, lang));
} finally {
  await browser.close();
  await server.stop();
}
console.log(`JavaScript before /login's form works (brotli, as built; goal ≤ ${BUDGET_KB} KB)`);
for (const r of results) {
  console.log(
    `  ${r.lang}: ${r.beforeFormKB} KB in ${r.files.length} files` +
      `${r.beforeFormKB <= BUDGET_KB ? '' : '  (over the goal)'}; later ${r.laterKB} KB`,
  );
  for (const f of [...r.files].sort((a, b) => b.kb - a.kb)) console.log(`      ${f.kb}\t${f.file}`);
  if (r.later.length) console.log(`    later: ${r.later.join(', ')}`);
}
writeResult('first-path', { budgetKB: BUDGET_KB, results });
