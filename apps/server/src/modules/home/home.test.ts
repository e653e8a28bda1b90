import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeResponse, type WalletResponse } from '@wallet/contract';
import { buildTestApp } from '../../test/app';
import { activateBonus, bonusDef, defineBonus } from '../../test/bonus';
import { registerAndLogin } from '../../test/members';
import { activate, credit, expectCode } from '../../test/wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;

/** When each provider was asked differs from one read to the next; the rest must not. */
const withoutReadTimes = (wallet: WalletResponse) => ({
  ...wallet,
  slots: wallet.slots.map(({ readAt: _readAt, ...slot }) => slot),
});

describe('GET /api/home: the home screen in one read (added beside spec §7)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  const json = async (m: Member, url: string, locale = 'th') => {
    const res = await app.inject({ url, headers: { ...m.auth, 'accept-language': locale } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const home = async (m: Member, locale = 'th') =>
    HomeResponse.parse(await json(m, '/api/home', locale));

  it('answers each part exactly as its own call does', async () => {
    const m = await registerAndLogin(app, { name: 'Somchai Jaidee' });
    await credit(app, m.username, 1234.56);
    await activate(app, m, 'pg');
    const def = await defineBonus(app, bonusDef());
    const activated = await activateBonus(app, m, def.code);
    expect(activated.statusCode, activated.body).toBe(200);

    for (const locale of ['th', 'en']) {
      const answer = await home(m, locale);
      expect(withoutReadTimes(answer.wallet)).toEqual(
        withoutReadTimes(await json(m, '/api/wallet', locale)),
      );
      expect(answer.activeBonus).toEqual(await json(m, '/api/bonus/check/active', locale));
      expect(answer.spinActive).toEqual(await json(m, '/api/spinwheel/active', locale));
      expect(answer.responsible).toEqual(await json(m, '/api/responsible', locale));
      expect(answer.profile).toEqual(await json(m, '/api/account/profile', locale));
    }
    const answer = await home(m);
    expect(answer.wallet.wallet).toEqual({ amount: 1234.56 });
    expect(answer.wallet.profile.username).toBe(m.username);
    expect(answer.wallet.slots.find((s) => s.code === 'pg')).toMatchObject({ isActive: true });
    expect(answer.activeBonus).toMatchObject({ status: true, bonus: { code: def.code } });
  });

  it('refuses a caller without a session, and one whose session ended', async () => {
    expectCode(await app.inject({ url: '/api/home' }), 401, 'UNAUTHORIZED');
    const m = await registerAndLogin(app);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: m.auth });
    expect(out.statusCode, out.body).toBe(200);
    expectCode(await app.inject({ url: '/api/home', headers: m.auth }), 401, 'EXPIRED_AUTH_TOKEN');
  });

  it('never holds another member’s figures or details', async () => {
    const a = await registerAndLogin(app, { name: 'Anong Saelim' });
    const b = await registerAndLogin(app, { name: 'Boonmee Srisuk' });
    await credit(app, a.username, 777.77);
    await credit(app, b.username, 12);
    await app.inject({
      method: 'POST',
      url: '/api/responsible/timeout',
      headers: a.auth,
      payload: { period: '1d' },
    });

    const ofA = await home(a);
    const ofB = await home(b);
    expect(ofA.wallet.wallet.amount).toBe(777.77);
    expect(ofB.wallet.wallet.amount).toBe(12);
    expect(ofA.responsible.timeout).not.toBeNull();
    expect(ofB.responsible.timeout).toBeNull();
    const textOfB = JSON.stringify(ofB);
    for (const detail of [a.username, a.bankAccountNo, 'Anong Saelim', '777.77']) {
      expect(textOfB).not.toContain(detail);
    }
    expect(ofB.profile.profile).toMatchObject({ name: 'Boonmee Srisuk', username: b.username });
  });

  it('gives a kip wallet in kip on the Lao deployment (decision 021)', async () => {
    await app.services.settings.set('site.deployment', 'LA');
    try {
      const m = await registerAndLogin(app, { currency: 'LAK', bankCode: 'BCEL' });
      await credit(app, m.username, 150_000);
      const answer = await home(m, 'la');
      expect(answer.wallet.currency).toBe('LAK');
      expect(answer.wallet.wallet).toEqual({ amount: 150_000 });
      expect(withoutReadTimes(answer.wallet)).toEqual(
        withoutReadTimes(await json(m, '/api/wallet', 'la')),
      );
    } finally {
      await app.services.settings.set('site.deployment', 'TH');
    }
  });
});
