import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@wallet/contract';
import { buildTestApp, operatorHeaders } from '../../test/app';

describe('GET /api/lookup/*', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // 2026-11-20 16:55 UTC = 23:55 in Bangkok: inside the seeded 23:50–00:10 slip closing window
    app = await buildTestApp({ now: () => new Date('2026-11-20T16:55:00Z') });
  });
  afterAll(() => app.close());

  it('answers every lookup of spec §7 with a body that fits the contract', async () => {
    for (const endpoint of Object.values(api.lookup)) {
      const res = await app.inject({ method: 'GET', url: endpoint.path });
      expect(res.statusCode, endpoint.path).toBe(200);
      expect(() => endpoint.response.parse(res.json()), endpoint.path).not.toThrow();
    }
  });

  it('answers texts in the language of Accept-Language, Thai by default, "lo" as Lao', async () => {
    const contact = (lang?: string) =>
      app
        .inject({ url: '/api/lookup/contact', headers: lang ? { 'accept-language': lang } : {} })
        .then((r) => r.json().contactText as string);
    expect(await contact('en')).toMatch(/Our team is here/);
    expect(await contact('la')).toMatch(/ທີມງານ/);
    expect(await contact('lo-LA,lo;q=0.9')).toMatch(/ທີມງານ/);
    expect(await contact()).toMatch(/ทีมงาน/);
    expect(await contact('fr-FR')).toMatch(/ทีมงาน/);
  });

  it('seeds the Thai banks, sources, flags, limits and deposit accounts', async () => {
    const banks = (await app.inject({ url: '/api/lookup/banks' })).json().banks;
    expect(banks.map((b: { code: string }) => b.code)).toEqual(
      expect.arrayContaining(['KBANK', 'KTB', 'TMB', 'BBL', 'SCB']),
    );
    expect((await app.inject({ url: '/api/lookup/registerOTP' })).json()).toEqual({
      registerOTP: true,
    });
    expect((await app.inject({ url: '/api/lookup/withdraw' })).json()).toEqual({
      withdrawMin: 100,
      withdrawMax: 50000,
      currency: 'BAHT',
    });
    const sources = (
      await app.inject({ url: '/api/lookup/sources', headers: { 'accept-language': 'en' } })
    ).json();
    expect(sources.sources).toContainEqual({ code: 'FRIEND', description: 'A friend' });
    const deposit = (await app.inject({ url: '/api/lookup/deposit' })).json();
    expect(deposit.banks[0]).toMatchObject({ bankCode: 'KBANK', mode: 'AUTO' });
    expect(deposit.isManual).toBe(false);
    // no slip service configured: staff check each slip, and the lookup says so
    expect(deposit.slipsCheckedAtOnce).toBe(false);
  });

  it('reports slip uploads closed inside the daily window', async () => {
    expect((await app.inject({ url: '/api/lookup/slip' })).json()).toEqual({
      uploadOpen: false,
      closedFrom: '23:50',
      closedUntil: '00:10',
    });
  });

  it('reflects a setting changed by the operator at once', async () => {
    const set = await app.inject({
      method: 'PUT',
      url: '/api/operator/settings/enableChatWidget',
      headers: operatorHeaders,
      payload: { value: false, reason: 'chat moves to the new provider' },
    });
    expect(set.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/lookup/enableChatWidget' })).json()).toEqual({
      enableChatWidget: false,
    });
  });
});
