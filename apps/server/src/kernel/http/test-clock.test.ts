import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { TestClock } from './test-clock';

describe('test clock (TEST_CLOCK=true, browser tests only)', () => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const move = (payload: object, headers: Record<string, string> = operatorHeaders) =>
    app.inject({ method: 'POST', url: '/api/test/clock', headers, payload });

  beforeAll(async () => {
    app = await buildTestApp({ testClock: clock });
  });
  afterAll(() => app.close());

  it('moves the server clock forward with the operator token only, and back to real time', async () => {
    expect((await move({ advanceMs: 1000 }, {})).statusCode).toBe(401);
    expect((await move({ advanceMs: -5 })).json()).toEqual({ message: 'KEY_INVALID' });
    const moved = await move({ advanceMs: 25 * 3_600_000 });
    expect(new Date(moved.json().now).getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    expect(app.services.now().getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    await move({ reset: true });
    expect(Math.abs(app.services.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('puts every move on the audit log, and a key without settings.write cannot move it', async () => {
    await move({ advanceMs: 60_000 });
    await move({ reset: true });
    const moves = await rows<{ actor: string; outcome: string; request: unknown }>(
      app.services.db,
      sql`SELECT actor, outcome, request FROM audit_log WHERE action = 'POST /api/test/clock'
          ORDER BY id`,
    );
    const bodies = moves.map((m) => {
      const request = (typeof m.request === 'string' ? JSON.parse(m.request) : m.request) as {
        body: unknown;
      };
      return `${m.actor} ${m.outcome} ${JSON.stringify(request.body)}`;
    });
    expect(bodies.slice(-2)).toEqual([
      'owner done {"advanceMs":60000}',
      'owner done {"reset":true}',
    ]);
    await app.inject({
      method: 'POST',
      url: '/api/operator/staff',
      headers: { ...operatorHeaders, 'idempotency-key': 'clock-viewer-0001' },
      payload: { login: 'clockviewer', name: 'Viewer', role: 'viewer', reason: 'test' },
    });
    const { key } = (
      await app.inject({
        method: 'POST',
        url: '/api/operator/api-keys',
        headers: operatorHeaders,
        payload: { login: 'clockviewer', name: 'viewer key' },
      })
    ).json() as { key: string };
    expect((await move({ advanceMs: 1000 }, { authorization: `Bearer ${key}` })).statusCode).toBe(
      403,
    );
  });

  it('does not exist on a server started without it', async () => {
    const plain = await buildTestApp();
    const res = await plain.inject({
      method: 'POST',
      url: '/api/test/clock',
      headers: operatorHeaders,
      payload: { reset: true },
    });
    expect(res.statusCode).toBe(404);
    await plain.close();
  });
});
