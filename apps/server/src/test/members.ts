import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

let seq = 0;
/** A fresh valid Thai phone number per call (unique within a run). */
export const nextPhone = () =>
  `08${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
let acct = 0;
export const nextAccountNo = () =>
  `7${String(process.pid % 1000).padStart(3, '0')}${String(++acct).padStart(6, '0')}`;

export const PASSWORD = 'correct-horse-9';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Somchai Jaidee',
    username: nextPhone(),
    password: PASSWORD,
    sourceCode: 'FACEBOOK',
    inviteCode: '',
    // a LAK wallet registers a Lao bank (the bank must hold the wallet's currency)
    bankCode: overrides.currency === 'LAK' ? 'BCEL' : 'KBANK',
    bankAccountName: 'สมชาย ใจดี',
    bankAccountNo: nextAccountNo(),
    ...overrides,
  };
}

export const post = (
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The 6-digit code of the newest outbox message to `phone`. */
export async function otpCodeFor(app: FastifyInstance, phone: string): Promise<string> {
  const messages = await app.services.outbox.list(50);
  const message = messages.find((m) => m.phone === phone);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${phone}`);
  return code;
}

/** Sends and verifies an OTP for `phone`; returns the verified token. */
export async function verifiedOtpToken(
  app: FastifyInstance,
  phone: string,
  ip = '10.0.0.1',
): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/otp/send',
    payload: { phoneNumber: phone },
    remoteAddress: ip,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const { otpToken } = sent.json();
  const verified = await post(app, '/api/otp/verify', {
    otpToken,
    otpCode: await otpCodeFor(app, phone),
  });
  expect(verified.json()).toEqual({ code: 'OTP_CODE_VALID' });
  return otpToken;
}

/** Registers a member (OTP first when the site requires it) and logs in; returns phone and token. */
export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const body = registration(overrides);
  const otpOn = await app.services.settings.get('registerOTP');
  const otpToken = otpOn
    ? await verifiedOtpToken(app, body.username, `10.1.${seq % 250}.${acct % 250}`)
    : undefined;
  const res = await post(app, '/api/account', { ...body, ...(otpToken ? { otpToken } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  const login = await post(app, '/api/login', { username: body.username, password: body.password });
  expect(login.statusCode, login.body).toBe(200);
  const token: string = login.json().token;
  return { ...body, token, auth: { authorization: `Bearer ${token}` } };
}
