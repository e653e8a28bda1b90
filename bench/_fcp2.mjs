import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib.mjs';
const server = await startServer(18097, {});
const b = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
for (const path of ['/login', '/login', '/contact']) {
  const ctx = await b.createBrowserContext();
  const p = await ctx.newPage();
  if (process.env.MOBILE) await p.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await p.goto('http://127.0.0.1:18097' + path, { waitUntil: 'load' });
  await new Promise(r => setTimeout(r, 3000));
  console.log(path, JSON.stringify(await p.evaluate(() => [...performance.getEntriesByType('paint').map(e => [e.name, Math.round(e.startTime)]), ['dcl', Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd)]])));
  await ctx.close();
}
await b.close(); server.child?.kill?.();  process.exit(0);
