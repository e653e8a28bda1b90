// Size of the built web app as a browser downloads it: raw and gzip per file type.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, writeResult } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(dist)) {
  console.error('apps/web/dist is missing: run `npm run build` first');
  process.exit(1);
}
const totals = {};
const files = [];
for (const entry of fs.readdirSync(dist, { recursive: true })) {
  const file = path.join(dist, entry);
  // .br/.gz are the build's precompressed twins of other files, not extra downloads
  if (!fs.statSync(file).isFile() || /\.(br|gz)$/.test(file)) continue;
  const ext = path.extname(file).slice(1) || 'other';
  const buf = fs.readFileSync(file);
  const gz = ['js', 'css', 'html', 'svg', 'json'].includes(ext) ? gzipSync(buf).length : buf.length;
  totals[ext] ??= { files: 0, rawKB: 0, gzipKB: 0 };
  totals[ext].files++;
  totals[ext].rawKB += buf.length / 1024;
  totals[ext].gzipKB += gz / 1024;
  files.push({
    file: entry,
    rawKB: +(buf.length / 1024).toFixed(1),
    gzipKB: +(gz / 1024).toFixed(1),
  });
}
for (const [ext, t] of Object.entries(totals)) {
  t.rawKB = +t.rawKB.toFixed(1);
  t.gzipKB = +t.gzipKB.toFixed(1);
  console.log(
    `${ext.padEnd(6)} ${String(t.files).padStart(3)} files  ${String(t.rawKB).padStart(8)} KB raw  ${String(t.gzipKB).padStart(8)} KB gzip`,
  );
}
const js = files.filter((f) => f.file.endsWith('.js')).sort((a, b) => b.rawKB - a.rawKB);
console.log(
  'largest JS:',
  js
    .slice(0, 3)
    .map((f) => `${f.file} ${f.gzipKB} KB gz`)
    .join(', '),
);
writeResult('bundle-size', { totals, largestJs: js.slice(0, 5) });
