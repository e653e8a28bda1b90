import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './lib.mjs';
const server = await startServer(18097, {});
for (const path of process.argv.slice(2)) {
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
const r = await lighthouse(path.startsWith('http') ? path : 'http://127.0.0.1:18097' + path, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
const m = r.lhr.audits.metrics.details.items[0];
console.log(path, r.lhr.categories.performance.score, 'obsFCP', m.observedFirstContentfulPaint, 'FCP', m.firstContentfulPaint, 'LCP', m.largestContentfulPaint, 'TBT', m.totalBlockingTime, 'load', m.observedLoad);
await chrome.kill();
}
process.exit(0);
