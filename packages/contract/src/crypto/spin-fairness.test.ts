import { describe, expect, it } from 'vitest';
import { drawFromHmac, sliceIndexOf, spinMessage } from './spin-fairness';

describe('spin fairness arithmetic', () => {
  it('reads 52 bits of the HMAC as a draw in [0, 1)', () => {
    expect(drawFromHmac('0'.repeat(64))).toBe(0);
    expect(drawFromHmac('8' + '0'.repeat(63))).toBe(0.5);
    expect(drawFromHmac('f'.repeat(64))).toBeLessThan(1);
    expect(() => drawFromHmac('xyz')).toThrow();
  });

  it('maps a draw onto the cumulative weights', () => {
    const weights = [1, 2, 7]; // 10%, 20%, 70%
    expect(sliceIndexOf(0, weights)).toBe(0);
    expect(sliceIndexOf(0.0999, weights)).toBe(0);
    expect(sliceIndexOf(0.1, weights)).toBe(1);
    expect(sliceIndexOf(0.2999, weights)).toBe(1);
    expect(sliceIndexOf(0.3, weights)).toBe(2);
    expect(sliceIndexOf(0.9999999, weights)).toBe(2);
    expect(() => sliceIndexOf(1, weights)).toThrow();
    expect(() => sliceIndexOf(0.5, [1, 0])).toThrow();
  });

  it('joins the client seed and nonce with a colon', () => {
    expect(spinMessage('abc', 7)).toBe('abc:7');
  });
});
