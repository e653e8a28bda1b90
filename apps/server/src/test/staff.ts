import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '@wallet/contract';
import { totpCode } from '../modules/staff/totp';
import { operatorHeaders } from './app';

const PASSWORD = 'a long staff password 42';

/** A staff member added by the owner and set up through the link: login, secret, recovery codes. */
export async function enrolledStaff(app: FastifyInstance, role: StaffRole, password = PASSWORD) {
  const login = `${role}${Math.floor(Math.random() * 1e6)}`;
  const added = await app.inject({
    method: 'POST',
    url: '/api/operator/staff',
    headers: { ...operatorHeaders, 'idempotency-key': randomUUID() },
    payload: { login, name: `Test ${role}`, role, reason: 'test hire' },
  });
  expect(added.statusCode, added.body).toBe(200);
  const token = (added.json().setupPath as string).split('/').pop()!;
  const pw = await app.inject({
    method: 'POST',
    url: `/api/backoffice/setup/${token}/password`,
    payload: { password },
  });
  const { secret } = pw.json() as { secret: string };
  const done = await app.inject({
    method: 'POST',
    url: `/api/backoffice/setup/${token}/totp`,
    payload: { code: totpCode(secret, app.services.now()) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { login, secret, token, recoveryCodes: done.json().recoveryCodes as string[] };
}

/**
 * A signed-in back-office member of `role`: added by the owner, set up through the link, signed
 * in with a recovery code (the setup used this time step's code). Answers the session cookie.
 */
export async function staffSession(app: FastifyInstance, role: StaffRole) {
  const { login, recoveryCodes } = await enrolledStaff(app, role);
  const [recovery] = recoveryCodes;
  const ok = await app.inject({
    method: 'POST',
    url: '/api/backoffice/login',
    payload: { login, password: PASSWORD, code: recovery },
  });
  expect(ok.statusCode, ok.body).toBe(200);
  const cookie = String(ok.headers['set-cookie']).split(';')[0] ?? '';
  return {
    login,
    staffId: Number(ok.json().staff.id),
    headers: { cookie, 'x-csrf-token': ok.json().csrfToken as string },
  };
}
