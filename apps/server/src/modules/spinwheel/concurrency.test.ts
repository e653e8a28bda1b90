import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { expectLedgerBalanced, idempotencyKey, walletOf } from '../../test/wallet';
import { DEMO_WHEEL } from './demo-wheel';

/** Wheel races (run on real PostgreSQL in CI, TEST_DB=postgres). */
describe('prize wheel under concurrency', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    // no coins won back: every spin costs exactly one coin
    const noCoins = {
      ...DEMO_WHEEL,
      slices: DEMO_WHEEL.slices.map((s) =>
        s.prize.kind === 'coins' ? { ...s, prize: { kind: 'nothing' as const } } : s,
      ),
    };
    await app.services.wheels.publish(noCoins, 'concurrency test: no coin prizes');
  });
  afterAll(() => app.close());

  const operator = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...operatorHeaders, ...idempotencyKey() },
    });

  it('20 racing spins with 5 coins make exactly 5 spins', async () => {
    const m = await registerAndLogin(app);
    await operator(`/api/operator/members/${m.username}/coins`, { coins: 5, reason: 'race' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/spinwheel/spin',
          headers: { ...m.auth, ...idempotencyKey() },
        }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().message)).toEqual(
      Array(15).fill('NO_COIN'),
    );
    // nonces 0..4, each once
    expect(ok.map((r) => r.json().result.nonce).sort()).toEqual([0, 1, 2, 3, 4]);
    expect((await walletOf(app, m)).body.profile.coin).toBe(0);
    await expectLedgerBalanced(app);
  });

  it('a coupon claimed by racing taps pays once', async () => {
    const m = await registerAndLogin(app);
    const issued = await operator(`/api/operator/members/${m.username}/coupons`, {
      slice: 'B20',
      reason: 'race',
    });
    const { couponId } = issued.json();
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/spinwheel/coupon/claim',
          payload: { coupon: couponId },
          headers: { ...m.auth, ...idempotencyKey() },
        }),
      ),
    );
    expect(taps.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(taps.filter((r) => r.statusCode !== 200).map((r) => r.json().message))).toEqual(
      new Set(['NO_CLAIMABLE_COUPON']),
    );
    expect((await walletOf(app, m)).wallet).toBe(20);
    await expectLedgerBalanced(app);
  });
});
