import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@wallet/contract';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { activate, credit, expectLedgerBalanced, walletOf } from '../../test/wallet';

/** What a hostile or broken client may put in an amount, a slot code or a path. */
const NASTY: unknown[] = [
  null,
  true,
  [],
  {},
  '',
  '   ',
  '5',
  '1e3',
  0.001,
  1.005,
  -1,
  -0.01,
  1e308,
  1_000_000_001,
  Number.MAX_SAFE_INTEGER,
  'WALLET ',
  'wallet',
  'PG',
  'x'.repeat(10_000),
  "pg' OR '1'='1",
  "WALLET'; DROP TABLE ledger_accounts; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '../../etc/passwd',
  '💥',
  'สล็อต',
  { $gt: '' },
];

describe('bad input to the wallet calls', () => {
  let app: FastifyInstance;
  let m: Awaited<ReturnType<typeof registerAndLogin>>;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    m = await registerAndLogin(app);
    await credit(app, m.username, 100);
    await activate(app, m, 'pg');
  });
  afterAll(() => app.close());

  it('answers every case with a 4xx error code, never 5xx, and moves nothing', async () => {
    const before = await app.services.ledgerCheck();
    const bodies: { url: string; base: Record<string, unknown> }[] = [
      // each base fails on its own (over the balance, or the same account), so no fuzzed field
      // can turn it into a success
      { url: '/api/wallet/transfer', base: { from: 'WALLET', to: 'pg', amount: 500 } },
      { url: '/api/wallet/transfer', base: { from: 'pg', to: 'pg', amount: 500 } },
      { url: '/api/wallet/transferAll', base: { to: 'WALLET' } },
    ];
    let tried = 0;
    const check = (res: { statusCode: number; body: string }, label: string) => {
      tried++;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(isErrorCode(JSON.parse(res.body).message), label).toBe(true);
    };
    for (const { url, base } of bodies) {
      for (const field of [...Object.keys(base), 'extra']) {
        for (const value of NASTY) {
          const res = await app.inject({
            method: 'POST',
            url,
            headers: { ...m.auth, 'idempotency-key': randomUUID() },
            payload: { ...base, [field]: value },
          });
          check(res, `${url} ${field}=${JSON.stringify(value)?.slice(0, 30)}`);
        }
      }
      for (const payload of ['{"to":', '[]', 'null', '"WALLET"']) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: {
            ...m.auth,
            'idempotency-key': randomUUID(),
            'content-type': 'application/json',
          },
          payload,
        });
        check(res, `${url} ${payload}`);
      }
    }
    for (const value of NASTY) {
      const segment = encodeURIComponent(
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      );
      for (const path of [
        `/api/wallet/activate/${segment}`,
        `/api/wallet/account/${segment}`,
        `/api/wallet/resetpassword/${segment}`,
        `/api/autoLogin/pg/${segment}`,
        `/api/autoLogin/askmebet/${segment}/${segment}`,
      ]) {
        check(await app.inject({ url: path, headers: m.auth }), path.slice(0, 60));
      }
      const res = await app.inject({
        method: 'POST',
        url: `/api/operator/members/${m.username}/debit`,
        headers: { ...operatorHeaders, 'idempotency-key': randomUUID() },
        payload: { amount: value, reason: 'fuzz' },
      });
      check(res, `debit ${JSON.stringify(value)?.slice(0, 30)}`);
    }
    for (const key of ['', 'short', 'x'.repeat(200), "k' OR 1=1 --", '<b>key</b>']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/wallet/transfer',
        headers: { ...m.auth, 'idempotency-key': key },
        payload: { from: 'WALLET', to: 'pg', amount: 5 },
      });
      check(res, `key ${key.slice(0, 20)}`);
    }
    const after = await expectLedgerBalanced(app);
    expect(after.entries).toBe(before.entries);
    expect(await walletOf(app, m)).toMatchObject({ wallet: 100, games: { pg: 0 } });
    console.log(`wallet bad input: ${tried} cases, none 5xx, nothing moved`);
  });
});
