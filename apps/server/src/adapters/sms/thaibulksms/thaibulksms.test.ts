import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DOCUMENTED_ERRORS,
  smsParts,
  startThaibulksmsDouble,
  type ThaibulksmsDouble,
} from '../../../test/doubles/thaibulksms/double';
import { SmsSendError } from '../interface';
import { thaibulksmsConfigProblems, type ThaibulksmsConfig } from './config';
import { sameThaiMobile, thaiMobile } from './phone';
import { ThaibulksmsSmsSender } from './sender';

const THAI_OTP = '[Lucky] รหัส OTP 123456 (อ้างอิง ABCD) ใช้ได้ 5 นาที';

/** An origin nothing listens on (a port just given up). */
async function closedOrigin(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return `http://127.0.0.1:${port}`;
}

/** The send's outcome: 'sent', or the SmsSendError's message and whether it may have gone out. */
async function outcome(p: Promise<void>) {
  try {
    await p;
    return 'sent';
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    return { message: error.message, maybeSent: error.maybeSent };
  }
}

describe('ThaiBulkSMS phone numbers', () => {
  it('takes Thai mobiles in 0…, 66… and +66… forms and sends the 0… form', () => {
    expect(thaiMobile('0812345678')).toBe('0812345678');
    expect(thaiMobile('66912345678')).toBe('0912345678');
    expect(thaiMobile('+66612345678')).toBe('0612345678');
    expect(sameThaiMobile('66812345678', '0812345678')).toBe(true);
  });

  it('refuses Lao numbers, landlines and anything else', () => {
    for (const n of ['02055551234', '8562055551234', '+8562055551234', '0212345678', '081234567'])
      expect(thaiMobile(n), n).toBeNull();
  });
});

describe('ThaiBulkSMS configuration check', () => {
  const good: ThaibulksmsConfig = {
    apiUrl: 'https://api-v2.thaibulksms.com',
    apiKey: 'k',
    apiSecret: 's',
    sender: undefined,
  };
  it('names the bad part', () => {
    expect(thaibulksmsConfigProblems(good)).toEqual([]);
    expect(
      thaibulksmsConfigProblems({ ...good, apiUrl: 'https://api-v2.thaibulksms.com/sms' })[0],
    ).toMatch(/^apiUrl: the origin only/);
    expect(thaibulksmsConfigProblems({ ...good, apiUrl: 'nope' })).toEqual(['apiUrl: not a URL']);
    expect(thaibulksmsConfigProblems({ ...good, apiSecret: '' })).toEqual(['apiSecret: required']);
    expect(thaibulksmsConfigProblems({ ...good, sender: 'MUCH-TOO-LONG-NAME' })).toEqual([
      'sender: up to 11 plain characters',
    ]);
    expect(() => new ThaibulksmsSmsSender({ ...good, apiKey: '' })).toThrow(/apiKey: required/);
  });
});

