#!/usr/bin/env node
// `npm run arch`: how the server's folders depend on each other, in the figures decision 022
// tracks: imports that run back up (imports along an edge inside a folder loop), file cycles,
// folder loops, the largest file and the `as unknown as` casts. Test files are left out: they
// may reach anything they test.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(
  process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'apps/server/src',
);
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
  }
})(root);

/** The folder a file belongs to: two levels under src for grouping folders, else one. */
const GROUPS = new Set(['modules', 'adapters', 'kernel']);
function folderOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts.length === 1) return '(root)';
  if (GROUPS.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

function resolve(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    base.replace(/\.js$/, '.ts'),
  ])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return undefined;
}

const edges = new Map(); // file -> Set(file)
let casts = 0;
let largest = { file: '', lines: 0 };
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  casts += (text.match(/as unknown as/g) ?? []).length;
  const lines = text.split('\n').length;
  if (lines > largest.lines) largest = { file: path.relative(root, f), lines };
  const out = new Set();
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const to = resolve(f, m[1]);
    if (to && files.includes(to)) out.add(to);
  }
  edges.set(f, out);
}

/** Tarjan's strongly connected components. */
function sccs(nodes, next) {
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    onStack = new Set(),
    stack = [],
    out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      out.push(c);
    }
  };
  for (const v of nodes) if (!idx.has(v)) visit(v);
  return out;
}

const fileCycles = sccs(files, (f) => edges.get(f)).filter((c) => c.length > 1);
const folders = [...new Set(files.map(folderOf))];
const folderEdges = new Map(folders.map((d) => [d, new Map()]));
for (const [f, outs] of edges)
  for (const t of outs) {
    const a = folderOf(f),
      b = folderOf(t);
    if (a !== b) folderEdges.get(a).set(b, (folderEdges.get(a).get(b) ?? 0) + 1);
  }
const loops = sccs(folders, (d) => folderEdges.get(d).keys()).filter((c) => c.length > 1);
const inLoop = new Map();
loops.forEach((c, i) => c.forEach((d) => inLoop.set(d, i)));
let backImports = 0;
const backList = [];
for (const [a, outs] of folderEdges)
  for (const [b, n] of outs)
    if (inLoop.has(a) && inLoop.get(a) === inLoop.get(b)) {
      backImports += n;
      backList.push(`${a} → ${b} (${n})`);
    }

// imports that run back up: the floors are the kernel (everything the app stands on), the
// adapters, the modules, then what assembles them (app.ts, the CLI); an import from a floor to a
// higher one runs back up
const floorOf = (d) =>
  d.startsWith('modules')
    ? 2
    : d.startsWith('adapters')
      ? 1
      : ['(root)', 'cli', 'spec-client', 'test'].includes(d)
        ? 3
        : 0;
let upImports = 0;
const upList = [];
for (const [a, outs] of folderEdges)
  for (const [b, n] of outs)
    if (floorOf(b) > floorOf(a)) {
      upImports += n;
      upList.push(`${a} → ${b} (${n})`);
    }

console.log(
  `files: ${files.length} in ${folders.length} folders under ${path.relative(process.cwd(), root)}`,
);
console.log(
  `folder loops: ${loops.length}${loops.map((c) => `\n  ${c.length} folders: ${c.sort().join(', ')}`).join('')}`,
);
console.log(`imports along folder edges inside a loop: ${backImports}`);
console.log(`imports that run back up (to a higher floor): ${upImports}`);
console.log(
  `file cycles: ${fileCycles.length}${fileCycles.map((c) => `\n  ${c.map((f) => path.relative(root, f)).join(' → ')}`).join('')}`,
);
console.log(`largest file: ${largest.file} (${largest.lines} lines)`);
console.log(`'as unknown as' casts: ${casts}`);
if (process.argv.includes('--edges')) console.log(upList.join('\n'));
if (process.argv.includes('--loops')) console.log(backList.sort().join('\n'));
process.exit(0);
