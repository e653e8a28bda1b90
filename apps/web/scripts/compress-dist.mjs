// Writes .br and .gz beside each compressible file in dist/, so the server can send them
// as they are (@fastify/static preCompressed) instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
let count = 0;
for (const entry of fs.readdirSync(dist, { recursive: true })) {
  const file = path.join(dist, entry);
  if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
  const raw = fs.readFileSync(file);
  if (raw.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  count++;
}
console.log(`compressed ${count} files (brotli + gzip)`);