describe('ThaiBulkSMS sender against the protocol double', () => {
  let double: ThaibulksmsDouble;
  let config: ThaibulksmsConfig;
  let sender: ThaibulksmsSmsSender;
  beforeAll(async () => {
    double = await startThaibulksmsDouble({ senders: ['SMSOTP', 'LUCKY'], slowMs: 1_000 });
    config = {
      apiUrl: double.url,
      apiKey: double.apiKey,
      apiSecret: double.apiSecret,
      sender: undefined,
      timeoutMs: 300,
    };
    sender = new ThaibulksmsSmsSender(config);
  });
  beforeEach(() => double.control.reset());
  afterAll(async () => {
    await double.control.idle();
    await double.close();
  });

  it('posts a form to /sms with Basic auth, the standard pool and no sender unless set', async () => {
    expect(await outcome(sender.send({ phone: '0812345678', text: THAI_OTP }))).toBe('sent');
    const [request] = double.control.requests();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/sms',
      contentType: 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${Buffer.from('fake-api-key:fake-api-secret').toString('base64')}`,
      form: { msisdn: '0812345678', message: THAI_OTP, force: 'standard' },
    });
    expect(request?.form).not.toHaveProperty('sender');
    // a Thai OTP of ≤ 70 characters costs one credit (brief "Cost", inferred)
    expect(double.control.messages()).toMatchObject([{ msisdn: '66812345678', usedCredit: 1 }]);
    expect(double.control.credit().standard).toBe(999);
  });

  it('sends the configured sender name; an unapproved one is a 400 and nothing is sent', async () => {
    const named = new ThaibulksmsSmsSender({ ...config, sender: 'LUCKY' });
    expect(await outcome(named.send({ phone: '0812345678', text: 'hi' }))).toBe('sent');
    expect(double.control.requests()[0]?.form.sender).toBe('LUCKY');
    const unapproved = new ThaibulksmsSmsSender({ ...config, sender: 'WALLET' });
    expect(await outcome(unapproved.send({ phone: '0812345678', text: 'hi' }))).toEqual({
      message: expect.stringMatching(/^ThaiBulkSMS answered 400/),
      maybeSent: false,
    });
    expect(double.control.messages()).toHaveLength(1);
  });

  it('sends a 66… number in the 0… form and matches the 66… answer', async () => {
    expect(await outcome(sender.send({ phone: '66912345678', text: 'hi' }))).toBe('sent');
    expect(double.control.requests()[0]?.form.msisdn).toBe('0912345678');
  });

  it('treats a 2xx with the number in bad_phone_number_list as not sent, nothing charged', async () => {
    double.control.addBadNumber('0899999999');
    expect(await outcome(sender.send({ phone: '0899999999', text: 'hi' }))).toEqual({
      message: 'ThaiBulkSMS listed the number as bad: Invalid phone number',
      maybeSent: false,
    });
    expect(double.control.requests()[0]?.status).toBe(201);
    expect(double.control.messages()).toEqual([]);
    expect(double.control.credit().standard).toBe(1000);
  });

  it('never sends a Lao (or any non-Thai) number to the Thai gateway', async () => {
    for (const phone of ['02055551234', '8562055551234']) {
      expect(await outcome(sender.send({ phone, text: 'hi' }))).toEqual({
        message: 'not a Thai mobile: ThaiBulkSMS (a Thai route) cannot deliver it',
        maybeSent: false,
      });
    }
    expect(double.control.requests()).toEqual([]);
  });

  it.each(Object.entries(DOCUMENTED_ERRORS))(
    'answers documented error %s (HTTP %i) as a failed send, not sent, not retried',
    async (name, status) => {
      double.control.failNext({ kind: 'error', status, name: name.toUpperCase() });
      const result = await outcome(sender.send({ phone: '0812345678', text: 'hi' }));
      expect(result).toEqual({
        message: expect.stringMatching(
          new RegExp(`^ThaiBulkSMS answered ${status} ${name.toUpperCase()}`),
        ),
        maybeSent: false,
      });
      expect(double.control.requests()).toHaveLength(1);
    },
  );

  it('answers the double’s real refusals: wrong key (401), no credit (400, nothing sent)', async () => {
    const wrong = new ThaibulksmsSmsSender({ ...config, apiSecret: 'nope' });
    expect(await outcome(wrong.send({ phone: '0812345678', text: 'hi' }))).toMatchObject({
      message: expect.stringMatching(/^ThaiBulkSMS answered 401/),
    });
    double.control.setCredit('standard', 0);
    expect(await outcome(sender.send({ phone: '0812345678', text: 'hi' }))).toEqual({
      message: expect.stringMatching(/^ThaiBulkSMS answered 400 ERROR_CREDIT/),
      maybeSent: false,
    });
    expect(double.control.messages()).toEqual([]);
  });

  it('a timeout, a cut answer or an unreadable 2xx may have been sent; no connection was not', async () => {
    double.control.failNext({ kind: 'slow', ms: 1_000 });
    expect(await outcome(sender.send({ phone: '0812345678', text: 'hi' }))).toEqual({
      message: 'ThaiBulkSMS did not answer in time',
      maybeSent: true,
    });
    double.control.failNext({ kind: 'cut' });
    expect(await outcome(sender.send({ phone: '0812345678', text: 'hi' }))).toMatchObject({
      message: expect.stringMatching(/^ThaiBulkSMS connection cut/),
      maybeSent: true,
    });
    double.control.failNext({ kind: 'garbage' });
    expect(await outcome(sender.send({ phone: '0812345678', text: 'hi' }))).toMatchObject({
      maybeSent: true,
    });
    const nowhere = new ThaibulksmsSmsSender({ ...config, apiUrl: await closedOrigin() });
    expect(await outcome(nowhere.send({ phone: '0812345678', text: 'hi' }))).toEqual({
      message: 'ThaiBulkSMS unreachable (ECONNREFUSED)',
      maybeSent: false,
    });
  });

  it('duplicates: each send is one request and one charge, never retried or merged', async () => {
    double.control.failNext({ kind: 'error', status: 503 });
    await outcome(sender.send({ phone: '0812345678', text: 'hi' }));
    expect(double.control.requests()).toHaveLength(1);
    await sender.send({ phone: '0812345678', text: 'hi' });
    await sender.send({ phone: '0812345678', text: 'hi' });
    expect(double.control.messages()).toHaveLength(2);
    expect(double.control.credit().standard).toBe(998);
  });

  it('reads the standard pool of GET /credit with Basic auth; errors throw', async () => {
    double.control.setCredit('standard', 321);
    expect(await sender.remainingCredit()).toBe(321);
    expect(double.control.requests()[0]).toMatchObject({ method: 'GET', path: '/credit' });
    double.control.failNext({ kind: 'error', status: 503 });
    await expect(sender.remainingCredit()).rejects.toThrow(/503/);
    await expect(
      new ThaibulksmsSmsSender({ ...config, apiKey: 'x' }).remainingCredit(),
    ).rejects.toThrow(/401/);
  });
});

interface ErrorEnvelope {
  error: { code: number; name: string; description: string };
}

describe('ThaiBulkSMS double (conformance of the double itself to the brief)', () => {
  let double: ThaibulksmsDouble;
  const auth = `Basic ${Buffer.from('fake-api-key:fake-api-secret').toString('base64')}`;
  beforeAll(async () => {
    double = await startThaibulksmsDouble();
  });
  afterAll(() => double.close());
  const post = (body: string, type: string) =>
    fetch(`${double.url}/sms`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': type, accept: 'application/json' },
      body,
    });

  it('refuses JSON bodies, missing fields and a bad force with the error envelope', async () => {
    const json = await post('{"msisdn":"0812345678","message":"x"}', 'application/json');
    expect([json.status, ((await json.json()) as ErrorEnvelope).error.code]).toEqual([400, 400]);
    const missing = await post('msisdn=0812345678', 'application/x-www-form-urlencoded');
    expect(((await missing.json()) as ErrorEnvelope).error).toMatchObject({
      code: 400,
      description: expect.any(String),
    });
    const force = await post(
      'msisdn=0812345678&message=x&force=premium',
      'application/x-www-form-urlencoded',
    );
    expect(force.status).toBe(400);
  });

  it('answers 201 with both lists; numbers as 66…; a comma list splits good from bad', async () => {
    const res = await post(
      'msisdn=0812345678,12345&message=hello',
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      total_use_credit: 1,
      credit_type: 'standard',
      phone_number_list: [{ number: '66812345678', used_credit: 1 }],
      bad_phone_number_list: [{ number: '12345' }],
    });
  });

  it('counts SMS parts as the brief infers', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('ก'.repeat(70))).toBe(1);
    expect(smsParts('ก'.repeat(71))).toBe(2);
  });
});
