import { describe, expect, it } from 'vitest';
import { BETS, expectedReturn, payout, spinReels, SYMBOLS } from './slot-machine';

describe('demo slot machine', () => {
  it('keeps a small house edge, like a real game', () => {
    const rtp = expectedReturn();
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(1);
  });

  it('pays three of a kind and two cherries, in whole minor units', () => {
    expect(payout(['seven', 'seven', 'seven'], 100)).toBe(20_000);
    expect(payout(['cherry', 'cherry', 'cherry'], 500)).toBe(4_000);
    expect(payout(['cherry', 'bell', 'cherry'], 100)).toBe(150);
    expect(payout(['cherry', 'bell', 'star'], 100)).toBe(0);
    for (const bet of BETS)
      expect(Number.isInteger(payout(['cherry', 'cherry', 'lemon'], bet * 100))).toBe(true);
  });

  it('draws every symbol from the reels', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) for (const s of spinReels()) seen.add(s);
    expect([...seen].sort()).toEqual([...SYMBOLS].sort());
    expect(spinReels(() => 0)).toEqual(['cherry', 'cherry', 'cherry']);
  });
});
