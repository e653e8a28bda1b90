import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import {
  startThaibulksmsDouble,
  type ThaibulksmsDouble,
} from '../../test/doubles/thaibulksms/double';
import { nextPhone, post } from '../../test/members';
import { otpRequests } from './tables';

const METRICS_TOKEN = 'metrics-token-thaibulksms-0123456789';

/** Registration OTPs sent by ThaiBulkSMS, the protocol double standing in as an HTTP server. */
describe('OTP through ThaiBulkSMS', () => {
  let double: ThaibulksmsDouble;
  let app: FastifyInstance;
  const clock = { t: Date.parse('2026-11-26T10:00:00Z') };
  let ip = 0;
  const send = (phoneNumber: string, from = `10.77.0.${ip}`) =>
    app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber },
      remoteAddress: from,
      headers: { 'accept-language': 'th' },
    });
  const failed = (res: { statusCode: number; json: () => { message?: string } }) =>
    [res.statusCode, res.json().message] as const;
  /** The phone's charged sends (rows of otp_requests). */
  const charged = async (phone: string) => {
    const [row] = await app.services.db
      .select({ n: count() })
      .from(otpRequests)
      .where(eq(otpRequests.phone, phone));
    return row?.n ?? 0;
  };
  const metrics = async () =>
    (
      await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;
  const creditReads = () => double.control.requests().filter((r) => r.path === '/credit').length;

  beforeAll(async () => {
    double = await startThaibulksmsDouble({ slowMs: 1_500 });
    app = await buildTestApp({
      now: () => new Date(clock.t),
      metricsToken: METRICS_TOKEN,
      sms: {
        provider: 'thaibulksms',
        apiUrl: double.url,
        apiKey: double.apiKey,
        apiSecret: double.apiSecret,
        sender: undefined,
        timeoutMs: 400,
      },
    });
  });
  beforeEach(() => {
    double.control.reset();
    clock.t += 3_600_000; // no leftover resend or hourly windows
    ip += 1;
  });
  afterAll(async () => {
    await app.close();
    await double.control.idle();
    await double.close();
  });

  it('sends the OTP as a form with Basic auth; the code it carries verifies', async () => {
    const phone = nextPhone();
    const res = await send(phone);
    expect(res.json()).toMatchObject({ code: 'OTP_SENT' });
    const [request] = double.control.requests();
    expect(request).toMatchObject({
      path: '/sms',
      contentType: 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${double.apiKey}:${double.apiSecret}`).toString('base64')}`,
      form: { msisdn: phone, force: 'standard' },
    });
    expect(request?.form.message).toContain(`รหัสอ้างอิง ${res.json().otpRef}`);
    expect(request?.form).not.toHaveProperty('sender');
    const code = /\b(\d{6})\b/.exec(request?.form.message ?? '')?.[1] ?? '';
    const verified = await post(app, '/api/otp/verify', {
      otpToken: res.json().otpToken,
      otpCode: code,
    });
    expect(verified.json()).toEqual({ code: 'OTP_CODE_VALID' });
    expect(await app.services.outbox.list(10)).toEqual([]);
  });

  it('a number the service lists as bad fails cleanly: OTP_SEND_FAIL, allowance unchanged', async () => {
    const phone = nextPhone();
    double.control.addBadNumber(phone);
    const res = await send(phone);
    expect(failed(res)).toEqual([502, 'OTP_SEND_FAIL']);
    expect(res.json()).not.toHaveProperty('otpToken');
    expect(await charged(phone)).toBe(0);
    // not charged: no 60 s wait for the phone, and the address's 10 an hour stay whole
    expect(failed(await send(phone))).toEqual([502, 'OTP_SEND_FAIL']);
    for (let i = 0; i < 10; i++) await send(phone);
    expect(double.control.messages()).toEqual([]);
    expect((await send(nextPhone())).json().code).toBe('OTP_SENT');
  });

  it('no credit left: OTP_SEND_FAIL, nothing sent or charged; sends again once topped up', async () => {
    const phone = nextPhone();
    double.control.setCredit('standard', 0);
    expect(failed(await send(phone))).toEqual([502, 'OTP_SEND_FAIL']);
    expect(await charged(phone)).toBe(0);
    double.control.setCredit('standard', 50);
    expect((await send(phone)).json().code).toBe('OTP_SENT');
    expect(await charged(phone)).toBe(1);
  });

  it('a 5xx or a wrong key fails the send without charging; nothing is retried', async () => {
    const phone = nextPhone();
    double.control.failNext({ kind: 'error', status: 503 });
    expect(failed(await send(phone))).toEqual([502, 'OTP_SEND_FAIL']);
    double.control.failNext({ kind: 'error', status: 401 });
    expect(failed(await send(phone))).toEqual([502, 'OTP_SEND_FAIL']);
    expect(double.control.requests()).toHaveLength(2);
    expect(await charged(phone)).toBe(0);
    expect((await send(phone)).json().code).toBe('OTP_SENT');
  });

  it('a timeout fails the send in time and stays charged (it may have gone out)', async () => {
    const phone = nextPhone();
    double.control.failNext({ kind: 'slow' });
    const started = Date.now();
    expect(failed(await send(phone))).toEqual([502, 'OTP_SEND_FAIL']);
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(await charged(phone)).toBe(1);
    expect(failed(await send(phone))).toEqual([429, 'REQUEST_LIMIT_1MIN']);
    clock.t += 61_000;
    expect((await send(phone)).json().code).toBe('OTP_SENT');
  });

  it('on the Lao deployment a Lao number is never sent to the Thai gateway: OTP_SEND_FAIL, not charged', async () => {
    await app.services.settings.set('site.deployment', 'LA');
    try {
      for (const lao of ['02055512345', '8562055512345']) {
        expect(failed(await send(lao))).toEqual([502, 'OTP_SEND_FAIL']);
        expect(await charged(lao)).toBe(0);
      }
      expect(double.control.requests()).toEqual([]);
      // a Thai mobile on the Lao deployment still goes out, in the 0… form
      expect((await send('66812340000')).json().code).toBe('OTP_SENT');
      expect(double.control.requests()[0]?.form.msisdn).toBe('0812340000');
    } finally {
      await app.services.settings.set('site.deployment', 'TH');
    }
  });

  it('/metrics shows the credit, read once a minute, and alerts below sms.creditAlert', async () => {
    clock.t += 120_000; // past any earlier read
    double.control.setCredit('standard', 800);
    await app.services.settings.set('sms.creditAlert', 500);
    const first = await metrics();
    expect(first).toMatch(/^sms_credit_remaining\{gateway="thaibulksms"\} 800$/m);
    expect(first).toMatch(/^sms_credit_low 0$/m);
    double.control.setCredit('standard', 100);
    expect(await metrics()).toMatch(/^sms_credit_remaining\{gateway="thaibulksms"\} 800$/m);
    expect(creditReads()).toBe(1);
    clock.t += 61_000;
    const later = await metrics();
    expect(later).toMatch(/^sms_credit_remaining\{gateway="thaibulksms"\} 100$/m);
    expect(later).toMatch(/^sms_credit_low 1$/m);
    expect(creditReads()).toBe(2);
    // an unreadable credit is an alert as well, and is asked again at the next scrape
    clock.t += 61_000;
    double.control.failNext({ kind: 'error', status: 500 });
    const down = await metrics();
    expect(down).toMatch(/^sms_credit_low 1$/m);
    expect(down).not.toMatch(/^sms_credit_remaining\{/m);
    expect(await metrics()).toMatch(/^sms_credit_remaining\{gateway="thaibulksms"\} 100$/m);
  });
});
