import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders, buildTestApp } from '../../test/app';
import {
  activateBonus,
  activeBonus,
  bonusDef,
  clearBonus,
  defineBonus,
  depositByQr,
  play,
} from '../../test/bonus';
import { createQr, statementOf, withdraw } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import {
  activate,
  credit,
  expectCode,
  expectLedgerBalanced,
  idempotencyKey,
  transfer,
  walletOf,
} from '../../test/wallet';

describe('bonuses (issue 8)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
  });
  afterAll(() => app.close());

  it('credits with the next deposit, refuses money moves while it runs, follows play, ends, pays out', async () => {
    const def = await defineBonus(app, bonusDef());
    const m = await registerAndLogin(app);
    const list = await app.inject({
      url: '/api/bonus',
      headers: { ...m.auth, 'accept-language': 'en' },
    });
    const card = list.json().bonuses.find((b: { code: string }) => b.code === def.code);
    expect(card).toMatchObject({ state: 'available', minDeposit: 100, title: def.title.en });

    const got = await activateBonus(app, m, def.code);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().bonus).toMatchObject({ state: 'awaiting_deposit', code: def.code });
    expectCode(await activateBonus(app, m, def.code), 409, 'BONUS_ALREADY_ACTIVE');

    await depositByQr(app, m, 100);
    expect((await walletOf(app, m)).wallet).toBe(200);
    const running = (await activeBonus(app, m)).bonus!;
    expect(running).toMatchObject({
      state: 'running',
      deposit: 100,
      bonusAmount: 100,
      base: 100,
      required: 100,
      current: 0,
      percent: 0,
      met: false,
      failBelow: 10,
      settlement: { keep: 100, forfeit: 100 },
    });

    const refused = await withdraw(app, m, 50);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'BONUS_CONDITION', remaining: 100 });
    const qr = await app.inject({
      method: 'POST',
      url: '/api/qrcode/KBANK',
      headers: m.auth,
      payload: { amount: 100 },
    });
    expectCode(qr, 409, 'BONUS_REMAINING');

    await activate(app, m, 'pgslot');
    const moved = await transfer(app, m, { from: 'WALLET', to: 'pgslot', amount: 200 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await play(app, m, 'pgslot', 10, 10)).toBe(10);
    const [sync] = await app.services.rounds.sync();
    expect(sync).toMatchObject({ provider: 'demo', inserted: 10, error: null });
    const met = (await activeBonus(app, m)).bonus!;
    expect(met).toMatchObject({ met: true, percent: 100, current: 100, remaining: 0 });
    expect(met.settlement.forfeit).toBe(0);
    expectCode(await withdraw(app, m, 50), 409, 'BONUS_NOT_ENDED');

    const cleared = await clearBonus(app, m);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const total = met.totalBalance;
    expect(cleared.json()).toMatchObject({ message: 'BONUS_CLEAR', outcome: 'met', forfeited: 0 });
    const after = await walletOf(app, m);
    // ending clears the in-game balance: everything is back in the wallet
    expect(after.games.pgslot).toBe(0);
    expect(after.wallet).toBeGreaterThanOrEqual(100);
    expect((await activeBonus(app, m)).status).toBe(false);

    const out = await withdraw(app, m, after.wallet);
    expect(out.statusCode, out.body).toBe(200);
    expect(total).toBeGreaterThan(0);
    const lines = await app.inject({
      method: 'POST',
      url: '/api/statement',
      headers: { ...m.auth, 'accept-language': 'en' },
      payload: { page: 1, limit: 20 },
    });
    const bonusLine = lines
      .json()
      .statements.find((s: { statementType: string }) => s.statementType === 'bonus');
    expect(bonusLine).toMatchObject({
      amount: 100,
      from: 'BONUS',
      to: 'WALLET',
      bonus: { description: def.title.en },
    });
    // a second receipt is refused: maxReceived 1 (limit type)
    expectCode(await activateBonus(app, m, def.code), 409, 'BONUS_MAX_CLAIMED');
    await expectLedgerBalanced(app);
  });

  it('credits at once from an unplayed deposit of the last minutes', async () => {
    await app.services.settings.set('bonus.recentDepositMinutes', 10);
    try {
      const def = await defineBonus(app, bonusDef({ amountRule: { kind: 'fixed', amount: 25 } }));
      const m = await registerAndLogin(app);
      await depositByQr(app, m, 100);
      const got = await activateBonus(app, m, def.code);
      expect(got.json().bonus).toMatchObject({ state: 'running', bonusAmount: 25, deposit: 100 });
      expect((await walletOf(app, m)).wallet).toBe(125);
    } finally {
      await app.services.settings.set('bonus.recentDepositMinutes', 0);
    }
  });

  it('measures a credit target on the money in play, not on money the member already had', async () => {
    const def = await defineBonus(
      app,
      bonusDef({
        amountRule: { kind: 'fixed', amount: 50 },
        condition: { kind: 'credit_target', percentSuccess: 300, base: 'bonus' },
        percentFail: 50,
      }),
    );
    const m = await registerAndLogin(app);
    await credit(app, m.username, 1000);
    await activateBonus(app, m, def.code);
    await depositByQr(app, m, 100);
    const view = (await activeBonus(app, m)).bonus!;
    // 1,150 in all, but only the deposit and the bonus (150) are in play: 150 of 150 needed is met…
    expect(view).toMatchObject({ totalBalance: 1150, inPlay: 150, required: 150, met: true });
    // …while a target above what is in play is not met by the 1,000 that was there anyway
    const big = await defineBonus(
      app,
      bonusDef({
        amountRule: { kind: 'fixed', amount: 50 },
        condition: { kind: 'credit_target', percentSuccess: 400, base: 'bonus' },
      }),
    );
    const n = await registerAndLogin(app);
    await credit(app, n.username, 1000);
    await activateBonus(app, n, big.code);
    await depositByQr(app, n, 100);
    expect((await activeBonus(app, n)).bonus).toMatchObject({
      required: 200,
      current: 150,
      met: false,
    });
    // leaving early keeps all the member's own money (1,000 + 100) and forfeits the bonus
    expect((await activeBonus(app, n)).bonus!.settlement).toEqual({ keep: 1100, forfeit: 50 });
    await expectLedgerBalanced(app);
  });

  it('lets a member leave early only for the forfeit they confirmed', async () => {
    const def = await defineBonus(app, bonusDef());
    const m = await registerAndLogin(app);
    await activateBonus(app, m, def.code);
    await depositByQr(app, m, 150);
    const view = (await activeBonus(app, m)).bonus!;
    expect(view.settlement).toEqual({ keep: 150, forfeit: 100 });
    const refused = await clearBonus(app, m);
    expect(refused.json()).toEqual({ message: 'BONUS_FORFEIT_CHANGED', forfeit: 100 });
    expect((await activeBonus(app, m)).bonus?.state).toBe('running');
    const left = await clearBonus(app, m, 100);
    expect(left.json()).toMatchObject({
      outcome: 'left',
      kept: 150,
      forfeited: 100,
      wallet: { amount: 150 },
    });
    const s = await statementOf(app, m, 1, 10);
    expect(s.statements[0]).toMatchObject({
      statementType: 'finish_bonus',
      amount: 100,
      from: 'WALLET',
    });
    await expectLedgerBalanced(app);
  });

  it('ends a lost bonus by itself before the next deposit', async () => {
    const def = await defineBonus(app, bonusDef({ percentFail: 50 }));
    const m = await registerAndLogin(app);
    await activateBonus(app, m, def.code);
    await depositByQr(app, m, 100);
    // the balance falls under 50 % of the base (100): an operator debit stands in for losses
    const debit = await app.inject({
      method: 'POST',
      url: `/api/operator/members/${m.username}/debit`,
      headers: { ...operatorHeaders, ...idempotencyKey() },
      payload: { amount: 160, reason: 'test losses' },
    });
    expect(debit.statusCode, debit.body).toBe(200);
    expect((await activeBonus(app, m)).bonus).toMatchObject({ failBelow: 50, totalBalance: 40 });
    await createQr(app, m, 'KBANK', 100);
    expect((await activeBonus(app, m)).status).toBe(false);
    const history = await app.inject({
      url: `/api/operator/members/${m.username}/bonus`,
      headers: operatorHeaders,
    });
    expect(history.json().history[0]).toMatchObject({ outcome: 'lost', forfeited: 0, kept: 40 });
    await expectLedgerBalanced(app);
  });

  it('finds and activates promotions by upper-cased code, once per member', async () => {
    const m = await registerAndLogin(app);
    const found = await app.inject({ url: '/api/promotion/find/lucky50', headers: m.auth });
    expect(found.json().promotion).toMatchObject({
      code: 'LUCKY50',
      percentFail: 10,
      received: false,
    });
    const none = await app.inject({ url: '/api/promotion/find/NOPE', headers: m.auth });
    expect(none.json()).toEqual({ promotion: null });
    expectCode(await activateBonus(app, m, 'NOPE', 'promotion'), 404, 'NO_PROMOTION');
    // a bonus code is not a promotion
    expectCode(await activateBonus(app, m, 'WELCOME100', 'promotion'), 404, 'NO_PROMOTION');
    const got = await activateBonus(app, m, 'lucky50', 'promotion');
    expect(got.json()).toMatchObject({
      message: 'OK',
      bonus: { code: 'LUCKY50', kind: 'promotion' },
    });
    // cancelled before any deposit: it does not count as received
    expect((await clearBonus(app, m)).json()).toMatchObject({ outcome: 'cancelled' });
    await activateBonus(app, m, 'LUCKY50', 'promotion');
    await depositByQr(app, m, 100);
    expect((await clearBonus(app, m, 50)).json()).toMatchObject({ outcome: 'left', forfeited: 50 });
    expectCode(await activateBonus(app, m, 'LUCKY50', 'promotion'), 409, 'PROMOTION_RECEIVED');
    await expectLedgerBalanced(app);
  });

  it('replays an activation for the same key and refuses bad definitions', async () => {
    const def = await defineBonus(app, bonusDef());
    const m = await registerAndLogin(app);
    const key = 'activation-key-123';
    const first = await activateBonus(app, m, def.code, 'bonus', key);
    const again = await activateBonus(app, m, def.code, 'bonus', key);
    expect(again.json()).toEqual(first.json());
    // without a key (spec §7's client) a repeat is still harmless: one open bonus (decision 020)
    expectCode(
      await app.inject({ url: `/api/bonus/activate/${def.code}`, headers: m.auth }),
      409,
      'BONUS_ALREADY_ACTIVE',
    );
    for (const bad of [
      bonusDef({ condition: { kind: 'turnover', multiplier: 11, base: 'bonus' } }),
      bonusDef({
        banners: [
          { image: '/x.svg', html: { th: '<img src=x onerror=alert(1)>', la: 'x', en: 'x' } },
        ],
      }),
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/operator/bonuses/${bad.code}`,
        headers: operatorHeaders,
        payload: bad,
      });
      expectCode(res, 400, 'BONUS_INVALID');
    }
    const nonsense = await app.inject({
      method: 'PUT',
      url: '/api/operator/bonuses/X1',
      headers: operatorHeaders,
      payload: { code: 'X1', kind: 'bonus' },
    });
    expectCode(nonsense, 400, 'KEY_MISSING');
  });

  it('answers hostile input with a code, never a 500, and serves on', async () => {
    const m = await registerAndLogin(app);
    const key = () => idempotencyKey();
    for (const [url, status, code] of [
      ['/api/bonus/clear?acceptForfeit=abc', 400, 'KEY_INVALID'],
      ['/api/bonus/clear?acceptForfeit=-1', 400, 'KEY_INVALID'],
      ['/api/bonus/clear?acceptForfeit=1e99', 400, 'KEY_INVALID'],
      ['/api/bonus/clear?other=1', 400, 'KEY_INVALID'],
      ['/api/bonus/clear', 404, 'NO_ACTIVE_BONUS'],
      [`/api/bonus/activate/${'A'.repeat(51)}`, 400, 'KEY_INVALID'],
      ['/api/bonus/activate/%3Cscript%3E', 404, 'NO_DATA'],
      ["/api/bonus/activate/1'%20OR%201=1--", 404, 'NO_DATA'],
      ['/api/promotion/activate/%3Cimg%20src=x%3E', 404, 'NO_PROMOTION'],
    ] as const) {
      const res = await app.inject({ url, headers: { ...m.auth, ...key() } });
      expect([res.statusCode, res.json().message], url).toEqual([status, code]);
    }
    const found = await app.inject({
      url: '/api/promotion/find/%3Cb%3Ex%3C%2Fb%3E',
      headers: m.auth,
    });
    expect(found.json()).toEqual({ promotion: null });
    // someone else's bonus cannot be read or ended: every call acts on the caller's own
    const other = await registerAndLogin(app);
    const def = await defineBonus(app, bonusDef());
    await activateBonus(app, other, def.code);
    expect((await activeBonus(app, m)).status).toBe(false);
    expectCode(await clearBonus(app, m), 404, 'NO_ACTIVE_BONUS');
    expect((await activeBonus(app, other)).bonus?.state).toBe('awaiting_deposit');
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
