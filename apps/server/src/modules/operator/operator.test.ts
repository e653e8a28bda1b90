import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorHeaders, TEST_OPERATOR_TOKEN } from '../../test/app';

describe('operator API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // A member-facing route outside the always-open list, to observe the terminated guard.
    app.get('/api/probe', async () => ({ ok: true }));
  });
  afterAll(() => app.close());

  const put = (key: string, value: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/operator/settings/${key}`,
      headers: operatorHeaders,
      payload: { value, reason: 'a test' },
    });

  it('refuses calls without the operator token, or with a wrong one', async () => {
    const none = await app.inject({ url: '/api/operator/settings' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'OPERATOR_UNAUTHORIZED' });
    const wrong = await app.inject({
      url: '/api/operator/settings',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    // issue 14: the key exactly as issued; no folding of the scheme's spacing, case or extra text
    for (const authorization of [
      `Bearer  ${TEST_OPERATOR_TOKEN}`,
      `Bearer ${TEST_OPERATOR_TOKEN} x`,
      `bearer ${TEST_OPERATOR_TOKEN}`,
      `Bearer ${TEST_OPERATOR_TOKEN}x`,
      `Bearer ${TEST_OPERATOR_TOKEN.toUpperCase()}`,
    ]) {
      const near = await app.inject({ url: '/api/operator/settings', headers: { authorization } });
      expect(near.statusCode, authorization).toBe(401);
    }
    const exact = await app.inject({ url: '/api/operator/settings', headers: operatorHeaders });
    expect(exact.statusCode).toBe(200);
  });

  it('cleans operator HTML when it is saved and says what it removed (issue 14)', async () => {
    const hostile =
      '<p>Be fair</p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">x</a>';
    const saved = await put('agreements', { th: [hostile], la: [hostile], en: [hostile] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.en).toEqual(['<p>Be fair</p><a>x</a>']);
    expect(saved.json().removed).toEqual(
      expect.arrayContaining(['<img>', 'href javascript:alert(2)']),
    );
    const member = await app.inject({ url: '/api/lookup/agreements?locale=en' });
    expect(member.json()).toEqual({ agreements: ['<p>Be fair</p><a>x</a>'] });
    expect(member.body).not.toMatch(/onerror|javascript:/);
    // links members open or load: http(s), or a path on this site for an image
    for (const [key, value] of [
      ['contact.lineLink', 'javascript:alert(1)'],
      ['contact.lineLink', 'data:text/html,<script>1</script>'],
      ['site.website', 'ftp://files.example'],
      ['contact.lineQR', '//evil.example/qr.png'],
      ['contact.lineQR', 'javascript:alert(1)'],
    ] as const) {
      const refused = await put(key, value);
      expect([refused.statusCode, refused.json().message], `${key} ${value}`).toEqual([
        400,
        'SETTING_INVALID',
      ]);
    }
    expect((await put('contact.lineQR', '/media/line-qr.png')).statusCode).toBe(200);
    expect((await put('contact.lineLink', 'https://line.me/R/ti/p/@x')).statusCode).toBe(200);
  });

  it('lists, reads and writes settings, checking each value against its schema', async () => {
    const list = await app.inject({ url: '/api/operator/settings', headers: operatorHeaders });
    expect(list.json().settings.length).toBeGreaterThan(20);

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
