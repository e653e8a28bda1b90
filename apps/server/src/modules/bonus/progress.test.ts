import { describe, expect, it } from 'vitest';
import { baseOf, bonusFor, progressOf, settlementOf } from './progress';
import type { BonusRules } from './rules';

const rules = (over: Partial<BonusRules> = {}): BonusRules => ({
  kind: 'bonus',
  type: 'limit',
  maxReceived: 1,
  amountRule: { kind: 'percent', percent: 50, cap: 50_000 },
  minDeposit: 10_000,
  condition: { kind: 'turnover', multiplier: 3, base: 'deposit_bonus' },
  contributions: [{ category: 'slot', factor: 1 }],
  percentFail: 10,
  maxWithdraw: null,
  ...over,
});

describe('bonus arithmetic (minor units)', () => {
  it('credits a percent of the deposit, rounded down and capped, and nothing below the minimum', () => {
    expect(bonusFor(rules(), 20_001)).toBe(10_000);
    expect(bonusFor(rules(), 500_000)).toBe(50_000);
    expect(bonusFor(rules(), 9_999)).toBe(0);
    expect(bonusFor(rules({ amountRule: { kind: 'fixed', amount: 5_000 } }), 10_000)).toBe(5_000);
  });

  it('measures turnover against multiplier × (deposit + bonus) and says when it is met', () => {
    const r = rules();
    const base = baseOf(r, 20_000, 10_000);
    expect(base).toBe(30_000);
    const half = progressOf(r, base, { turnover: 45_000, total: 30_000 });
    expect(half).toMatchObject({ required: 90_000, remaining: 45_000, percent: 50, met: false });
    expect(progressOf(r, base, { turnover: 90_000, total: 1 })).toMatchObject({
      met: true,
      percent: 100,
      lost: false,
    });
    // 99.99 % is not shown as 100 %
    expect(progressOf(r, base, { turnover: 89_999, total: 30_000 }).percent).toBe(99);
  });

  it('is lost below percentFail % of base while not met', () => {
    const p = progressOf(rules(), 30_000, { turnover: 100, total: 2_999 });
    expect(p).toMatchObject({ failBelow: 3_000, lost: true });
    expect(progressOf(rules(), 30_000, { turnover: 100, total: 3_000 }).lost).toBe(false);
  });

  it('measures a credit target against the total balance', () => {
    const r = rules({ condition: { kind: 'credit_target', percentSuccess: 200, base: 'bonus' } });
    expect(progressOf(r, 10_000, { turnover: 0, total: 15_000 })).toMatchObject({
      required: 20_000,
      current: 15_000,
      percent: 75,
    });
  });

  it('settles: met keeps all (or up to the maximum withdrawal), early keeps own money only', () => {
    const r = rules();
    expect(settlementOf(r, { ownFunds: 20_000 }, 50_000, true)).toEqual({
      keep: 50_000,
      forfeit: 0,
    });
    expect(settlementOf(r, { ownFunds: 20_000 }, 50_000, false)).toEqual({
      keep: 20_000,
      forfeit: 30_000,
    });
    // losses come out of the bonus first: below own money, nothing is forfeited
    expect(settlementOf(r, { ownFunds: 20_000 }, 12_000, false)).toEqual({
      keep: 12_000,
      forfeit: 0,
    });
    const capped = rules({ maxWithdraw: 30_000 });
    expect(settlementOf(capped, { ownFunds: 20_000 }, 50_000, true)).toEqual({
      keep: 30_000,
      forfeit: 20_000,
    });
    // a maximum below the member's own money never takes their own money
    expect(settlementOf(rules({ maxWithdraw: 5_000 }), { ownFunds: 20_000 }, 50_000, true)).toEqual(
      {
        keep: 20_000,
        forfeit: 30_000,
      },
    );
  });
});
