import { api } from '@wallet/contract';
import { operator } from './operator';

let counter = 0;
/** A phone number no other spec or run uses (time-based, so reruns on one server don't clash). */
export function uniquePhone(): string {
  counter++;
  return `09${String(Date.now()).slice(-6)}${String(counter % 100).padStart(2, '0')}`;
}
export const uniqueAccountNo = () =>
  `55${String(Date.now()).slice(-6)}${String(++counter % 100).padStart(2, '0')}`;

/** The code of the newest OTP SMS to `phone`, read from the outbox like an operator would. */
export async function otpFromOutbox(phone: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const { messages } = await operator(api.operator.smsOutbox);
    const text = messages.find((m) => m.phone === phone)?.text;
    const code = text && /\b(\d{6})\b/.exec(text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP for ${phone} in the outbox`);
}

export const setRegisterOtp = (on: boolean) =>
  operator(api.operator.setSetting, {
    params: { key: 'registerOTP' },
    body: { value: on, reason: 'e2e: registration with or without OTP' },
  });

/** Registers a member through the API (OTP off), for specs that start from an existing member. */
export async function registerByApi(fields: {
  name?: string;
  username?: string;
  password?: string;
  bankCode?: string;
  bankAccountName?: string;
  bankAccountNo?: string;
  inviteCode?: string;
}) {
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const body = {
    name: 'E2E Member',
    username: uniquePhone(),
    password: 'member-pass-1',
    sourceCode: 'FRIEND',
    bankCode: 'SCB',
    bankAccountName: 'E2E MEMBER',
    bankAccountNo: uniqueAccountNo(),
    ...fields,
  };
  const { value: otpWas } = await operator(api.operator.getSetting, {
    params: { key: 'registerOTP' },
  });
  await setRegisterOtp(false);
  try {
    const res = await fetch(`${base}/api/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`register ${res.status} ${await res.text()}`);
  } finally {
    await setRegisterOtp(otpWas === true);
  }
  return body;
}

/** Logs in through the API and returns the session token (to place in storage). */
export async function loginByApi(username: string, password: string): Promise<string> {
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
