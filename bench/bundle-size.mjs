// Size of the built apps as a browser downloads them: raw and gzip per file type, for the member
// web app and the staff back-office; and a check that neither bundle carries the other's code
// (issue 11): each app's own marker strings must not appear in the other's JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, writeResult } from './lib.mjs';

const APPS = {
  web: {
    dist: path.join(root, 'apps/web/dist'),
    // texts only the member app has (its locale tables)
    markers: ['remember-agreement', 'Prize wheel with'],
  },
  backoffice: {
    dist: path.join(root, 'apps/backoffice/dist'),
    markers: ['backoffice.lang', 'Sign in to the back office'],
  },
};

function sizes(dist) {
  const totals = {};
  const files = [];
  for (const entry of fs.readdirSync(dist, { recursive: true })) {
    const file = path.join(dist, entry);
    // .br/.gz are the build's precompressed twins of other files, not extra downloads
    if (!fs.statSync(file).isFile() || /\.(br|gz)$/.test(file)) continue;
    const ext = path.extname(file).slice(1) || 'other';
    const buf = fs.readFileSync(file);
    const gz = ['js', 'css', 'html', 'svg', 'json'].includes(ext)
      ? gzipSync(buf).length
      : buf.length;
    totals[ext] ??= { files: 0, rawKB: 0, gzipKB: 0 };
    totals[ext].files++;
    totals[ext].rawKB += buf.length / 1024;
    totals[ext].gzipKB += gz / 1024;
    files.push({
      file: entry,
      rawKB: +(buf.length / 1024).toFixed(1),
      gzipKB: +(gz / 1024).toFixed(1),
      buf,
    });
  }
  for (const t of Object.values(totals)) {
    t.rawKB = +t.rawKB.toFixed(1);
    t.gzipKB = +t.gzipKB.toFixed(1);
  }
  return { totals, files };
}

const result = {};
const built = {};
for (const [name, app] of Object.entries(APPS)) {
  if (!fs.existsSync(app.dist)) {
    console.error(`${app.dist} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  built[name] = sizes(app.dist);
}
let leaks = 0;
for (const [name, { totals, files }] of Object.entries(built)) {
  console.log(`\n${name}`);
  for (const [ext, t] of Object.entries(totals)) {
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
  // the markers prove something only if they are in their own app
  const own = APPS[name].markers.filter((m) => !js.some((f) => f.buf.includes(m)));
  if (own.length) {
    console.error(`${name}: its own markers are missing (${own.join(', ')}): pick others`);
    process.exit(1);
  }
  // the other app's markers must not be in this app's JavaScript
  const others = Object.entries(APPS)
    .filter(([n]) => n !== name)
    .flatMap(([, a]) => a.markers);
  const found = others.filter((m) => js.some((f) => f.buf.includes(m)));
  leaks += found.length;
  console.log(`other app's code in this bundle: ${found.length ? found.join(', ') : 'none'}`);
  result[name] = {
    totals,
    largestJs: js.slice(0, 5).map(({ buf: _buf, ...f }) => f),
    foreignMarkers: found,
  };
}
writeResult('bundle-size', result);
if (leaks > 0) process.exit(1);
