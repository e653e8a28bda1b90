import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, api, buildPath, PLAY_ACTIONS, type Endpoint } from '@wallet/contract';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { blankImage, createQr, payWebhook, uploadSlip, withdraw } from '../../test/deposits';
import { post, registerAndLogin } from '../../test/members';
import {
  activate,
  credit,
  expectCode,
  expectLedgerBalanced,
  transfer,
  walletOf,
} from '../../test/wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;
const HOUR = 3_600_000;

describe('responsible play (issue 15)', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  const call = (member: Member, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...member.auth, 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });
  const state = async (m: Member) => (await call(m, 'GET', '/api/responsible')).json();
  const setLimits = (m: Member, limits: object) =>
    call(m, 'PUT', '/api/responsible/limits', {
      daily: null,
      weekly: null,
      monthly: null,
      ...limits,
    });

  beforeAll(async () => {
    app = await buildTestApp({ now: () => new Date(clock) });
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('slip.closedHours', null);
  });
  afterEach(() => expectLedgerBalanced(app));
  afterAll(() => app.close());

  it('a lower limit applies at once; a QR past it is refused with what is left and when it frees up', async () => {
    const m = await registerAndLogin(app);
    const set = await setLimits(m, { daily: 500 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().remaining).toBe(500);
    const qr = await createQr(app, m, 'KBANK', 400);
    expect(
      (await payWebhook(app, 'KBANK', { qrcodeId: qr.qrcodeId, amount: 400 })).json().outcome,
    ).toBe('credited');

    const refused = await call(m, 'POST', '/api/qrcode/KBANK', { amount: 200 });
    expectCode(refused, 400, 'DEPOSIT_LIMIT');
    expect(refused.json()).toMatchObject({ period: 'daily', remaining: 100 });
    expect(new Date(refused.json().freesAt).getTime()).toBeGreaterThan(clock + 23 * HOUR);
    expectCode(await call(m, 'POST', '/api/wallet/add', { amount: 150 }), 400, 'DEPOSIT_LIMIT');
    const s = await state(m);
    expect(s.limits[0]).toMatchObject({ period: 'daily', limit: 500, used: 400, remaining: 100 });
    expect(s.remaining).toBe(100);
    // the month and week windows count the same money; the lowest limit wins
    expect((await setLimits(m, { daily: 500, weekly: 450 })).json().remaining).toBe(50);
  });

  it('a raise waits 24 hours and a second confirmation; a removal too', async () => {
    const m = await registerAndLogin(app);
    await setLimits(m, { daily: 500, monthly: 3000 });
    const raised = (await setLimits(m, { daily: 1000, monthly: null })).json();
    expect(raised.limits.find((l: { period: string }) => l.period === 'daily').limit).toBe(500);
    expect(
      raised.pending.map((p: { period: string; amount: number | null }) => [p.period, p.amount]),
    ).toEqual([
      ['daily', 1000],
      ['monthly', null],
    ]);
    const early = await call(m, 'POST', '/api/responsible/limits/confirm');
    expectCode(early, 409, 'LIMIT_PENDING');
    expect(new Date(early.json().confirmableAt).getTime()).toBe(clock + 24 * HOUR);

    // sending the same limits again changes nothing and keeps the raise waiting
    expect((await setLimits(m, { daily: 500, monthly: 3000 })).json().pending).toHaveLength(2);
    clock += 25 * HOUR;
    const confirmed = (await call(m, 'POST', '/api/responsible/limits/confirm')).json();
    expect(confirmed.pending).toEqual([]);
    expect(confirmed.limits.map((l: { limit: number | null }) => l.limit)).toEqual([
      1000,
      null,
      null,
    ]);
    const kinds = (await call(m, 'GET', '/api/responsible/history'))
      .json()
      .events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual([
      'limit_raised',
      'limit_raised',
      'limit_raise_requested',
      'limit_raise_requested',
      'limit_set',
      'limit_set',
    ]);
  });

  it('holds a paid QR or a checked deposit past the limit for staff instead of crediting it', async () => {
    const m = await registerAndLogin(app);
    const qr = await createQr(app, m, 'KBANK', 300);
    await setLimits(m, { daily: 200 }); // lowered after the QR was issued
    expect(
      (await payWebhook(app, 'KBANK', { qrcodeId: qr.qrcodeId, amount: 300 })).json().outcome,
    ).toBe('review');
    expect((await walletOf(app, m)).wallet).toBe(0);
    const queue = (
      await app.inject({ url: `/api/operator/deposits?q=${m.username}`, headers: operatorHeaders })
    ).json().deposits;
    expect(queue).toMatchObject([{ status: 'processing', note: 'DEPOSIT_LIMIT', amount: 300 }]);
    // a staff decision credits it (the member's money is never kept from them)
    const approved = await app.inject({
      method: 'POST',
      url: `/api/operator/deposits/${queue[0].id}/approve`,
      headers: operatorHeaders,
      payload: { amount: 300 },
    });
    expect(approved.json()).toMatchObject({ status: 'success' });
    expect((await walletOf(app, m)).wallet).toBe(300);
  });

  it('racing deposits cannot pass a limit together', async () => {
    const m = await registerAndLogin(app);
    const qrs = [];
    const banks = ['KBANK', 'WW', 'E2P'];
    for (const bank of banks) qrs.push(await createQr(app, m, bank, 300));
    await setLimits(m, { daily: 700 });
    const outcomes = await Promise.all(
      qrs.map((qr, i) => payWebhook(app, banks[i]!, { qrcodeId: qr.qrcodeId, amount: 300 })),
    );
    const kinds = outcomes.map((o) => o.json().outcome).sort();
    expect(kinds).toEqual(['credited', 'credited', 'review']);
    expect((await walletOf(app, m)).wallet).toBe(600);
  });

  it('a time-out stops every move towards play with its end, never shortened; withdrawals go on', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 1000);
    await activate(app, m, 'joker2');
    expect((await transfer(app, m, { from: 'WALLET', to: 'joker2', amount: 200 })).statusCode).toBe(
      200,
    );
    const taken = (await call(m, 'POST', '/api/responsible/timeout', { period: '7d' })).json();
    expect(new Date(taken.timeout.until).getTime()).toBe(clock + 7 * 24 * HOUR);
    // a shorter one later does not shorten it
    const again = (await call(m, 'POST', '/api/responsible/timeout', { period: '1d' })).json();
    expect(again.timeout.until).toBe(taken.timeout.until);

    const refused = await transfer(app, m, { from: 'WALLET', to: 'joker2', amount: 100 });
    expectCode(refused, 403, 'ACCOUNT_TIMEOUT');
    expect(refused.json().until).toBe(taken.timeout.until);
    // money comes back from the game and leaves to the bank
    expect((await transfer(app, m, { from: 'joker2', to: 'WALLET', amount: 200 })).statusCode).toBe(
      200,
    );
    expect((await withdraw(app, m, 300)).statusCode).toBe(200);
    // staff may impose a longer break, never a shorter one, on the record with their reason
    const imposed = await app.inject({
      method: 'POST',
      url: `/api/operator/members/${m.username}/responsible/timeout`,
      headers: operatorHeaders,
      payload: { period: '1d', reason: 'asked by phone' },
    });
    expect(imposed.json().state.timeout.until).toBe(taken.timeout.until);
    expect(imposed.json().events[0]).toMatchObject({ actor: 'staff:owner', kind: 'timeout' });
    clock += 7 * 24 * HOUR + 1000;
    expect((await state(m)).timeout).toBeNull();
  });

  it('every money route towards play refuses during a time-out (generated from the route list)', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 500);
    await activate(app, m, 'joker2');
    const game = (await call(m, 'GET', '/api/wallet/account/joker2')).json();
    await call(m, 'POST', '/api/responsible/timeout', { period: '1d' });
    // every way into a game: the auto-login link of each provider, with the member's own game
    // credentials, and the game account's credentials, activation and reset
    const launches = Object.fromEntries(
      Object.values(api.autoLogin).map((e) => [
        `${e.method} ${e.path}`,
        () =>
          call(m, 'GET', buildPath(e.path, { username: game.username, password: game.password })),
      ]),
    );
    // one request per route; a new play route without a sample here fails the test
    const samples: Record<
      string,
      () => Promise<{ statusCode: number; json(): { message?: string } }>
    > = {
      'POST /api/wallet/add': () => call(m, 'POST', '/api/wallet/add', { amount: 100 }),
      'POST /api/wallet/transfer': () =>
        transfer(app, m, { from: 'WALLET', to: 'joker2', amount: 10 }),
      'POST /api/wallet/transferAll': () =>
        call(m, 'POST', '/api/wallet/transferAll', { to: 'joker2' }),
      'POST /api/wallet/slip': () => uploadSlip(app, m, blankImage()),
      'POST /api/wallet/truelink': () => call(m, 'POST', '/api/wallet/truelink', { link: 'x' }),
      'POST /api/qrcode/:bankCode': () => call(m, 'POST', '/api/qrcode/KBANK', { amount: 100 }),
      'GET /api/invite/bonus': () => call(m, 'GET', '/api/invite/bonus'),
      'GET /api/refund/receive': () => call(m, 'GET', '/api/refund/receive'),
      'GET /api/refund/addWallet': () => call(m, 'GET', '/api/refund/addWallet'),
      'POST /api/spinwheel/spin': () => call(m, 'POST', '/api/spinwheel/spin'),
      'POST /api/spinwheel/coupon/claim': () =>
        call(m, 'POST', '/api/spinwheel/coupon/claim', { coupon: '1' }),
      'GET /api/bonus/activate/:code': () => call(m, 'GET', '/api/bonus/activate/WELCOME100'),
      'GET /api/promotion/activate/:code': () => call(m, 'GET', '/api/promotion/activate/LUCKY50'),
      'GET /api/wallet/activate/:slotCode': () => call(m, 'GET', '/api/wallet/activate/pg'),
      'GET /api/wallet/account/:slotCode': () => call(m, 'GET', '/api/wallet/account/joker2'),
      'GET /api/wallet/resetpassword/:slotCode': () =>
        call(m, 'GET', '/api/wallet/resetpassword/joker2'),
      ...launches,
    };
    const key = (e: Endpoint) => `${e.method} ${e.path}`;
    const playRoutes = allEndpoints.filter(
      (e) =>
        e.access === 'member' &&
        e.moves !== undefined &&
        e.moves !== 'none' &&
        PLAY_ACTIONS.includes(e.moves),
    );
    expect(playRoutes.map(key).sort()).toEqual(Object.keys(samples).sort());
    for (const endpoint of playRoutes) {
      const res = await samples[key(endpoint)]!();
      expect([res.statusCode, res.json().message], key(endpoint)).toEqual([403, 'ACCOUNT_TIMEOUT']);
    }
    expect((await walletOf(app, m)).wallet).toBe(500);
    expect((await withdraw(app, m, 200)).statusCode).toBe(200);
  });

  it('self-exclusion: a ticked confirmation, games emptied, marketing stops, lifting needs a request and 7 days', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 800);
    await activate(app, m, 'joker2');
    await transfer(app, m, { from: 'WALLET', to: 'joker2', amount: 300 });
    // a game opened before the exclusion: its credentials, a launch ticket and a game session
    const game = (await call(m, 'GET', '/api/wallet/account/joker2')).json();
    const demo = app.services.demoProvider;
    const link = (await call(m, 'GET', `/api/autoLogin/joker2/${game.username}`)).json().link;
    const ticket = new URL(link, 'http://x').searchParams.get('ticket')!;
    const session = await demo.login('joker2', game.username, game.password);
    expect(session).not.toBeNull();
    expectCode(
      await call(m, 'POST', '/api/responsible/exclusion', { period: '6m' }),
      400,
      'KEY_INVALID',
    );
    expectCode(
      await call(m, 'POST', '/api/responsible/exclusion', { period: '6m', confirm: false }),
      400,
      'KEY_INVALID',
    );
    const excluded = (
      await call(m, 'POST', '/api/responsible/exclusion', { period: '6m', confirm: true })
    ).json();
    expect(excluded.exclusion.liftsAt).toBeNull();
    const money = await walletOf(app, m);
    expect(money.wallet).toBe(800);
    expect(money.games.joker2 ?? 0).toBe(0);
    // locked at the provider too: no login, no ticket, no play in a session opened before
    expect(await demo.login('joker2', game.username, game.password)).toBeNull();
    expect(await demo.openSession(ticket)).toBeNull();
    expect(await demo.sessionAccount(session!)).toBeNull();
    expectCode(
      await call(m, 'GET', `/api/autoLogin/joker2/${game.username}`),
      403,
      'SELF_EXCLUDED',
    );
    expectCode(await call(m, 'GET', '/api/wallet/account/joker2'), 403, 'SELF_EXCLUDED');
    expectCode(await call(m, 'POST', '/api/qrcode/KBANK', { amount: 100 }), 403, 'SELF_EXCLUDED');
    expect((await call(m, 'GET', '/api/bonus')).json().bonuses).toEqual([]);
    // a promotion code finds no offer either
    expect((await call(m, 'GET', '/api/promotion/find/LUCKY50')).json()).toEqual({
      promotion: null,
    });
    expect((await call(m, 'GET', '/api/invite/banners')).json().banners).toEqual([]);
    expect((await withdraw(app, m, 800)).statusCode).toBe(200);

    const early = await call(m, 'POST', '/api/responsible/exclusion/lift');
    expectCode(early, 409, 'EXCLUSION_ACTIVE');
    clock += 200 * 24 * HOUR; // past the six months: still excluded until asked and cooled off
    // the session ran out meanwhile: an excluded member can still sign in (to withdraw, to ask)
    const login = await post(app, '/api/login', { username: m.username, password: m.password });
    expect(login.statusCode, login.body).toBe(200);
    m.auth = { authorization: `Bearer ${login.json().token}` };
    expectCode(await call(m, 'POST', '/api/qrcode/KBANK', { amount: 100 }), 403, 'SELF_EXCLUDED');
    const asked = (await call(m, 'POST', '/api/responsible/exclusion/lift')).json();
    expect(new Date(asked.exclusion.liftsAt).getTime()).toBe(clock + 7 * 24 * HOUR);
    clock += 7 * 24 * HOUR + 1000;
    expect((await state(m)).exclusion).toBeNull();
    expect((await call(m, 'POST', '/api/qrcode/KBANK', { amount: 100 })).statusCode).toBe(200);
    // lifted: the provider's lock comes off at the next launch, and money goes in again
    const relaunch = await call(m, 'GET', `/api/autoLogin/joker2/${game.username}`);
    expect(relaunch.statusCode, relaunch.body).toBe(200);
    expect(await demo.login('joker2', game.username, game.password)).not.toBeNull();
    await credit(app, m.username, 100);
    expect((await transfer(app, m, { from: 'WALLET', to: 'joker2', amount: 100 })).statusCode).toBe(
      200,
    );
  });
});
