import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, isErrorCode } from '@wallet/contract';
import { buildTestApp, operatorHeaders } from '../../test/app';

interface Attempt {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

const json = { 'content-type': 'application/json' };

/** Bad requests aimed at one path: broken JSON, wrong types, missing and unknown fields, huge bodies. */
function badRequestsFor(url: string): Attempt[] {
  return [
    { name: 'malformed JSON', method: 'POST', url, headers: json, payload: '{"value": ' },
    {
      name: 'JSON with a __proto__ key',
      method: 'PUT',
      url,
      headers: json,
      payload: '{"__proto__":{"x":1}}',
    },
    { name: 'empty JSON body', method: 'PUT', url, headers: json, payload: '' },
    { name: 'wrong body type', method: 'PUT', url, headers: json, payload: '[1,2,3]' },
    {
      name: 'unknown fields',
      method: 'PUT',
      url,
      headers: json,
      payload: '{"value":1,"extra":true}',
    },
    { name: 'missing fields', method: 'PUT', url, headers: json, payload: '{}' },
    {
      name: 'oversize body',
      method: 'PUT',
      url,
      headers: json,
      payload: `{"value":"${'x'.repeat(2 * 1024 * 1024)}"}`,
    },
    {
      name: 'wrong content type',
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    },
    { name: 'broken percent-encoding', method: 'GET', url: `${url}%E0%A4%A` },
    { name: 'query junk', method: 'GET', url: `${url}?page=-1&limit=%00&__proto__=1` },
    { name: 'unsupported method', method: 'DELETE', url },
  ];
}

describe('bad input', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers every bad request to every lookup with a 4xx error code, never 500, and keeps serving', async () => {
    const targets = Object.values(api.lookup).map((e) => e.path);
    let tried = 0;
    for (const url of targets) {
      for (const attempt of badRequestsFor(url)) {
        const res = await app.inject({ ...attempt });
        tried++;
        const label = `${attempt.name} → ${attempt.method} ${attempt.url.slice(0, 60)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        // A GET with query junk still reaches the lookup (lookups take no query): 200 is right.
        if (res.statusCode >= 400) expect(isErrorCode(res.json().message), label).toBe(true);
      }
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    }
    console.log(
      `bad input: ${tried} requests tried against ${targets.length} lookups, none answered 5xx`,
    );
    expect(tried).toBe(targets.length * 11);
  });

  it('names the failure precisely where a body is validated', async () => {
    const put = (payload: string, headers: Record<string, string> = json) =>
      app.inject({
        method: 'PUT',
        url: '/api/operator/settings/registerOTP',
        headers: { ...operatorHeaders, ...headers },
        payload,
      });
    const cases: [string, number, string][] = [
      ['{"value": ', 400, 'INVALID_JSON'],
      ['', 400, 'INVALID_JSON'],
      ['{}', 400, 'KEY_MISSING'],
      ['{"value":true}', 400, 'KEY_MISSING'], // issue 11: a setting change says why
      ['{"value":true,"reason":"go","extra":1}', 400, 'KEY_INVALID'],
      ['[true]', 400, 'KEY_INVALID'],
      ['{"value":"yes","reason":"a test"}', 400, 'SETTING_INVALID'],
      [`{"value":"${'x'.repeat(2 * 1024 * 1024)}"}`, 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await put(payload);
      expect([res.statusCode, res.json().message], payload.slice(0, 30)).toEqual([status, code]);
    }
    const xml = await put('<a/>', { 'content-type': 'application/xml' });
    expect([xml.statusCode, xml.json().message]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('answers unknown API routes with a JSON 404 and leaks nothing on server errors', async () => {
    const unknown = await app.inject({ url: '/api/does/not/exist' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'NOT_FOUND' }]);
    // a known path asked with another method: 405 with the methods it takes
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/api/lookup/banks' });
    expect([wrongMethod.statusCode, wrongMethod.json()]).toEqual([
      405,
      { message: 'METHOD_NOT_ALLOWED' },
    ]);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    const withParams = await app.inject({ method: 'PUT', url: '/api/qrcode/KBANK' });
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toBe('DELETE, GET, HEAD, POST');

    const broken = await buildTestApp();
    broken.get('/api/explode', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const res = await broken.inject({ url: '/api/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('{"message":"INTERNAL_SERVER_ERROR"}');
    await broken.close();
  });

  it('refuses a response that does not fit the contract instead of sending it', async () => {
    await app.services.settings.set('site.name', 'Lucky');
    const res = await app.inject({ url: '/api/lookup/info' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'buddhistEra',
      'deployment',
      'name',
      'website',
    ]);
  });
});
