import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isErrorCode } from '@wallet/contract';
import { loginFailures } from './tables';
import { buildTestApp } from '../../test/app';
import { PASSWORD, nextPhone, otpCodeFor, post, registerAndLogin } from '../../test/members';
import { LOGIN_STEP_UP } from './login-limiter';
import type * as secrets from '../../kernel/lib/secrets';
import { burnPasswordCheck, verifyPassword } from '../../kernel/lib/secrets';

// Watched, not changed: a step-up answer must come without the password being looked at.
vi.mock('../../kernel/lib/secrets', async (importOriginal) => {
  const real = await importOriginal<typeof secrets>();
  return {
    ...real,
    verifyPassword: vi.fn(real.verifyPassword),
    burnPasswordCheck: vi.fn(real.burnPasswordCheck),
  };
});
const passwordChecks = () =>
  vi.mocked(verifyPassword).mock.calls.length + vi.mocked(burnPasswordCheck).mock.calls.length;

const OTP_REQUIRED = [403, { message: 'LOGIN_OTP_REQUIRED' }];

/** Issue 14: repeated failures step a login up to password + SMS code; nobody is locked out. */
describe('login step-up', () => {
  let app: FastifyInstance;
  const clock = { t: Date.parse('2026-11-21T10:00:00Z') };
  const login = (username: string, password: string, ip: string, otp?: object) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password, ...(otp ? { otp } : {}) },
      remoteAddress: ip,
    });
  const answer = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
  const sendCode = (username: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login/otp',
      payload: { username },
      headers: { 'accept-language': 'en' },
      remoteAddress: ip,
    });
  /** Sends a login code and reads it from the outbox (the answer does not wait for the SMS). */
  const codeFor = async (phone: string, ip: string) => {
    const sent = await sendCode(phone, ip);
    expect(sent.statusCode, sent.body).toBe(200);
    const { otpRef, otpToken } = sent.json();
    const otpCode = await vi.waitFor(async () => {
      const sms = (await app.services.outbox.list(50)).find(
        (m) => m.phone === phone && m.text.includes(`(ref ${otpRef})`),
      );
      const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
      if (!code) throw new Error(`no login code for ${phone} yet`);
      return code;
    });
    return { otpRef, otpToken, otpCode };
  };
  const failuresOf = async (phone: string) => {
    const [row] = await app.services.db
      .select({ n: count() })
      .from(loginFailures)
      .where(eq(loginFailures.phone, phone));
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    app = await buildTestApp({ now: () => new Date(clock.t) });
    await app.services.settings.set('registerOTP', false);
  });
  beforeEach(() => {
    clock.t += 3_600_000; // every test starts an hour later: no failures or OTP brakes left over
  });
  afterAll(() => app.close());

  it('attack one: guessing one member’s password asks for the code, the owner gets in with it', async () => {
    const m = await registerAndLogin(app);
    const [attacker, owner] = ['10.40.0.1', '10.40.0.2'];
    for (let i = 0; i < 10; i++) {
      const res = await login(m.username, `wrong-password-${i}`, attacker);
      expect(answer(res), `try ${i + 1}`).toEqual(
        i < LOGIN_STEP_UP.perPhone ? [401, { message: 'WRONG_CREDENTIAL' }] : OTP_REQUIRED,
      );
    }

    // the owner, elsewhere, with the right password: a step-up, not 429
    const checked = passwordChecks();
    expect(answer(await login(m.username, PASSWORD, owner))).toEqual(OTP_REQUIRED);
    // the attacker goes on: the same answer whatever the password, which is not even checked
    expect(answer(await login(m.username, 'another-guess', attacker))).toEqual(OTP_REQUIRED);
    expect(answer(await login(m.username, PASSWORD, attacker))).toEqual(OTP_REQUIRED);
    expect(passwordChecks()).toBe(checked);
    expect(await failuresOf(m.username)).toBe(LOGIN_STEP_UP.perPhone);

    const { otpRef, otpToken, otpCode } = await codeFor(m.username, owner);
    const [sms] = await app.services.outbox.list(1);
    expect(sms?.text).toContain(`Your login code is ${otpCode} (ref ${otpRef})`);

    // a wrong code is refused (and counted) before any password check
    const wrong = otpCode === '000000' ? '111111' : '000000';
    const refused = await login(m.username, PASSWORD, owner, { otpToken, otpCode: wrong });
    expect(answer(refused)).toEqual([400, { message: 'OTP_CODE_INVALID' }]);
    expect(passwordChecks()).toBe(checked);
    // the attacker, who has no SMS, still gets nothing but the step-up
    expect(answer(await login(m.username, 'guess-again', attacker))).toEqual(OTP_REQUIRED);

    const ok = await login(m.username, PASSWORD, owner, { otpToken, otpCode });
    expect(ok.statusCode, ok.body).toBe(200);
    const auth = { authorization: `Bearer ${ok.json().token}` };
    expect((await app.inject({ url: '/api/account/profile', headers: auth })).statusCode).toBe(200);
    // a success clears the phone's failures: the next login needs no code
    expect(await failuresOf(m.username)).toBe(0);
    expect((await login(m.username, PASSWORD, owner)).statusCode).toBe(200);
  });

  it('lets the owner retype a wrong password beside the right code; the code works once', async () => {
    const m = await registerAndLogin(app);
    const ip = '10.41.0.1';
    for (let i = 0; i < LOGIN_STEP_UP.perPhone; i++) await login(m.username, 'wrong-password', ip);
    const { otpToken, otpCode } = await codeFor(m.username, ip);
    const otp = { otpToken, otpCode };

    const typo = await login(m.username, 'correct-horse-8', ip, otp);
    expect(answer(typo)).toEqual([401, { message: 'WRONG_CREDENTIAL' }]);
    expect((await login(m.username, PASSWORD, ip, otp)).statusCode).toBe(200);

    // stepped up again: the code already used lets nobody in a second time
    for (let i = 0; i < LOGIN_STEP_UP.perPhone; i++) await login(m.username, 'wrong-password', ip);
    const again = await login(m.username, PASSWORD, ip, otp);
    expect(answer(again)).toEqual([400, { message: 'OTP_TOKEN_INVALID' }]);
  });

  it('blocks a code after five wrong tries, expires it after 5 minutes, keeps it to its phone', async () => {
    const [m, other] = [await registerAndLogin(app), await registerAndLogin(app)];
    const ip = '10.42.0.1';
    for (const phone of [m.username, other.username]) {
      for (let i = 0; i < LOGIN_STEP_UP.perPhone; i++) await login(phone, 'wrong-password', ip);
    }
    const { otpToken, otpCode } = await codeFor(m.username, ip);
    const wrong = otpCode === '000000' ? '111111' : '000000';

    // another member's code does not step this one up
    const foreign = await login(other.username, other.password, ip, { otpToken, otpCode });
    expect(answer(foreign)).toEqual([400, { message: 'OTP_TOKEN_INVALID' }]);

    for (let i = 1; i <= 4; i++) {
      const res = await login(m.username, PASSWORD, ip, { otpToken, otpCode: wrong });
      expect(res.json()).toEqual({ message: 'OTP_CODE_INVALID' });
    }
    const fifth = await login(m.username, PASSWORD, ip, { otpToken, otpCode: wrong });
    expect(answer(fifth)).toEqual([429, { message: 'OTP_BLOCK' }]);
    const late = await login(m.username, PASSWORD, ip, { otpToken, otpCode });
    expect(late.json()).toEqual({ message: 'OTP_BLOCK' });

    clock.t += 61_000;
    const fresh = await codeFor(m.username, ip);
    clock.t += 5 * 60_000 + 1;
    const expired = await login(m.username, PASSWORD, ip, {
      otpToken: fresh.otpToken,
      otpCode: fresh.otpCode,
    });
    expect(expired.json()).toEqual({ message: 'OTP_EXPIRED' });
  });

  it('attack two: stuffing from one address steps up that address only, never locks it', async () => {
    const nat = '10.50.0.1';
    const honest = await registerAndLogin(app);
    for (let batch = 0; batch < LOGIN_STEP_UP.perIp / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => login(nextPhone(), 'stuffed-password', nat)),
      );
      for (const res of answers) expect(res.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
    }
    // the stuffer's next tries, on members' phones too, cost no password check and teach nothing
    const checked = passwordChecks();
    expect(answer(await login(nextPhone(), 'stuffed-password', nat))).toEqual(OTP_REQUIRED);
    expect(answer(await login(honest.username, 'stuffed-password', nat))).toEqual(OTP_REQUIRED);
    expect(passwordChecks()).toBe(checked);

    // an honest member behind the same carrier-grade NAT address: password + code, no lock
    expect(answer(await login(honest.username, PASSWORD, nat))).toEqual(OTP_REQUIRED);
    const { otpToken, otpCode } = await codeFor(honest.username, nat);
    const ok = await login(honest.username, PASSWORD, nat, { otpToken, otpCode });
    expect(ok.statusCode, ok.body).toBe(200);

    // a member on another address logs in as always
    const elsewhere = await registerAndLogin(app);
    expect((await login(elsewhere.username, PASSWORD, '10.50.0.2')).statusCode).toBe(200);
    // and the address stays stepped up (its failures were not the honest member's to clear)
    expect(answer(await login(elsewhere.username, PASSWORD, nat))).toEqual(OTP_REQUIRED);
  });

  it('sends the code only to a member, with the same answer and the same brakes for anyone', async () => {
    const member = await registerAndLogin(app);
    const stranger = nextPhone();
    const ip = '10.60.0.1';
    const forStranger = await sendCode(stranger, ip);
    expect(forStranger.statusCode).toBe(200);
    const forMember = await codeFor(member.username, ip);
    expect(Object.keys(forStranger.json()).sort()).toEqual(['otpRef', 'otpToken']);
    expect(forStranger.json().otpRef).toMatch(/^[A-Z]{4}$/);
    expect(forStranger.json().otpToken.length).toBe(forMember.otpToken.length);
    const outbox = await app.services.outbox.list(500);
    expect(outbox.filter((m) => m.phone === stranger)).toEqual([]);
    // the 60 s rule holds for both alike, so it tells nothing either
    for (const phone of [member.username, stranger]) {
      const again = await sendCode(phone, ip);
      expect(answer(again), phone).toEqual([429, { message: 'REQUEST_LIMIT_1MIN' }]);
    }
    expect(answer(await sendCode('08123', ip))).toEqual([
      400,
      { message: 'PHONE_NUMBER_REQUIRE_10_DIGIT' },
    ]);
  });

  it('allows many members behind one address, and bounds the texts one phone receives', async () => {
    // carrier-grade NAT: 60 codes an hour from one address (registration keeps 10)
    const ip = '10.61.0.1';
    for (let i = 0; i < 60; i++) expect((await sendCode(nextPhone(), ip)).statusCode).toBe(200);
    expect(answer(await sendCode(nextPhone(), ip))).toEqual([429, { message: 'REQUEST_LIMIT' }]);
    // one victim phone, asked for from anywhere: 5 texts an hour, a minute apart
    const victim = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(victim, `10.62.0.${i}`)).statusCode).toBe(200);
      clock.t += 61_000;
    }
    expect(answer(await sendCode(victim, '10.62.0.9'))).toEqual([
      429,
      { message: 'REQUEST_LIMIT' },
    ]);
  });

  it('keeps login and registration codes apart', async () => {
    const m = await registerAndLogin(app);
    const ip = '10.62.0.1';
    for (let i = 0; i < LOGIN_STEP_UP.perPhone; i++) await login(m.username, 'wrong-password', ip);
    const { otpToken, otpCode } = await codeFor(m.username, ip);
    // a login code confirms no registration
    const verify = await post(app, '/api/otp/verify', { otpToken, otpCode });
    expect(verify.json()).toEqual({ message: 'OTP_TOKEN_INVALID' });
    // and a registration code steps up no login
    const phone = nextPhone();
    const reg = await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber: phone },
      remoteAddress: '10.62.0.2',
    });
    for (let i = 0; i < LOGIN_STEP_UP.perPhone; i++) await login(phone, 'wrong-password', ip);
    const regOtp = { otpToken: reg.json().otpToken, otpCode: await otpCodeFor(app, phone) };
    expect((await login(phone, PASSWORD, ip, regOtp)).json()).toEqual({
      message: 'OTP_TOKEN_INVALID',
    });
  });

  it('answers hostile bodies to both calls with a 4xx error code, never 5xx', async () => {
    const json = { 'content-type': 'application/json' };
    const raw = [
      '{"username": ',
      '',
      '[1,2,3]',
      '{"__proto__":{"x":1}}',
      '{}',
      `{"username":"${'9'.repeat(2 * 1024 * 1024)}"}`,
    ];
    const bodies: object[] = [
      { username: 1 },
      { username: '0812345678', extra: true },
      { username: '0812345678', password: 'x', otp: 'abc' },
      { username: '0812345678', password: 'x', otp: null },
      { username: '0812345678', password: 'x', otp: [] },
      { username: '0812345678', password: 'x', otp: { otpToken: 1, otpCode: '123456' } },
      { username: '0812345678', password: 'x', otp: { otpToken: 't', otpCode: 'abcdef' } },
      { username: '0812345678', password: 'x', otp: { otpToken: 't', otpCode: '123456', x: 1 } },
      { username: '0812345678', password: 'x', otp: { otpToken: 'x'.repeat(501), otpCode: '1' } },
      { username: '0812345678', password: 'x', otp: { otpToken: '', otpCode: '123456' } },
      { username: "0812345678'; DROP TABLE otp_requests; --", password: 'x' },
      { username: '<script>alert(1)</script>' },
      { username: '０８１２３４５６７８' },
    ];
    const attempts = [
      ...raw.map((payload) => ({ headers: json, payload })),
      ...bodies.map((body) => ({ headers: json, payload: JSON.stringify(body) })),
      { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    ];
    let tried = 0;
    for (const url of ['/api/login', '/api/login/otp']) {
      for (const attempt of attempts) {
        const res = await app.inject({
          method: 'POST',
          url,
          ...attempt,
          remoteAddress: `10.70.0.${tried++ % 250}`,
        });
        const label = `${url} ${attempt.payload.slice(0, 60)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(isErrorCode(res.json().message), label).toBe(true);
      }
    }
    expect(tried).toBe(attempts.length * 2);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('login code with the SMS gateway down', () => {
  it('answers a member as it answers anyone, so a failing gateway tells nobody who is a member', async () => {
    const failed: string[] = [];
    const app = await buildTestApp({
      sms: {
        name: 'down',
        send: async ({ phone }) => {
          failed.push(phone);
          throw new Error('gateway down');
        },
      },
    });
    try {
      await app.services.settings.set('registerOTP', false);
      const m = await registerAndLogin(app);
      const send = (username: string) =>
        app.inject({ method: 'POST', url: '/api/login/otp', payload: { username } });
      const [member, stranger] = [await send(m.username), await send(nextPhone())];
      expect([member.statusCode, stranger.statusCode]).toEqual([200, 200]);
      expect(Object.keys(member.json()).sort()).toEqual(Object.keys(stranger.json()).sort());
      await vi.waitFor(() => expect(failed).toEqual([m.username]));
    } finally {
      await app.close();
    }
  });
});
