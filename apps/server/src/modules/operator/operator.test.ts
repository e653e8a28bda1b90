import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorHeaders } from '../../test/app';

describe('operator API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // A member-facing route outside the always-open list, to observe the terminated guard.
    app.get('/api/probe', async () => ({ ok: true }));
  });
  afterAll(() => app.close());

  it('refuses calls without the operator token, or with a wrong one', async () => {
    const none = await app.inject({ url: '/api/operator/settings' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'OPERATOR_UNAUTHORIZED' });
    const wrong = await app.inject({
      url: '/api/operator/settings',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('lists, reads and writes settings, checking each value against its schema', async () => {
    const list = await app.inject({ url: '/api/operator/settings', headers: operatorHeaders });
    expect(list.json().settings.length).toBeGreaterThan(20);

    const put = (key: string, value: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/operator/settings/${key}`,
        headers: operatorHeaders,
        payload: { value, reason: 'a test' },
      });
    expect((await put('withdraw.min', 'lots')).json()).toEqual({ message: 'SETTING_INVALID' });
    expect((await put('withdraw.min', 0.001)).json()).toEqual({ message: 'SETTING_INVALID' });
    expect((await put('no.such.key', 1)).statusCode).toBe(404);
    expect((await put('no.such.key', 1)).json()).toEqual({ message: 'SETTING_UNKNOWN' });
    expect((await put('withdraw.min', 250)).statusCode).toBe(200);

    const got = await app.inject({
      url: '/api/operator/settings/withdraw.min',
      headers: operatorHeaders,
    });
    expect(got.json()).toMatchObject({ key: 'withdraw.min', value: 250 });
    expect((await app.inject({ url: '/api/lookup/withdraw' })).json().withdrawMin).toBe(250);
  });

  it('terminates and reactivates the site', async () => {
    const terminate = await app.inject({
      method: 'POST',
      url: '/api/operator/terminate',
      headers: operatorHeaders,
    });
    expect(terminate.json()).toEqual({ terminated: true });
    expect((await app.inject({ url: '/api/lookup/active' })).json().terminated).toBe(true);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const gone = await app.inject({ url: '/api/probe' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: 'gone' });

    await app.inject({ method: 'POST', url: '/api/operator/reactivate', headers: operatorHeaders });
    expect((await app.inject({ url: '/api/lookup/active' })).json().terminated).toBe(false);
    expect((await app.inject({ url: '/api/probe' })).statusCode).toBe(200);
  });
});
