import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to port 8080 and ./data under the directory npm started in', () => {
    const env = parseEnv({ INIT_CWD: '/srv/wallet' });
    expect(env.port).toBe(8080);
    expect(env.dataDir).toBe(path.resolve('/srv/wallet/data'));
    expect(env.databaseUrl).toBeUndefined();
    expect(env.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '9000',
      DATA_DIR: '/var/lib/wallet',
      DATABASE_URL: 'postgres://u@db:5432/wallet',
      LOG_LEVEL: 'warn',
      OPERATOR_TOKEN: 'x'.repeat(32),
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/wallet',
      databaseUrl: 'postgres://u@db:5432/wallet',
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('fails with a message naming each wrong variable', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OPERATOR_TOKEN: 'short' }),
    ).toThrow(EnvError);
    // issue 14: asserted outside any catch, so the test fails if parsing stops throwing
    const parse = () => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(parse).toThrow(/PORT/);
    expect(parse).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });

  it('reads the ThaiBulkSMS settings, and names what is missing or wrong', () => {
    const tbs = {
      SMS_PROVIDER: 'thaibulksms',
      THAIBULKSMS_API_KEY: 'key',
      THAIBULKSMS_API_SECRET: 'secret',
    };
    expect(parseEnv(tbs).sms).toEqual({
      provider: 'thaibulksms',
      apiUrl: 'https://api-v2.thaibulksms.com',
      apiKey: 'key',
      apiSecret: 'secret',
      sender: undefined,
    });
    expect(
      parseEnv({ ...tbs, SMS_SENDER: 'LUCKY', THAIBULKSMS_API_URL: 'http://127.0.0.1:9/' }).sms,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:9', sender: 'LUCKY' });
    expect(() => parseEnv({ SMS_PROVIDER: 'thaibulksms' })).toThrow(
      /THAIBULKSMS_API_KEY: required when SMS_PROVIDER=thaibulksms\n {2}THAIBULKSMS_API_SECRET/,
    );
    expect(() =>
      parseEnv({ ...tbs, THAIBULKSMS_API_URL: 'https://api-v2.thaibulksms.com/sms' }),
    ).toThrow(/THAIBULKSMS_API_URL: the origin only/);
    // the keys alone choose nothing: the outbox stays until SMS_PROVIDER says otherwise
    expect(parseEnv({ THAIBULKSMS_API_KEY: 'k' }).sms).toEqual({ provider: 'outbox' });
  });

  it('refuses a recovery grace shorter than the provider calls of a transfer (issue 14)', () => {
    const parse = (grace: string) =>
      parseEnv({ GAME_PROVIDER_TIMEOUT_MS: '1500', TRANSFER_RECOVERY_GRACE_SECONDS: grace });
    expect(() => parse('1')).toThrow(/TRANSFER_RECOVERY_GRACE_SECONDS: must be longer than 3/);
    expect(() => parse('4')).toThrow(EnvError);
    expect(parse('5').games.recoveryGraceMs).toBe(5_000);
  });

  it('reads the game provider settings, and refuses a key that is not 32 bytes', () => {
    const env = parseEnv({
      GAME_CREDENTIALS_KEY: 'ab'.repeat(32),
      DEMO_PROVIDER_FAULT_RATE: '0.2',
      GAME_PROVIDER_TIMEOUT_MS: '5000',
      TRANSFER_RECOVERY_INTERVAL_SECONDS: '0',
    });
    expect(env.games).toMatchObject({
      demoFaultRate: 0.2,
      providerTimeoutMs: 5000,
      balanceTimeoutMs: 3000,
      recoveryIntervalMs: 0,
      recoveryGraceMs: 60_000,
    });
    expect(env.games.credentialsKey).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    expect(parseEnv({}).games.credentialsKey).toBeUndefined();
    expect(() => parseEnv({ GAME_CREDENTIALS_KEY: 'abc' })).toThrow(/GAME_CREDENTIALS_KEY/);
    expect(() => parseEnv({ DEMO_PROVIDER_FAULT_RATE: '2' })).toThrow(/DEMO_PROVIDER_FAULT_RATE/);
  });

  it('reads a real game provider only when all of its settings are there, and names what is missing', () => {
    const askmebet = {
      ASKMEBET_API_URL: 'https://api.ambexapi.com/api/v1',
      ASKMEBET_AGENT: 'myagent',
      ASKMEBET_KEY: 'k3y',
      ASKMEBET_PREFIX: '0123456789abcdef01234567',
      ASKMEBET_WEB: 'sportbook101',
    };
    const betflix = {
      BETFLIX_API_URL: 'https://api.bfx.fail/v4',
      BETFLIX_API_KEY: 'key',
      BETFLIX_API_CAT: 'cat',
      BETFLIX_UPLINE: 'abc',
    };
    const none = parseEnv({}).games;
    expect([none.askmebet, none.betflix]).toEqual([undefined, undefined]);
    const both = parseEnv({ ...askmebet, ...betflix }).games;
    expect(both.askmebet).toEqual({
      apiUrl: 'https://api.ambexapi.com/api/v1',
      agent: 'myagent',
      key: 'k3y',
      prefix: '0123456789abcdef01234567',
      web: 'sportbook101',
    });
    expect(both.betflix).toMatchObject({ upline: 'abc', entrance: undefined });
    expect(() => parseEnv({ ...askmebet, ASKMEBET_KEY: undefined })).toThrow(
      /ASKMEBET_KEY: required when any ASKMEBET_\* setting is set/,
    );
    expect(() => parseEnv({ BETFLIX_UPLINE: 'abc' })).toThrow(/BETFLIX_API_URL: required/);
    expect(() =>
      parseEnv({ ...askmebet, ASKMEBET_API_URL: 'https://api.ambexapi.com/api/v1/ext' }),
    ).toThrow(/ASKMEBET_API_URL: the base up to and including \/api\/v1/);
    expect(() => parseEnv({ ...betflix, BETFLIX_API_URL: 'https://api.bfx.fail' })).toThrow(
      /BETFLIX_API_URL: the base up to and including \/v4/,
    );
    expect(() => parseEnv({ ...askmebet, ASKMEBET_PREFIX: 'xyz' })).toThrow(/ASKMEBET_PREFIX/);
  });

  it('reads the deposit adapters and the webhook secret (docs/decisions/008)', () => {
    const none = parseEnv({});
    expect(none.depositAdapters).toEqual({ slipCheck: undefined, gateway: undefined });
    expect(none.paymentWebhookSecret).toBeUndefined();
    const env = parseEnv({
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
      SLIP_CHECK_URL: 'https://slips.example/verify',
      SLIP_CHECK_TOKEN: 't1',
      PAYMENT_GATEWAY_URL: 'https://gw.example',
    });
    expect(env.paymentWebhookSecret).toBe('w'.repeat(32));
    expect(env.depositAdapters).toEqual({
      slipCheck: { url: 'https://slips.example/verify', token: 't1' },
      gateway: { url: 'https://gw.example', token: undefined },
    });
    expect(() => parseEnv({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => parseEnv({ SLIP_CHECK_URL: 'not a url' })).toThrow(/SLIP_CHECK_URL/);
  });

  it('picks the slip check by SLIP_CHECK_PROVIDER and checks its settings at start', () => {
    const key = '0b6a4c5e-2f1d-4a8b-9c3e-7d5f1a2b3c4d';
    expect(
      parseEnv({ SLIP_CHECK_PROVIDER: 'easyslip', EASYSLIP_API_KEY: key }).depositAdapters
        .slipCheck,
    ).toEqual({ provider: 'easyslip', apiUrl: 'https://api.easyslip.com', apiKey: key });
    expect(
      parseEnv({
        SLIP_CHECK_PROVIDER: 'slipok',
        SLIPOK_API_URL: 'http://127.0.0.1:4010/',
        SLIPOK_API_KEY: 'k',
        SLIPOK_BRANCH_ID: '12345',
      }).depositAdapters.slipCheck,
    ).toEqual({
      provider: 'slipok',
      apiUrl: 'http://127.0.0.1:4010',
      apiKey: 'k',
      branchId: '12345',
    });
    expect(
      parseEnv({ SLIP_CHECK_PROVIDER: 'http', SLIP_CHECK_URL: 'https://slips.example/verify' })
        .depositAdapters.slipCheck,
    ).toEqual({ url: 'https://slips.example/verify', token: undefined });
    expect(() => parseEnv({ SLIP_CHECK_PROVIDER: 'easyslip' })).toThrow(
      /EASYSLIP_API_KEY: required when SLIP_CHECK_PROVIDER=easyslip/,
    );
    expect(() => parseEnv({ SLIP_CHECK_PROVIDER: 'slipok', SLIPOK_API_KEY: 'k' })).toThrow(
      /SLIPOK_BRANCH_ID: required when any SLIPOK_\* setting is set/,
    );
    expect(() => parseEnv({ SLIP_CHECK_PROVIDER: 'slipok' })).toThrow(
      /SLIPOK_API_KEY, SLIPOK_BRANCH_ID/,
    );
    expect(() => parseEnv({ SLIP_CHECK_PROVIDER: 'http' })).toThrow(/SLIP_CHECK_URL: required/);
    expect(() => parseEnv({ EASYSLIP_API_KEY: key })).toThrow(/SLIP_CHECK_PROVIDER: required/);
    expect(() => parseEnv({ SLIP_CHECK_PROVIDER: 'other' })).toThrow(/SLIP_CHECK_PROVIDER/);
    expect(() =>
      parseEnv({
        SLIP_CHECK_PROVIDER: 'easyslip',
        EASYSLIP_API_KEY: key,
        EASYSLIP_API_URL: 'https://api.easyslip.com/v2',
      }),
    ).toThrow(/EASYSLIP_API_URL: the origin only/);
    expect(() =>
      parseEnv({ SLIP_CHECK_PROVIDER: 'easyslip', EASYSLIP_API_KEY: 'not-a-uuid' }),
    ).toThrow(/EASYSLIP_API_KEY: a UUID/);
    expect(() =>
      parseEnv({ SLIP_CHECK_PROVIDER: 'slipok', SLIPOK_API_KEY: 'k', SLIPOK_BRANCH_ID: 'a/b' }),
    ).toThrow(/SLIPOK_BRANCH_ID/);
  });
});

describe('the test clock', () => {
  it('needs TEST_MODE=true beside TEST_CLOCK=true, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'Production', 'PRODUCTION ', 'development', 'test']) {
      const parse = () => parseEnv({ TEST_CLOCK: 'true', ...(NODE_ENV ? { NODE_ENV } : {}) });
      expect(parse, String(NODE_ENV)).toThrow(EnvError);
      expect(parse, String(NODE_ENV)).toThrow(/TEST_CLOCK: .*TEST_MODE=true/);
    }
    expect(parseEnv({ TEST_CLOCK: 'true', TEST_MODE: 'true' }).testClock).toBe(true);
    expect(parseEnv({ TEST_MODE: 'true' }).testClock).toBe(false);
  });

  it('is refused in production even in test mode, however NODE_ENV is spelt', () => {
    for (const NODE_ENV of ['production', 'Production', ' PRODUCTION']) {
      expect(() => parseEnv({ TEST_CLOCK: 'true', TEST_MODE: 'true', NODE_ENV })).toThrow(
        /TEST_CLOCK: never in production/,
      );
    }
  });
});

describe('README configuration table', () => {
  it('documents every variable the server reads', () => {
    const readme = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../../README.md'),
      'utf8',
    );
    const missing = ENV_VARIABLES.filter((name) => !readme.includes(`| \`${name}\``));
    expect(missing).toEqual([]);
  });
});
