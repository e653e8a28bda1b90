import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib.mjs';
const server = await startServer(18111);
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: 'new' });
for (let i = 0; i < 3; i++) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true });
  await page.tracing.start({ path: `/tmp/pt/trace${i}.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'loading', 'fonts', 'disabled-by-default-devtools.timeline.frame', 'cc', 'viz', 'gpu', 'benchmark', 'toplevel', 'blink.user_timing'] });
  await page.goto(`${server.base}/login`, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 3000));
  await page.tracing.stop();
  const t = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]).concat([['dcl', Math.round(performance.timing.domContentLoadedEventEnd - performance.timing.navigationStart)]])));
  console.log(i, t);
  await ctx.close();
}
await browser.close();
await server.stop();
