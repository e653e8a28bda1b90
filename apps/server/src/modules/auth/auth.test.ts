import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { PASSWORD, nextPhone, registerAndLogin } from '../../test/members';

describe('login and sessions', () => {
  let app: FastifyInstance;
  const clock = { t: Date.parse('2026-11-20T10:00:00Z') };
  const login = (username: string, password: string, ip = '10.3.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: ip,
    });
  const profile = (auth: Record<string, string>) =>
    app.inject({ url: '/api/account/profile', headers: auth });

  beforeAll(async () => {
    app = await buildTestApp({ now: () => new Date(clock.t), sessionTtlHours: 24 });
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  it('answers the same WRONG_CREDENTIAL for an unknown phone and a wrong password', async () => {
    const m = await registerAndLogin(app);
    const unknown = await login(nextPhone(), PASSWORD);
    const wrong = await login(m.username, 'not-the-password');
    expect([unknown.statusCode, unknown.body]).toEqual([401, '{"message":"WRONG_CREDENTIAL"}']);
    expect([wrong.statusCode, wrong.body]).toEqual([401, '{"message":"WRONG_CREDENTIAL"}']);
  });

  it('gives a new opaque token at each login, stored only as a hash', async () => {
    const m = await registerAndLogin(app);
    const a = (await login(m.username, PASSWORD)).json().token;
    const b = (await login(m.username, PASSWORD)).json().token;
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await profile({ authorization: `Bearer ${a}` })).statusCode).toBe(200);
    expect(await app.services.sessions.resolve(a)).toBeDefined();
  });

  it('refuses member calls without a token, with a bad one, and after expiry', async () => {
    const m = await registerAndLogin(app);
    expect((await app.inject({ url: '/api/account/profile' })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    const bad = await profile({ authorization: 'Bearer nonsense' });
    expect([bad.statusCode, bad.json().message]).toEqual([401, 'EXPIRED_AUTH_TOKEN']);
    clock.t += 25 * 3_600_000;
    expect((await profile(m.auth)).json()).toEqual({ message: 'EXPIRED_AUTH_TOKEN' });
  });

  it('revokes the session on logout', async () => {
    const m = await registerAndLogin(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/logout', headers: m.auth })).statusCode,
    ).toBe(200);
    expect((await profile(m.auth)).json()).toEqual({ message: 'EXPIRED_AUTH_TOKEN' });
  });

  // Failed-login brakes (the SMS step-up, issue 14) are tested in login-stepup.test.ts.

  it('signs a suspended member out and answers INACTIVE_USER at login', async () => {
    const m = await registerAndLogin(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/operator/members/${m.username}/status`,
      headers: operatorHeaders,
      payload: { status: 'suspended', reason: 'chargeback under review' },
    });
    expect(res.json()).toEqual({ phone: m.username, status: 'suspended' });
    expect((await profile(m.auth)).statusCode).toBe(401);
    const inactive = await login(m.username, PASSWORD);
    expect([inactive.statusCode, inactive.json().message]).toEqual([403, 'INACTIVE_USER']);
    expect((await login(m.username, 'wrong-password')).json().message).toBe('WRONG_CREDENTIAL');
  });

  it('changes the password: wrong old one refused, other sessions ended, this one kept', async () => {
    const m = await registerAndLogin(app);
    const other = (await login(m.username, PASSWORD)).json().token;
    const change = (oldPassword: string, newPassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/account/changepwd',
        headers: m.auth,
        payload: { oldPassword, newPassword },
      });
    const wrong = await change('not-it-at-all', 'new-password-1');
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'WRONG_PASSWORD']);
    expect((await change(PASSWORD, 'short')).json().message).toBe('KEY_INVALID');
    expect((await change(PASSWORD, 'new-password-1')).statusCode).toBe(200);
    expect((await profile(m.auth)).statusCode).toBe(200);
    expect((await profile({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await login(m.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(m.username, 'new-password-1')).statusCode).toBe(200);
  });
});

describe('profile', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());
  const put = (url: string, auth: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url, headers: auth, payload });

  it('lets a KTB member fix a Thai account name to English, uppercased, and nothing else', async () => {
    const m = await registerAndLogin(app, { bankCode: 'KTB', bankAccountName: 'Somchai Jaidee' });
    // a name entered before the rule, as an old record would hold it
    const row = await app.services.members.byPhone(m.username);
    await app.services.members.update(row!.id, { bankAccountName: 'สมชาย ใจดี' });
    const thai = await put('/api/account/bankAccountName', m.auth, {
      bankCode: 'KTB',
      bankAccountName: 'สมชาย',
    });
    expect(thai.json()).toEqual({ message: 'BANK_ACCOUNT_NAME_ENG' });
    expect(
      (
        await put('/api/account/bankAccountName', m.auth, {
          bankCode: 'SCB',
          bankAccountName: 'SOMCHAI',
        })
      ).json(),
    ).toEqual({
      message: 'INVALID_BANK',
    });
    expect(
      (
        await put('/api/account/bankAccountName', m.auth, {
          bankCode: 'KTB',
          bankAccountName: 'somchai jaidee',
        })
      ).statusCode,
    ).toBe(200);
    const profile = (await app.inject({ url: '/api/account/profile', headers: m.auth })).json();
    expect(profile.bankAccount.bankAccountName).toBe('SOMCHAI JAIDEE');
  });

  it('updates the name but never the payout account', async () => {
    const m = await registerAndLogin(app);
    const same = {
      name: 'New Name',
      bankCode: m.bankCode,
      bankAccountName: 'NEW NAME',
      bankAccountNo: m.bankAccountNo,
    };
    expect((await put('/api/account/profile', m.auth, same)).statusCode).toBe(200);
    const moved = await put('/api/account/profile', m.auth, {
      ...same,
      bankAccountNo: '9999999999',
    });
    expect([moved.statusCode, moved.json().message]).toEqual([403, 'INVALID_BANK']);
    const profile = (await app.inject({ url: '/api/account/profile', headers: m.auth })).json();
    expect(profile.profile.name).toBe('New Name');
    expect(profile.bankAccount.bankAccountNo).toBe(m.bankAccountNo);
  });

  it('acts only on the caller’s own data', async () => {
    const alice = await registerAndLogin(app, { name: 'Alice' });
    const bob = await registerAndLogin(app, { name: 'Bob' });
    const seen = (await app.inject({ url: '/api/account/profile', headers: bob.auth })).json();
    expect(seen.profile.name).toBe('Bob');
    expect(JSON.stringify(seen)).not.toContain(alice.username);
    // Bob cannot name Alice's account: there is no member id in any member call, only his token
    await put('/api/account/bankAccountName', bob.auth, {
      bankCode: alice.bankCode,
      bankAccountName: 'HACKED',
    });
    const aliceProfile = (
      await app.inject({ url: '/api/account/profile', headers: alice.auth })
    ).json();
    expect(aliceProfile.bankAccount.bankAccountName).not.toBe('HACKED');
    expect(aliceProfile.profile.name).toBe('Alice');
  });
});
