import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, roleAllows, STAFF_ROLES, type StaffRole } from '@wallet/contract';
import { rows } from '../../kernel/db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { expectCode, idempotencyKey } from '../../test/wallet';
import { totpCode } from './totp';

/** A clock the test moves: TOTP steps and session limits follow it. */
let clock = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(clock);
const PASSWORD = 'a long staff passphrase';

describe('staff, roles and the audit log (issue 11)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ now });
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { ...operatorHeaders, ...idempotencyKey() } });

  /** A staff member through the whole setup link: password, authenticator, recovery codes. */
  async function enrolled(role: StaffRole, login = `${role}${Math.floor(Math.random() * 1e6)}`) {
    const added = await owner('POST', '/api/operator/staff', {
      login,
      name: `Test ${role}`,
      role,
      reason: 'test hire',
    });
    expect(added.statusCode, added.body).toBe(200);
    const token = added.json().setupPath.split('/').pop();
    const info = await app.inject({ url: `/api/backoffice/setup/${token}` });
    expect(info.json()).toMatchObject({ login, role });
    const weak = await app.inject({
      method: 'POST',
      url: `/api/backoffice/setup/${token}/password`,
      payload: { password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const pw = await app.inject({
      method: 'POST',
      url: `/api/backoffice/setup/${token}/password`,
      payload: { password: PASSWORD },
    });
    expect(pw.statusCode, pw.body).toBe(200);
    const { secret, otpauthUri } = pw.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expectCode(
      await app.inject({
        method: 'POST',
        url: `/api/backoffice/setup/${token}/totp`,
        payload: { code: wrongCode(secret) },
      }),
      400,
      'TOTP_INVALID',
    );
    const done = await app.inject({
      method: 'POST',
      url: `/api/backoffice/setup/${token}/totp`,
      payload: { code: totpCode(secret, now()) },
    });
    expect(done.statusCode, done.body).toBe(200);
    const { recoveryCodes } = done.json();
    expect(recoveryCodes).toHaveLength(10);
    // the link is spent
    expectCode(
      await app.inject({ url: `/api/backoffice/setup/${token}` }),
      404,
      'SETUP_LINK_INVALID',
    );
    clock += 30_000; // the setup's code is used: sign-in takes the next one
    return { login, secret, recoveryCodes: recoveryCodes as string[] };
  }

  const wrongCode = (secret: string) =>
    String((Number(totpCode(secret, now())) + 1) % 1_000_000).padStart(6, '0');

  async function signIn(login: string, code: string) {
    return app.inject({
      method: 'POST',
      url: '/api/backoffice/login',
      payload: { login, password: PASSWORD, code },
    });
  }
  function sessionOf(res: LightMyRequestResponse) {
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return { cookie, csrf: res.json().csrfToken as string };
  }

  it('a staff member sets up, signs in with password and a fresh code, and a code works once', async () => {
    const s = await enrolled('finance');
    expectCode(await signIn(s.login, wrongCode(s.secret)), 401, 'WRONG_CREDENTIAL');
    const code = totpCode(s.secret, now());
    const ok = await signIn(s.login, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().staff).toMatchObject({ login: s.login, role: 'finance' });
    expect(String(ok.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    // the same code again is a replay
    expectCode(await signIn(s.login, code), 401, 'WRONG_CREDENTIAL');
    // a recovery code works once
    expect((await signIn(s.login, s.recoveryCodes[0]!)).statusCode).toBe(200);
    expectCode(await signIn(s.login, s.recoveryCodes[0]!), 401, 'WRONG_CREDENTIAL');

    const { cookie, csrf } = sessionOf(ok);
    const me = await app.inject({ url: '/api/backoffice/me', headers: { cookie } });
    expect(me.json().staff.permissions).toContain('deposits.decide');
    // writes need the CSRF token; reads do not
    expectCode(
      await app.inject({
        method: 'POST',
        url: '/api/operator/transfers/recover',
        headers: { cookie },
      }),
      403,
      'CSRF_INVALID',
    );
    const recovered = await app.inject({
      method: 'POST',
      url: '/api/operator/transfers/recover',
      payload: {},
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    // outside the role: refused, and the refusal is on the record
    expectCode(
      await app.inject({ url: '/api/operator/staff', headers: { cookie } }),
      403,
      'STAFF_FORBIDDEN',
    );
    const audit = (await owner('GET', `/api/operator/audit?q=${s.login}`)).json().entries;
    expect(
      audit.map((e: { action: string; outcome: string }) => `${e.outcome} ${e.action}`),
    ).toEqual(
      expect.arrayContaining([
        'refused GET /api/operator/staff',
        'done POST /api/operator/transfers/recover',
        'done POST /api/backoffice/login',
      ]),
    );
    // a sign-in's record keeps no secret of it: no password, no authenticator code as its "why"
    const signInRow = audit.find(
      (e: { action: string }) => e.action === 'POST /api/backoffice/login',
    );
    expect(signInRow.reason).toBeNull();
    expect(JSON.stringify(signInRow)).not.toMatch(/password|"code"/);

    // idle for longer than the limit: the session is over
    clock += 31 * 60_000;
    expectCode(
      await app.inject({ url: '/api/backoffice/me', headers: { cookie } }),
      401,
      'STAFF_UNAUTHORIZED',
    );
  });

  it('brakes password guessing per login', async () => {
    const s = await enrolled('viewer');
    for (let i = 0; i < 10; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/backoffice/login',
        payload: { login: s.login, password: 'wrong password!!', code: '000000' },
      });
      expect(r.statusCode).toBe(401);
    }
    expectCode(await signIn(s.login, totpCode(s.secret, now())), 429, 'REQUEST_LIMIT');
  });

  it('records a money act in the same transaction as the act, with who and why', async () => {
    const s = await enrolled('finance');
    const ok = await signIn(s.login, totpCode(s.secret, now()));
    const { cookie, csrf } = sessionOf(ok);
    const m = await registerAndLogin(app);
    const credit = await app.inject({
      method: 'POST',
      url: `/api/operator/members/${m.username}/credit`,
      payload: { amount: 25, reason: 'goodwill after a failed transfer' },
      headers: { cookie, 'x-csrf-token': csrf, ...idempotencyKey() },
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const [row] = await rows<{
      same: boolean;
      actor: string;
      reason: string;
      target: string;
      via: string;
    }>(
      app.services.db,
      sql`SELECT a.xmin = e.xmin AS same, a.actor, a.reason, a.target, a.via
          FROM audit_log a, journal_entries e
          WHERE a.action = 'POST /api/operator/members/:phone/credit' AND a.target = ${m.username}
            AND e.kind = 'adjustment' AND e.member_id = (SELECT id FROM members WHERE phone = ${m.username})`,
    );
    expect(row).toMatchObject({
      same: true,
      actor: s.login,
      reason: 'goodwill after a failed transfer',
      via: 'session',
    });
    // a debit the wallet cannot cover fails: the record says so, and nothing says "done"
    const debit = await app.inject({
      method: 'POST',
      url: `/api/operator/members/${m.username}/debit`,
      payload: { amount: 1000, reason: 'test' },
      headers: { cookie, 'x-csrf-token': csrf, ...idempotencyKey() },
    });
    expect(debit.statusCode).toBe(400);
    const outcomes = await rows<{ outcome: string }>(
      app.services.db,
      sql`SELECT outcome FROM audit_log WHERE action = 'POST /api/operator/members/:phone/debit' AND target = ${m.username}`,
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(['failed']);
    // append-only, even for the server
    await expect(
      app.services.db.execute(sql`UPDATE audit_log SET reason = 'edited'`),
    ).rejects.toThrow();
    await expect(app.services.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });

  it('API keys name the CLI’s acts; revoked or disabled ones stop working', async () => {
    const s = await enrolled('marketing');
    const made = await owner('POST', '/api/operator/api-keys', { login: s.login, name: 'laptop' });
    const { key, id } = made.json();
    const headers = { authorization: `Bearer ${key}` };
    expect((await app.inject({ url: '/api/operator/bonuses', headers })).statusCode).toBe(200);
    expectCode(
      await app.inject({ url: '/api/operator/withdrawals', headers }),
      403,
      'STAFF_FORBIDDEN',
    );
    // the key itself never reaches the log
    const logged = JSON.stringify((await owner('GET', '/api/operator/audit?q=api-keys')).json());
    expect(logged).not.toContain(key);
    await owner('POST', `/api/operator/api-keys/${id}/revoke`, { reason: 'lost laptop' });
    expectCode(
      await app.inject({ url: '/api/operator/bonuses', headers }),
      401,
      'OPERATOR_UNAUTHORIZED',
    );

    const again = (
      await owner('POST', '/api/operator/api-keys', { login: s.login, name: 'desk' })
    ).json();
    // the last use is written once a minute per key, not on every call
    const lastUsed = async () =>
      (
        await rows<{ at: string | null }>(
          app.services.db,
          sql`SELECT last_used_at::text AS at FROM staff_api_keys WHERE id = ${again.id}`,
        )
      )[0]!.at;
    const asDesk = { authorization: `Bearer ${again.key}` };
    await app.inject({ url: '/api/operator/bonuses', headers: asDesk });
    await expect.poll(lastUsed).not.toBeNull();
    await app.services.db.execute(
      sql`UPDATE staff_api_keys SET last_used_at = NULL WHERE id = ${again.id}`,
    );
    await app.inject({ url: '/api/operator/bonuses', headers: asDesk });
    clock += 30_000;
    await app.inject({ url: '/api/operator/bonuses', headers: asDesk });
    expect(await lastUsed()).toBeNull();
    clock += 31_000;
    await app.inject({ url: '/api/operator/bonuses', headers: asDesk });
    await expect.poll(lastUsed).not.toBeNull();
    await owner('PUT', `/api/operator/staff/${s.login}`, {
      status: 'disabled',
      reason: 'left the company',
    });
    expectCode(
      await app.inject({
        url: '/api/operator/bonuses',
        headers: { authorization: `Bearer ${again.key}` },
      }),
      401,
      'OPERATOR_UNAUTHORIZED',
    );
  });

  it('every operator route × every role: allowed exactly where the matrix says (generated)', async () => {
    const keys = {} as Record<StaffRole, string>;
    for (const role of STAFF_ROLES) {
      const login = `matrix-${role}`;
      await owner('POST', '/api/operator/staff', { login, name: login, role, reason: 'matrix' });
      keys[role] = (
        await owner('POST', '/api/operator/api-keys', { login, name: 'matrix' })
      ).json().key;
    }
    const operatorEndpoints = allEndpoints.filter((e) => e.access === 'operator');
    for (const e of operatorEndpoints) {
      // path parameters that exist nowhere: an allowed call fails later (404/400), never 403
      const url = e.path.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'key' ? 'site.name' : name === 'id' ? '999999' : 'nobody',
      );
      for (const role of STAFF_ROLES) {
        const res = await app.inject({
          method: e.method,
          url,
          // an invalid body: an allowed write stops at validation, so the matrix moves no money
          ...(e.body ? { payload: { matrix: true } } : {}),
          headers: { authorization: `Bearer ${keys[role]}`, ...idempotencyKey() },
        });
        const allowed = roleAllows(role, e.permission!);
        const forbidden = res.statusCode === 403 && res.json().message === 'STAFF_FORBIDDEN';
        expect(
          forbidden,
          `${role} ${e.method} ${e.path}: ${res.statusCode} ${res.body.slice(0, 80)}`,
        ).toBe(!allowed);
      }
    }
    // the site may have been terminated by the owner's bodiless call: make it active again
    await owner('POST', '/api/operator/reactivate');
  });
});
