import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/**
 * One server for the whole run: the real built web app and API on a fresh embedded database.
 * The config is evaluated in the runner and in each worker, so the port and data dir are fixed
 * once in the environment and inherited.
 */
process.env.E2E_PORT ??= '18088';
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-e2e-'));
process.env.E2E_OPERATOR_TOKEN ??= 'e2e-operator-token-0123456789abcdef';
const port = Number(process.env.E2E_PORT);
/** The aggregators' doubles listen on the next two ports, the EasySlip double on the third. */
const doubles = { askmebet: port + 1, betflix: port + 2, easyslip: port + 3 };
/** The EasySlip double's default key (EASYSLIP_TEST_KEY in its server.ts): a UUID, as EasySlip's. */
const EASYSLIP_KEY = '0b6a4c5e-2f1d-4a8b-9c3e-7d5f1a2b3c4d';
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './specs',
  // Specs share one server and some change site settings (terminate): run them one at a time.
  workers: 1,
  fullyParallel: false,
  // One retry on this shared 2-core CI box: a test that passes only on its retry is still
  // reported as "flaky" in the list output, so it is seen and mended, not hidden.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'th-TH',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      metadata: { lang: 'th' },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, metadata: { lang: 'en' } },
  ],
  webServer: [
    // the two aggregators' protocol doubles (apps/server/src/test/doubles): slots routed to them
    // launch at their pages (specs/real-providers.spec.ts)
    {
      command: `node --import tsx apps/server/src/test/doubles/askmebet/main.ts --port ${doubles.askmebet}`,
      cwd: root,
      port: doubles.askmebet,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx apps/server/src/test/doubles/betflix/main.ts --port ${doubles.betflix}`,
      cwd: root,
      port: doubles.betflix,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { BETFLIX_ENTRANCE: `http://127.0.0.1:${doubles.betflix}` },
    },
    // the slip check service's protocol double (docs/integrations/slip-verification.md): every
    // slip with a readable QR is asked about (e2e/support/slip-service.ts registers or fails it)
    {
      command: `node --import tsx apps/server/src/test/doubles/easyslip/main.ts --port ${doubles.easyslip}`,
      cwd: root,
      port: doubles.easyslip,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { EASYSLIP_API_KEY: EASYSLIP_KEY },
    },
    {
      command: 'node --import tsx apps/server/src/server.ts',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN,
        LOG_LEVEL: 'warn',
        // issue 15: rules measured in hours and days are tested by moving the server's clock;
        // the clock is accepted only on a server started in test mode
        TEST_CLOCK: 'true',
        TEST_MODE: 'true',
        // the doubles' test credentials (their defaults)
        ASKMEBET_API_URL: `http://127.0.0.1:${doubles.askmebet}/api/v1`,
        ASKMEBET_AGENT: 'fakeag',
        ASKMEBET_KEY: 'fakeKey0123456789ab',
        ASKMEBET_PREFIX: '0123456789abcdef01234567',
        ASKMEBET_WEB: 'sportbook101',
        BETFLIX_API_URL: `http://127.0.0.1:${doubles.betflix}/v4`,
        BETFLIX_API_KEY: 'fake-x-api-key',
        BETFLIX_API_CAT: 'fake-x-api-cat',
        BETFLIX_UPLINE: 'fkag',
        BETFLIX_ENTRANCE: `http://127.0.0.1:${doubles.betflix}`,
        SLIP_CHECK_PROVIDER: 'easyslip',
        EASYSLIP_API_URL: `http://127.0.0.1:${doubles.easyslip}`,
        EASYSLIP_API_KEY: EASYSLIP_KEY,
      },
    },
  ],
});
