#!/usr/bin/env node
// Opens pages of a running server in headless Chromium and lists what the console reports:
// errors, warnings, Content Security Policy violations (`securitypolicyviolation` events) and
// failed requests. Exits 1 when there is any error or violation.
//   node apps/web/scripts/check-console.mjs http://127.0.0.1:18097/login [more URLs…]
// TOKEN=<session token> stores a member session first on /user/* pages (a public page would end
// the session: spec §2).
/* global document -- page scripts below run in the browser */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: check-console.mjs <url> [url…]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--headless=new'],
});
let problems = 0;
try {
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (process.env.TOKEN && new URL(url).pathname.startsWith('/user')) {
      await context.addInitScript((token) => {
        if (!localStorage.getItem('token')) localStorage.setItem('token', token);
      }, process.env.TOKEN);
    }
    const page = await context.newPage();
    const seen = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) {
        seen.push(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      seen.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
    );
    // report violations from the first script on, before the app's own code runs
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} ` +
            `at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
        );
      });
    });
    // not networkidle: member screens keep polling (balances, the chat)
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4_000);
    console.log(`\n${url}`);
    for (const line of seen) console.log(`  ${line}`);
    if (seen.length === 0) console.log('  clean');
    problems += seen.filter((line) => !line.startsWith('console.warning')).length;
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(problems > 0 ? 1 : 0);
