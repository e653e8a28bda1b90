import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import type { StaffRole } from '@wallet/contract';
import { buildApp } from '../../app';
import { buildTestApp, operatorHeaders, TEST_OPERATOR_TOKEN } from '../../test/app';
import { openTestDatabase, testDriver } from '../../test/database';
import { enrolledStaff } from '../../test/staff';
import { LOGIN_LIMITS } from '../auth/module';
import { seededRandom } from '../../test/seeded-random';
import { expectCode, idempotencyKey } from '../../test/wallet';

const PASSWORD = 'a long staff passphrase';

/** A staff member set up through the link: login, recovery codes and the authenticator secret. */
const enrolled = (app: FastifyInstance, role: StaffRole = 'viewer') =>
  enrolledStaff(app, role, PASSWORD);

const signIn = (
  app: FastifyInstance,
  payload: { login: string; password: string; code: string },
  ip = '127.0.0.1',
) => app.inject({ method: 'POST', url: '/api/backoffice/login', payload, remoteAddress: ip });

describe('staff and audit review (issue 22 §2)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  const owner = (url: string) => app.inject({ url, headers: operatorHeaders });

  it('lists the audit newest first by numeric id, and paging reaches every row past 100', async () => {
    await app.services.db.execute(
      sql`INSERT INTO audit_log (actor, role, via, action, ip, outcome)
          SELECT 'owner', 'owner', 'api_key', 'POST /api/operator/test-' || n, '127.0.0.1', 'done'
          FROM generate_series(1, 203) AS n`,
    );
    const [all] = await rows<{ n: number; max: number }>(
      app.services.db,
      sql`SELECT count(*)::int AS n, max(id)::int AS max FROM audit_log`,
    );
    const first = await owner('/api/operator/audit?limit=5');
    expect(first.statusCode, first.body).toBe(200);
    const firstIds = (first.json().entries as { id: string }[]).map((e) => Number(e.id));
    expect(firstIds).toEqual([0, 1, 2, 3, 4].map((i) => all!.max - i));
    const seen: number[] = [];
    let before = '';
    for (;;) {
      const page = (await owner(`/api/operator/audit?limit=37${before}`)).json().entries as {
        id: string;
      }[];
      if (!page.length) break;
      seen.push(...page.map((e) => Number(e.id)));
      before = `&before=${page.at(-1)!.id}`;
    }
    expect(seen).toHaveLength(all!.n);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('a reset or a disable revokes the person’s API keys; enabling again revives none', async () => {
    const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url, payload, headers: { ...operatorHeaders, ...idempotencyKey() } });
    const login = `keys${Math.floor(Math.random() * 1e6)}`;
    await write('POST', '/api/operator/staff', {
      login,
      name: 'Key holder',
      role: 'marketing',
      reason: 'test hire',
    });
    const keyOf = async (name: string) =>
      (await write('POST', '/api/operator/api-keys', { login, name })).json().key as string;
    const works = async (key: string) =>
      (
        await app.inject({
          url: '/api/operator/bonuses',
          headers: { authorization: `Bearer ${key}` },
        })
      ).statusCode;

    const beforeReset = await keyOf('laptop');
    expect(await works(beforeReset)).toBe(200);
    const reset = await write('POST', `/api/operator/staff/${login}/reset`, {
      reason: 'lost phone',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await works(beforeReset)).toBe(401);

    const beforeDisable = await keyOf('desk');
    expect(await works(beforeDisable)).toBe(200);
    await write('PUT', `/api/operator/staff/${login}`, { status: 'disabled', reason: 'left' });
    expect(await works(beforeDisable)).toBe(401);
    await write('PUT', `/api/operator/staff/${login}`, { status: 'active', reason: 'came back' });
    expect(await works(beforeDisable)).toBe(401);
    const listed = (await owner('/api/operator/api-keys')).json().keys as {
      login: string;
      revokedAt: string | null;
    }[];
    expect(listed.filter((k) => k.login === login).map((k) => k.revokedAt !== null)).toEqual([
      true,
      true,
    ]);
  });
});

