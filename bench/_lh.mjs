import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new', ...(process.env.EXTRA||'').split(' ').filter(Boolean)] });
const r = await lighthouse(process.argv[2], { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
const m = r.lhr.audits.metrics.details.items[0];
console.log(r.lhr.categories.performance.score, m.observedFirstContentfulPaint, m.firstContentfulPaint, m.observedLoad);
await chrome.kill();
