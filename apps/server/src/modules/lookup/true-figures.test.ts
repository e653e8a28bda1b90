import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@wallet/contract';
import { settings } from '../settings/module';
import { buildTestApp } from '../../test/app';
import { activateBonus, bonusDef, defineBonus, depositByQr } from '../../test/bonus';
import { registerAndLogin } from '../../test/members';
import { demoSettings } from '../settings/module';
import { retiredDemoSettings } from '../settings/module';

/** Issue 23 §2: what members read says what the server does, with the server's own figures. */
describe('texts and figures that are true (issue 23 §2)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
  });
  afterAll(() => app.close());

  const lookup = (path: string, lang: string) =>
    app.inject({ url: path, headers: { 'accept-language': lang } }).then((r) => r.json());

  it('names each QR provider as members know it, in their language, never by its code', async () => {
    const en = await lookup('/api/lookup/deposit', 'en');
    expect(() => api.lookup.deposit.response.parse(en)).not.toThrow();
    expect(en.qrGateways).toEqual([
      { code: 'KBANK', name: 'PromptPay' },
      { code: 'WW', name: 'TrueMoney Wallet' },
      { code: 'E2P', name: 'Easy2Pay' },
    ]);
    const th = await lookup('/api/lookup/deposit', 'th');
    expect(th.qrGateways[0]).toEqual({ code: 'KBANK', name: 'พร้อมเพย์' });
    const la = await lookup('/api/lookup/deposit', 'la');
    expect(la.qrGateways[1].name).toBe('ທຣູມັນນີ່ ວໍເລັດ');

    await app.services.settings.set('deposit.qrGateways', {
      ...demoSettings['deposit.qrGateways'],
      E2P: { th: 'ช้อปปี้เพย์', la: 'ຊັອບປີ້ເພ', en: 'ShopeePay' },
    });
    expect((await lookup('/api/lookup/deposit', 'en')).qrGateways[2].name).toBe('ShopeePay');
    await app.services.settings.set('deposit.qrGateways', demoSettings['deposit.qrGateways']);
  });

  it('says ending a bonus moves game balances to the wallet, and promises no automatic withdrawal', async () => {
    for (const lang of ['th', 'la', 'en']) {
      const { conditions } = await lookup('/api/lookup/conditions', lang);
      expect(conditions.join(' '), lang).not.toMatch(/ล้างยอดเงินในเกม|ລ້າງຍອດເງິນໃນເກມ|clears/);
    }
    const en = (await lookup('/api/lookup/conditions', 'en')).conditions.join(' ');
    expect(en).toMatch(/moves every game balance back to your wallet/);
    const notice = await lookup('/api/lookup/notice', 'en');
    expect(notice.notice).not.toMatch(/automatic|1 minute/i);
    expect(notice.notice).toMatch(/paid to your bank account by our staff/);
  });

  it('replaces a retired demo text on start, but keeps an operator’s own text', async () => {
    const db = app.services.db;
    const put = (key: string, value: unknown) =>
      db
        .update(settings)
        .set({ value: sql`${JSON.stringify(value)}::jsonb` })
        .where(sql`${settings.key} = ${key}`);
    await put('site.notice', retiredDemoSettings['site.notice']);
    await put('conditions', { th: ['own th'], la: ['own la'], en: ['own en'] });
    await app.services.settings.seed();
    expect(await app.services.settings.get('site.notice')).toEqual(demoSettings['site.notice']);
    expect((await app.services.settings.get('conditions')).en).toEqual(['own en']);
    await app.services.settings.set('conditions', demoSettings.conditions);
  });

  it('tells a paid QR the bonus credited with its deposit, so both figures come from the server', async () => {
    const def = await defineBonus(app, bonusDef());
    const m = await registerAndLogin(app);
    expect((await activateBonus(app, m, def.code)).statusCode).toBe(200);
    await depositByQr(app, m, 100);
    const state = (await app.inject({ url: '/api/qrcode/KBANK', headers: m.auth })).json();
    expect(state).toMatchObject({ message: 'QR_PAID', amount: 100, bonusAmount: 100 });
    // the statement names the provider as members know it, not Kasikornbank's code
    const statement = await app.inject({
      method: 'POST',
      url: '/api/statement',
      headers: { ...m.auth, 'accept-language': 'en' },
      payload: { page: 1, limit: 10 },
    });
    expect(statement.json().statements).toContainEqual(
      expect.objectContaining({ statementType: 'deposit', from: 'PromptPay', amount: 100 }),
    );

    // a deposit with no bonus: none is named
    const plain = await registerAndLogin(app);
    await depositByQr(app, plain, 50);
    const alone = (await app.inject({ url: '/api/qrcode/KBANK', headers: plain.auth })).json();
    expect(alone).toMatchObject({ message: 'QR_PAID', amount: 50 });
    expect(alone.bonusAmount ?? null).toBeNull();
  });
});
