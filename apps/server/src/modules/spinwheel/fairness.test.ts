import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_WHEEL } from './demo-wheel';
import { drawOf, drawSlice, hashSeed, newServerSeed } from './fairness';

describe('provably fair draw (issue 10)', () => {
  it('is HMAC-SHA256(serverSeed, "clientSeed:nonce"), its first 52 bits over 2^52', () => {
    const seed = 'a'.repeat(64);
    const hmac = createHmac('sha256', seed).update('lucky:3').digest('hex');
    expect(drawOf(seed, 'lucky', 3)).toBe(parseInt(hmac.slice(0, 13), 16) / 2 ** 52);
    expect(hashSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    // the same inputs always draw the same; any change draws anew
    expect(drawOf(seed, 'lucky', 3)).toBe(drawOf(seed, 'lucky', 3));
    expect(drawOf(seed, 'lucky', 4)).not.toBe(drawOf(seed, 'lucky', 3));
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws 100,000 spins in proportion to the weights (chi-square, α = 0.001)', () => {
    const weights = DEMO_WHEEL.slices.map((s) => s.weight);
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = weights.map(() => 0);
    const n = 100_000;
    // a fixed seed: the test is deterministic (a random one would fail 1 run in 1,000)
    const seed = '5eed'.repeat(16);
    for (let nonce = 0; nonce < n; nonce++) counts[drawSlice(seed, 'chi', nonce, weights).index]!++;
    const chiSquare = weights.reduce((sum, w, i) => {
      const expected = (n * w) / total;
      return sum + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    // 8 slices: 7 degrees of freedom; P(χ² > 24.32) = 0.001 for a fair draw
    expect(weights).toHaveLength(8);
    expect(chiSquare).toBeLessThan(24.32);
    // and no slice is starved or flooded: each within 5 % (relative) of its share
    weights.forEach((w, i) => {
      expect(Math.abs(counts[i]! / n - w / total)).toBeLessThan(0.05 * (w / total) + 0.001);
    });
  });
});
