import { describe, expect, it } from 'vitest';
import { validateWithdraw } from './withdraw';

const limits = { withdrawMin: 100, withdrawMax: 50_000 };

describe('validateWithdraw', () => {
  it('accepts amounts within the limits, inclusive', () => {
    expect(validateWithdraw(100, limits)).toBeNull();
    expect(validateWithdraw(50_000, limits)).toBeNull();
    expect(validateWithdraw(1234.56, limits)).toBeNull();
  });

  it('quotes the minimum below it', () => {
    expect(validateWithdraw(99.99, limits)).toEqual({ key: 'WITHDRAW_MIN', limit: 100 });
    expect(validateWithdraw(0, limits)).toEqual({ key: 'WITHDRAW_MIN', limit: 100 });
    expect(validateWithdraw(Number.NaN, limits)).toEqual({ key: 'WITHDRAW_MIN', limit: 100 });
  });

  it('quotes the maximum above it', () => {
    expect(validateWithdraw(50_000.01, limits)).toEqual({ key: 'WITHDRAW_MAX', limit: 50_000 });
  });
});
