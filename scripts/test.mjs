#!/usr/bin/env node
// `npm test`: every check the project has, in order, ending with one pass/fail line.
// Server tests run on PGlite always, and again on real PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Each vitest step also writes a JSON report, so the summary (the tail CI shows) names the
// failing tests instead of only the failing step.
const reports = path.resolve('.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const withReport = (cmd, name) =>
  `${cmd} --reporter=default --reporter=json --outputFile.json="${path.join(reports, `${name.replace(/\W+/g, '-')}.json`)}"`;

const env = process.env;
const steps = [
  { name: 'lint', cmd: 'npm run lint' },
  { name: 'typecheck', cmd: 'npm run typecheck' },
  { name: 'contract unit', cmd: 'npx vitest run', cwd: 'packages/contract' },
  { name: 'web-kit unit', cmd: 'npx vitest run', cwd: 'packages/web-kit' },
  { name: 'web unit', cmd: 'npx vitest run', cwd: 'apps/web' },
  { name: 'back-office unit', cmd: 'npx vitest run', cwd: 'apps/backoffice' },
  {
    name: 'server (PGlite)',
    cmd: 'npx vitest run',
    cwd: 'apps/server',
    env: { TEST_DB: 'pglite' },
  },
  {
    // issue 14: on the current LTS line when NODE24_BIN is set (.ci/run fetches it from the npm
    // registry), so both Node lines and both drivers are tested without running the suite thrice
    name: env.NODE24_BIN ? 'server (PostgreSQL, Node 24)' : 'server (PostgreSQL)',
    cmd: env.NODE24_BIN
      ? `"${env.NODE24_BIN}" ../../node_modules/vitest/vitest.mjs run`
      : 'npx vitest run',
    cwd: 'apps/server',
    env: { TEST_DB: 'postgres' },
    skip: env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL not set',
  },
  {
    // issue 14: three copies behind nginx on PostgreSQL and Redis, one killed mid-run; it says
    // itself when PostgreSQL, Redis or nginx is missing and skips
    name: 'cluster',
    cmd: 'npm run test:cluster',
    skip: env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL not set',
  },
  // both apps: the member web app and the staff back-office
  { name: 'web build', cmd: 'npm run build' },
  { name: 'browser (e2e)', cmd: 'npm test -w @wallet/e2e', needs: 'web build' },
];

/** The failed tests of a vitest step, one line each: file › test: first line of the error. */
function failuresOf(name) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (!failed.length && suite.status === 'failed')
      lines.push(`${where}: ${(suite.message ?? '').split('\n')[0].slice(0, 300)}`);
    for (const t of failed)
      lines.push(
        `${where} › ${t.fullName}: ${(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`,
      );
  }
  return lines;
}

const started = Date.now();
const results = [];
for (const step of steps) {
  const blocked = step.needs && results.find((r) => r.name === step.needs && r.status !== 'pass');
  const skip = step.skip ?? (blocked ? `${step.needs} failed` : undefined);
  if (skip) {
    console.log(`\n── ${step.name}: skipped (${skip})`);
    results.push({ name: step.name, status: blocked ? 'fail' : 'skip', seconds: 0 });
    continue;
  }
  console.log(`\n── ${step.name}: ${step.cmd}${step.cwd ? ` (in ${step.cwd})` : ''}`);
  const t0 = Date.now();
  const cmd = step.cmd.includes('vitest') ? withReport(step.cmd, step.name) : step.cmd;
  const run = spawnSync(cmd, {
    shell: true,
    stdio: 'inherit',
    cwd: step.cwd,
    env: { ...env, ...step.env, FORCE_COLOR: env.FORCE_COLOR ?? '0' },
  });
  results.push({
    name: step.name,
    status: run.status === 0 ? 'pass' : 'fail',
    seconds: (Date.now() - t0) / 1000,
  });
}

const total = ((Date.now() - started) / 1000).toFixed(0);
console.log('\n── summary');
for (const r of results)
  console.log(
    `  ${r.status.toUpperCase().padEnd(4)} ${r.name.padEnd(30)} ${r.seconds.toFixed(1)}s`,
  );
for (const r of results.filter((x) => x.status === 'fail'))
  for (const line of failuresOf(r.name)) console.log(`    ✗ ${line}`);
const failed = results.filter((r) => r.status === 'fail').map((r) => r.name);
const skipped = results.filter((r) => r.status === 'skip').map((r) => r.name);
const passed = results.filter((r) => r.status === 'pass').length;
const tail = skipped.length ? `, skipped: ${skipped.join(', ')}` : '';
console.log(
  failed.length
    ? `\nTESTS FAILED: ${failed.join(', ')} (${passed}/${results.length} steps passed in ${total}s${tail})`
    : `\nALL TESTS PASSED: ${passed}/${results.length} steps in ${total}s${tail}`,
);
process.exit(failed.length ? 1 : 0);
