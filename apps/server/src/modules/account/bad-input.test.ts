import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@wallet/contract';
import { members } from '../../kernel/members/tables';
import { sessions } from '../auth/module';
import { buildTestApp } from '../../test/app';
import { PASSWORD, registerAndLogin, registration } from '../../test/members';

/** Values a hostile or broken client may send in any field. */
const NASTY: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  ['0812345678'],
  '',
  '   ',
  'x'.repeat(10_000),
  '💥🇹🇭'.repeat(40),
  "' OR '1'='1' --",
  "0812345678'; DROP TABLE members; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000\u0001',
  '../../etc/passwd',
  '０８１２３４５６７８',
  '٠٨١٢٣٤٥٦٧٨',
  'สมชาย ใจดี',
  'ສົມໃຈ',
  '{"$gt": ""}',
];

describe('bad input to account, login and OTP calls', () => {
  let app: FastifyInstance;
  let member: Awaited<ReturnType<typeof registerAndLogin>>;
  const memberCount = async () => {
    const db = app.kernel.db;
    const [row] = await db.select({ n: count() }).from(members);
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    member = await registerAndLogin(app, { bankCode: 'KTB', bankAccountName: 'SOMCHAI JAIDEE' });
  });
  afterAll(() => app.close());

  it('answers every case with a 4xx error code, never 5xx, and creates nothing half-way', async () => {
    const targets: {
      method: 'POST' | 'PUT';
      url: string;
      base: () => Record<string, unknown>;
      auth?: boolean;
    }[] = [
      {
        method: 'POST',
        url: '/api/login',
        base: () => ({ username: member.username, password: 'wrong-password' }),
      },
      // two independent faults (phone taken, unknown bank), so no single fuzzed field can fix both
      {
        method: 'POST',
        url: '/api/account',
        base: () => registration({ username: member.username, bankCode: 'NOPE' }),
      },
      {
        method: 'POST',
        url: '/api/account/validate',
        base: () => registration({ username: member.username, bankCode: 'NOPE' }),
      },
      { method: 'POST', url: '/api/otp/send', base: () => ({ phoneNumber: member.username }) },
      {
        method: 'POST',
        url: '/api/otp/verify',
        base: () => ({ otpToken: 'unknown-token', otpCode: '123456' }),
      },
      {
        method: 'PUT',
        url: '/api/account/profile',
        auth: true,
        base: () => ({
          name: 'Somchai',
          bankCode: 'KTB',
          bankAccountName: 'SOMCHAI',
          bankAccountNo: '0000000000',
        }),
      },
      {
        method: 'PUT',
        url: '/api/account/bankAccountName',
        auth: true,
        base: () => ({ bankCode: 'SCB', bankAccountName: 'SOMCHAI' }),
      },
      {
        method: 'PUT',
        url: '/api/account/changepwd',
        auth: true,
        base: () => ({ oldPassword: 'not-it-xx', newPassword: 'new-pass-99' }),
      },
    ];
    let tried = 0;
    const before = await memberCount();
    for (const target of targets) {
      for (const field of Object.keys(target.base())) {
        // the member's own phone with a newline: trimmed by the contract, then refused as taken
        for (const value of [...NASTY, `${member.username}\n`]) {
          const res = await app.inject({
            method: target.method,
            url: target.url,
            payload: { ...target.base(), [field]: value },
            headers: target.auth ? member.auth : {},
            remoteAddress: `10.77.${tried % 250}.${Math.floor(tried / 250)}`,
          });
          tried++;
          const label = `${target.url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          expect(isErrorCode(res.json().message), label).toBe(true);
        }
      }
    }
    // every base case above is refused for a reason of its own (existing phone, wrong password,
    // unknown token, moved bank account…), so no fuzzed field can make one succeed
    expect(await memberCount()).toBe(before);
    const profile = (
      await app.inject({ url: '/api/account/profile', headers: member.auth })
    ).json();
    expect(profile.bankAccount.bankAccountName).toBe('SOMCHAI JAIDEE');
    // hundreds of failed logins for this phone: even the right password now needs the SMS code
    // beside it (issue 14's step-up), and the answer says so without checking the password
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: member.username, password: PASSWORD },
      remoteAddress: '10.99.0.1',
    });
    expect([login.statusCode, login.json()]).toEqual([403, { message: 'LOGIN_OTP_REQUIRED' }]);
    console.log(
      `account bad input: ${tried} cases tried against ${targets.length} calls, none 5xx, nothing created`,
    );
    expect(tried).toBe(
      targets.reduce((n, t) => n + Object.keys(t.base()).length, 0) * (NASTY.length + 1),
    );
  });

  it('stores SQL and HTML text verbatim where text is allowed, and executes none of it', async () => {
    const m = await registerAndLogin(app, { name: "Robert'); DROP TABLE members;-- <b>x</b>" });
    const profile = (await app.inject({ url: '/api/account/profile', headers: m.auth })).json();
    expect(profile.profile.name).toBe("Robert'); DROP TABLE members;-- <b>x</b>");
    const db = app.kernel.db;
    const [s] = await db.select({ n: count() }).from(sessions);
    expect(s?.n).toBeGreaterThan(0);
  });
});
