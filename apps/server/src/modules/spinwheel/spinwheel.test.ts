import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpinRecord, WheelDefinition } from '@wallet/contract';
import { rows } from '../../kernel/db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { activeBonus, depositByQr } from '../../test/bonus';
import { statementOf } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { expectCode, expectLedgerBalanced, idempotencyKey, walletOf } from '../../test/wallet';
import { DEMO_WHEEL } from './demo-wheel';
import { drawSlice, hashSeed } from './fairness';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;

describe('prize wheel and coupons (issue 10)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
  });
  afterAll(() => app.close());

  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { ...operatorHeaders, ...idempotencyKey() } });
  const grant = (m: Member, coins: number, reason = 'test grant') =>
    operator('POST', `/api/operator/members/${m.username}/coins`, { coins, reason });
  const spin = (m: Member) =>
    app.inject({
      method: 'POST',
      url: '/api/spinwheel/spin',
      headers: { ...m.auth, ...idempotencyKey() },
    });
  const setup = async (m: Member) => {
    const res = await app.inject({ url: '/api/spinwheel/setup', headers: m.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };
  const coupons = async (m: Member, page = 1) => {
    const res = await app.inject({ url: `/api/spinwheel/coupon?page=${page}`, headers: m.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const claim = (m: Member, coupon: string) =>
    app.inject({
      method: 'POST',
      url: '/api/spinwheel/coupon/claim',
      payload: { coupon },
      headers: { ...m.auth, ...idempotencyKey() },
    });
  const issue = async (m: Member, slice: string) => {
    const res = await operator('POST', `/api/operator/members/${m.username}/coupons`, {
      slice,
      reason: 'test coupon',
    });
    return res;
  };

  it('shows the live wheel with its odds, the coins from the ledger and the seed hash', async () => {
    const m = await registerAndLogin(app);
    expect((await app.inject({ url: '/api/spinwheel/active', headers: m.auth })).json()).toEqual({
      isActive: true,
    });
    const s = await setup(m);
    expect(s.userCoin).toBe(0);
    expect(s.activeSpinwheel.slices).toHaveLength(DEMO_WHEEL.slices.length);
    expect(
      s.activeSpinwheel.slices.reduce((sum: number, x: { chance: number }) => sum + x.chance, 0),
    ).toBeCloseTo(1);
    expect(s.fairness).toMatchObject({ nonce: 0 });
    expect(s.fairness.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // anyone can read the odds, without a session
    const odds = await app.inject({ url: '/api/spinwheel/odds' });
    expect(odds.statusCode).toBe(200);
    expect(odds.json().wheel.slices.map((x: { code: string }) => x.code)).toEqual(
      DEMO_WHEEL.slices.map((x) => x.code),
    );

    expectCode(await spin(m), 409, 'NO_COIN');
    expect((await grant(m, 3)).json()).toMatchObject({ coins: 3 });
    expect((await walletOf(app, m)).body.profile.coin).toBe(3);
    expectCode(await grant(m, -4), 409, 'NO_COIN'); // never below zero
    expect((await setup(m)).userCoin).toBe(3);
  });

  it('a spin takes one coin, records what recomputes it, and a rotated seed proves it', async () => {
    const m = await registerAndLogin(app);
    await grant(m, 6);
    const before = await setup(m);
    const results = [];
    // coins won come back: spin until none is left (bounded)
    for (let left = 6; left > 0 && results.length < 100;) {
      const res = await spin(m);
      expect(res.statusCode, res.body).toBe(200);
      results.push(res.json().result);
      left = res.json().result.remainingCoin;
    }
    expectCode(await spin(m), 409, 'NO_COIN');
    // each spin: one coin out, coins won back in
    const won = results.reduce((sum, r) => sum + (r.prize.kind === 'coins' ? r.prize.coins : 0), 0);
    expect(results.length).toBe(6 + won);
    expect(results.map((r) => r.nonce)).toEqual(results.map((_, i) => i));
    expect(new Set(results.map((r) => r.seedHash))).toEqual(new Set([before.fairness.seedHash]));
    const issued = results.filter((r) => r.prize.kind === 'coupon').length;
    expect((await coupons(m)).total).toBe(issued);

    // while the seed is in use it stays secret
    const history = await app.inject({ url: '/api/spinwheel/spins', headers: m.auth });
    expect(history.json().total).toBe(results.length);
    expect(history.json().spins.every((s: SpinRecord) => s.serverSeed === null)).toBe(true);

    const rotated = await app.inject({
      method: 'POST',
      url: '/api/spinwheel/seed',
      payload: { clientSeed: 'my-own-seed' },
      headers: { ...m.auth, ...idempotencyKey() },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, fairness } = rotated.json();
    expect(hashSeed(revealed.serverSeed)).toBe(before.fairness.seedHash);
    expect(revealed.spins).toBe(results.length);
    expect(fairness).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(fairness.seedHash).not.toBe(before.fairness.seedHash);

    // every recorded spin recomputes from the revealed seed and its wheel version's weights
    const spins: SpinRecord[] = (
      await app.inject({ url: '/api/spinwheel/spins?limit=10', headers: m.auth })
    ).json().spins;
    const weights = DEMO_WHEEL.slices.map((s) => s.weight);
    for (const s of spins) {
      expect(s.serverSeed).toBe(revealed.serverSeed);
      const again = drawSlice(s.serverSeed!, s.clientSeed, s.nonce, weights);
      expect(again.draw).toBe(s.draw);
      expect(DEMO_WHEEL.slices[again.index]!.code).toBe(s.code);
    }
    const verify = await operator('GET', `/api/operator/spins/${spins[0]!._id}/verify`);
    expect(verify.json()).toMatchObject({ ok: true, hashMatches: true, revealed: true });
    await expectLedgerBalanced(app);

    const badSeed = await app.inject({
      method: 'POST',
      url: '/api/spinwheel/seed',
      payload: { clientSeed: '<script>' },
      headers: { ...m.auth, ...idempotencyKey() },
    });
    expect(badSeed.statusCode).toBe(400);
  });

  it('a coupon is claimed once into the wallet and the statement, and only by its member', async () => {
    const m = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    expectCode(await issue(m, 'NOPE'), 400, 'INVALID_PRIZE_CODE');
    expectCode(await issue(m, 'COIN1'), 400, 'INVALID_COUPON_TYPE');
    const issued = await issue(m, 'B50');
    expect(issued.statusCode, issued.body).toBe(200);
    const { couponId } = issued.json();
    const list = await coupons(m);
    expect(list).toMatchObject({ total: 1, open: 1 });
    expect(list.coupons[0]).toMatchObject({
      _id: couponId,
      amount: 50,
      status: 'open',
      condition: null,
    });

    expectCode(await claim(other, couponId), 404, 'INVALID_CODE');
    expectCode(await claim(m, 'not-a-coupon'), 404, 'INVALID_CODE');
    const paid = await claim(m, couponId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'COUPON_CLAIMED',
      amount: 50,
      wallet: { amount: 50 },
    });
    expectCode(await claim(m, couponId), 409, 'NO_CLAIMABLE_COUPON');
    expect((await walletOf(app, m)).wallet).toBe(50);
    expect((await coupons(m)).coupons[0]).toMatchObject({ status: 'claimed' });
    const statement = await statementOf(app, m);
    expect(statement.statements[0]).toMatchObject({
      statementType: 'deposit',
      amount: 50,
      luckydraw: { description: expect.stringContaining('฿50') },
    });

    // an expired coupon says so
    const late = (await issue(m, 'B10')).json().couponId;
    await app.services.db.execute(
      sql`UPDATE coupons SET expires_at = now() - interval '1 minute' WHERE id = ${late}`,
    );
    expectCode(await claim(m, late), 409, 'COUPON_EXPIRED');
    expect((await coupons(m)).open).toBe(0);
    await expectLedgerBalanced(app);
  });

  it('a coupon with a condition starts a bonus, and no coupon is claimed while one runs', async () => {
    const m = await registerAndLogin(app);
    const big = (await issue(m, 'B100')).json().couponId;
    const small = (await issue(m, 'B10')).json().couponId;
    const paid = await claim(m, big);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().bonus).toMatchObject({ code: 'LUCKYDRAW_REWARD' });
    expect((await activeBonus(app, m)).status).toBe(true);
    expectCode(await claim(m, small), 409, 'BONUS_REMAINING');
    // spins only cost coins: they go on during a bonus
    await grant(m, 1);
    expect((await spin(m)).statusCode).toBe(200);
    await expectLedgerBalanced(app);
  });

  it('coins are earned by deposits once, whatever runs of the job', async () => {
    const m = await registerAndLogin(app);
    await depositByQr(app, m, 250); // demo rule: one coin per 100 baht deposited
    const [a, b] = await Promise.all([app.services.coins.earn(), app.services.coins.earn()]);
    expect(a.coins + b.coins).toBeGreaterThanOrEqual(2);
    expect((await setup(m)).userCoin).toBe(2);
    await app.services.coins.earn();
    expect((await setup(m)).userCoin).toBe(2);
    // a completed day of play earns too (one per 1,000 baht of turnover)
    const [row] = await rows<{ id: string }>(
      app.services.db,
      sql`SELECT id::text FROM members WHERE phone = ${m.username}`,
    );
    await app.services.db.execute(
      sql`INSERT INTO game_rounds (provider, round_id, member_id, slot_code, player, game, stake, payout, settled_at)
          VALUES ('test', gen_random_uuid()::text, ${row!.id}, 'pgslot', 'p', 'pgslot', 250000, 0, now() - interval '2 days')`,
    );
    await app.services.coins.earn();
    expect((await setup(m)).userCoin).toBe(4);
    await expectLedgerBalanced(app);
  });

  it('a new wheel version keeps the old one for the audit; bad html and a switched-off wheel are refused', async () => {
    const m = await registerAndLogin(app);
    const live = (await operator('GET', '/api/operator/spinwheel')).json();
    const next: WheelDefinition = {
      ...DEMO_WHEEL,
      slices: DEMO_WHEEL.slices.map((s) => (s.code === 'NONE' ? { ...s, weight: 10 } : s)),
    };
    const evil = {
      ...DEMO_WHEEL,
      slices: DEMO_WHEEL.slices.map((s, i) =>
        i === 0
          ? { ...s, htmlDescription: { ...s.htmlDescription, en: '<img src=x onerror=alert(1)>' } }
          : s,
      ),
    };
    expectCode(
      await operator('POST', '/api/operator/spinwheel', { wheel: evil, reason: 'evil' }),
      400,
      'SPINWHEEL_INVALID',
    );
    const published = await operator('POST', '/api/operator/spinwheel', {
      wheel: next,
      reason: 'fewer blanks',
    });
    expect(published.json().version).toBe(live.live.version + 1);
    const odds = (await app.inject({ url: '/api/spinwheel/odds' })).json();
    expect(odds.wheel.version).toBe(live.live.version + 1);
    const old = (
      await app.inject({ url: `/api/spinwheel/odds?version=${live.live.version}` })
    ).json();
    expect(old.wheel.slices.find((s: { code: string }) => s.code === 'NONE').weight).toBe(30);
    expectCode(await app.inject({ url: '/api/spinwheel/odds?version=999' }), 404, 'NO_DATA');

    await app.services.settings.set('spinwheel.enabled', false);
    try {
      expect((await app.inject({ url: '/api/spinwheel/active', headers: m.auth })).json()).toEqual({
        isActive: false,
      });
      await grant(m, 1);
      expectCode(await spin(m), 409, 'SPINWHEEL_INACTIVE');
    } finally {
      await app.services.settings.set('spinwheel.enabled', true);
    }
    await operator('POST', '/api/operator/spinwheel', {
      wheel: DEMO_WHEEL,
      reason: 'back to demo',
    });
  });
});
