import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { nextPhone, otpCodeFor, post, registerAndLogin } from '../../test/members';

describe('OTP', () => {
  let app: FastifyInstance;
  const clock = { t: Date.parse('2026-11-20T10:00:00Z') };
  const send = (phoneNumber: string, extra: Record<string, unknown> = {}, ip = '10.9.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber, ...extra },
      remoteAddress: ip,
    });
  const verify = (otpToken: string, otpCode: string) =>
    post(app, '/api/otp/verify', { otpToken, otpCode });

  beforeAll(async () => {
    app = await buildTestApp({ now: () => new Date(clock.t) });
  });
  beforeEach(() => {
    clock.t += 3_600_000; // every test starts an hour later: no leftover resend or IP windows
  });
  afterAll(() => app.close());

  it('sends 6 digits with a reference to the SMS outbox, in the visitor’s language', async () => {
    const phone = nextPhone();
    const res = await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber: phone },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('OTP_SENT');
    expect(body.otpRef).toMatch(/^[A-Z]{4}$/);
    expect(body.otpToken.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const [message] = await app.services.outbox.list(1);
    expect(message?.phone).toBe(phone);
    expect(message?.text).toContain(`ref ${body.otpRef}`);
    expect(message?.text).toMatch(/Your OTP is \d{6}/);
  });

  it('accepts the right code once; the token then reports OTP_VERIFIED', async () => {
    const phone = nextPhone();
    const { otpToken } = (await send(phone)).json();
    const code = await otpCodeFor(app, phone);
    expect((await verify(otpToken, code)).json()).toEqual({ code: 'OTP_CODE_VALID' });
    expect((await verify(otpToken, code)).json()).toEqual({ code: 'OTP_VERIFIED' });
  });

  it('blocks the token after 5 wrong codes, even with the right one afterwards', async () => {
    const phone = nextPhone();
    const { otpToken } = (await send(phone)).json();
    const code = await otpCodeFor(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++)
      expect((await verify(otpToken, wrong)).json()).toEqual({ message: 'OTP_CODE_INVALID' });
    const fifth = await verify(otpToken, wrong);
    expect([fifth.statusCode, fifth.json().message]).toEqual([429, 'OTP_BLOCK']);
    expect((await verify(otpToken, code)).json()).toEqual({ message: 'OTP_BLOCK' });
  });

  it('counts concurrent wrong guesses atomically', async () => {
    const phone = nextPhone();
    const { otpToken } = (await send(phone)).json();
    const code = await otpCodeFor(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(otpToken, wrong)));
    const blocked = answers.filter((a) => a.json().message === 'OTP_BLOCK').length;
    expect(blocked).toBeGreaterThanOrEqual(7);
    expect((await verify(otpToken, code)).json()).toEqual({ message: 'OTP_BLOCK' });
  });

  it('expires a code after 5 minutes', async () => {
    const phone = nextPhone();
    const { otpToken } = (await send(phone)).json();
    const code = await otpCodeFor(app, phone);
    clock.t += 5 * 60_000 + 1;
    expect((await verify(otpToken, code)).json()).toEqual({ message: 'OTP_EXPIRED' });
  });

  it('refuses a resend within 60 seconds, allows it after', async () => {
    const phone = nextPhone();
    await send(phone);
    clock.t += 59_000;
    const early = await send(phone);
    expect([early.statusCode, early.json().message]).toEqual([429, 'REQUEST_LIMIT_1MIN']);
    clock.t += 2_000;
    expect((await send(phone)).json().code).toBe('OTP_SENT');
  });

  it('limits sends per IP per hour', async () => {
    const ip = '10.66.0.1';
    for (let i = 0; i < 10; i++) expect((await send(nextPhone(), {}, ip)).statusCode).toBe(200);
    const res = await send(nextPhone(), {}, ip);
    expect([res.statusCode, res.json().message]).toEqual([429, 'REQUEST_LIMIT']);
  });

  it('answers OTP_VERIFIED without an SMS for the client holding a fresh verified token, for 10 minutes', async () => {
    const phone = nextPhone();
    const { otpToken } = (await send(phone)).json();
    await verify(otpToken, await otpCodeFor(app, phone));
    clock.t += 61_000;
    const before = (await app.services.outbox.list(200)).length;
    const again = await send(phone, { otpToken });
    expect(again.json()).toMatchObject({ code: 'OTP_VERIFIED', otpToken });
    expect((await app.services.outbox.list(200)).length).toBe(before);
    // someone else asking for the same phone gets a new code, not the verification
    clock.t += 61_000;
    expect((await send(phone, {}, '10.9.9.9')).json().code).toBe('OTP_SENT');
    clock.t += 10 * 60_000;
    expect((await send(phone, { otpToken })).json().code).toBe('OTP_SENT');
  });

  it('answers EXISTING_USER for a registered phone and the phone rule for a bad one', async () => {
    await app.services.settings.set('registerOTP', false);
    const member = await registerAndLogin(app);
    await app.services.settings.set('registerOTP', true);
    const existing = await send(member.username);
    expect([existing.statusCode, existing.json().message]).toEqual([409, 'EXISTING_USER']);
    expect((await send('08123')).json()).toEqual({ message: 'PHONE_NUMBER_REQUIRE_10_DIGIT' });
    expect((await verify('no-such-token', '123456')).json()).toEqual({
      message: 'OTP_TOKEN_INVALID',
    });
  });
});