describe('a revoked bootstrap key (issue 22 §2)', () => {
  it('stays revoked across a restart, and the server starts and says so', async () => {
    const database = await openTestDatabase();
    // the first copy leaves the database open for the restart
    const first = await buildApp({
      database: { ...database, close: async () => undefined },
      operatorToken: TEST_OPERATOR_TOKEN,
    });
    const keys = (
      await first.inject({ url: '/api/operator/api-keys', headers: operatorHeaders })
    ).json().keys as { id: string; name: string }[];
    const bootstrap = keys.find((k) => k.name === 'bootstrap')!;
    const revoked = await first.inject({
      method: 'POST',
      url: `/api/operator/api-keys/${bootstrap.id}/revoke`,
      headers: operatorHeaders,
      payload: { reason: 'the token leaked' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await first.close();

    const logged: string[] = [];
    const again = await buildApp({
      database,
      operatorToken: TEST_OPERATOR_TOKEN,
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      expect(logged.join('')).toMatch(/operator token .* is revoked/);
      expectCode(
        await again.inject({ url: '/api/operator/api-keys', headers: operatorHeaders }),
        401,
        'OPERATOR_UNAUTHORIZED',
      );
    } finally {
      await again.close();
    }
  });
});

describe('the staff sign-in brake (issue 22 §2)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('member login failures from an address do not brake staff there', async () => {
    const s = await enrolled(app);
    const ip = '10.77.0.1';
    for (let i = 0; i < 40; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `08999${String(i).padStart(5, '0')}`, password: 'wrong-password-1' },
        remoteAddress: ip,
      });
      expect(r.statusCode).toBe(401);
    }
    const ok = await signIn(
      app,
      { login: s.login, password: PASSWORD, code: s.recoveryCodes[0]! },
      ip,
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it.skipIf(testDriver !== 'postgres')(
    '100 concurrent wrong sign-ins evaluate at most the allowed number (PostgreSQL)',
    async () => {
      const s = await enrolled(app);
      const random = seededRandom('staff sign-in brake race');
      const attempts = Array.from({ length: 100 }, (_, i) =>
        signIn(
          app,
          {
            login: s.login,
            // wrong passwords, or the right one with a wrong code: each is a real evaluation
            password: random.int(0, 2) === 0 ? PASSWORD : `wrong passphrase ${i}`,
            code: String(random.int(0, 1_000_000)).padStart(6, '0'),
          },
          `10.78.${random.int(0, 4)}.${random.int(1, 250)}`,
        ),
      );
      const codes = (await Promise.all(attempts)).map((r) => `${r.statusCode} ${r.json().message}`);
      const evaluated = codes.filter((c) => c === '401 WRONG_CREDENTIAL').length;
      const braked = codes.filter((c) => c === '429 REQUEST_LIMIT').length;
      expect(evaluated + braked, codes.join(', ')).toBe(100);
      expect(evaluated).toBeLessThanOrEqual(LOGIN_LIMITS.perPhone);
      expect(evaluated).toBeGreaterThan(0);
    },
    60_000,
  );
});

describe('audit gaps (issue 22 §2)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  interface Row {
    staff_id: string | null;
    actor: string;
    role: string;
    action: string;
    target: string | null;
    request: unknown;
    before: unknown;
    after: unknown;
    outcome: string;
  }
  const auditOf = (where: ReturnType<typeof sql>) =>
    rows<Row>(
      app.services.db,
      sql`SELECT staff_id::text, actor, role, action, target, request, before, after, outcome
          FROM audit_log WHERE ${where} ORDER BY id`,
    );
  const jsonOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as unknown;

  it('records setup enrolment, without the link or any secret', async () => {
    const s = await enrolled(app);
    const list = await auditOf(
      sql`actor = ${s.login} AND action LIKE 'POST /api/backoffice/setup/%'`,
    );
    expect(list.map((r) => `${r.outcome} ${r.action}`)).toEqual([
      'done POST /api/backoffice/setup/:token/password',
      'done POST /api/backoffice/setup/:token/totp',
    ]);
    const text = JSON.stringify(list);
    expect(text).not.toContain(s.token);
    expect(text).not.toContain(s.secret);
    for (const code of s.recoveryCodes) expect(text).not.toContain(code);
    expect(list.every((r) => r.staff_id !== null && r.role === 'viewer')).toBe(true);
  });

  it('records failed sign-ins, a braked login once per window, and the sign-out', async () => {
    const s = await enrolled(app);
    const ip = '10.79.0.1';
    // hammered past the brake: one `refused` row for the window, not one per request
    for (let i = 0; i < 15; i++) {
      await signIn(app, { login: s.login, password: 'not the passphrase', code: '000000' }, ip);
    }
    await signIn(app, { login: 'nobody-here', password: 'not the passphrase', code: '000000' }, ip);
    const tried = await auditOf(sql`action = 'POST /api/backoffice/login' AND ip = ${ip}`);
    expect(tried.filter((r) => r.actor === s.login).map((r) => r.outcome)).toEqual([
      ...Array<string>(10).fill('failed'),
      'refused',
    ]);
    expect(tried.find((r) => r.actor === 'nobody-here')).toMatchObject({
      staff_id: null,
      role: 'none',
      outcome: 'failed',
    });
    expect(JSON.stringify(tried)).not.toContain('not the passphrase');

    const other = await enrolled(app);
    const ok = await signIn(app, {
      login: other.login,
      password: PASSWORD,
      code: other.recoveryCodes[0]!,
    });
    const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
    const out = await app.inject({
      method: 'POST',
      url: '/api/backoffice/logout',
      headers: { cookie, 'x-csrf-token': ok.json().csrfToken as string },
    });
    expect(out.statusCode, out.body).toBe(200);
    const signedOut = await auditOf(
      sql`actor = ${other.login} AND action = 'POST /api/backoffice/logout'`,
    );
    expect(signedOut.map((r) => r.outcome)).toEqual(['done']);
  });

  it('a setting’s row keeps its key and its new value; an API key is still redacted', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/operator/settings/registerOTP',
      headers: { ...operatorHeaders, ...idempotencyKey() },
      payload: { value: false, reason: 'testing the audit' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [row] = await auditOf(sql`action = 'PUT /api/operator/settings/:key'`);
    expect(jsonOf(row!.after)).toMatchObject({ key: 'registerOTP', value: false });
    expect(jsonOf(row!.before)).toBe(true);
    expect(row!.target).toBe('registerOTP');

    const made = await app.inject({
      method: 'POST',
      url: '/api/operator/api-keys',
      headers: { ...operatorHeaders, ...idempotencyKey() },
      payload: { login: 'owner', name: 'audit test' },
    });
    const [keyRow] = await auditOf(sql`action = 'POST /api/operator/api-keys'`);
    expect(jsonOf(keyRow!.after)).toMatchObject({ key: '[redacted]', prefix: made.json().prefix });
    expect(JSON.stringify(keyRow)).not.toContain(made.json().key);
  });

  it('refuses TRUNCATE of the audit log, as it refuses UPDATE and DELETE', async () => {
    await expect(app.services.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    await expect(app.services.db.execute(sql`TRUNCATE audit_log CASCADE`)).rejects.toThrow();
    const [left] = await rows<{ n: number }>(
      app.services.db,
      sql`SELECT count(*)::int AS n FROM audit_log`,
    );
    expect(left!.n).toBeGreaterThan(0);
  });
});
