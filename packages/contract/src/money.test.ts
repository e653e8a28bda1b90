import { describe, expect, it } from 'vitest';
import { fromMinor, hasAtMostTwoDecimals, toMinor } from './money';

describe('toMinor', () => {
  it('converts 2-decimal amounts exactly', () => {
    expect(toMinor(0)).toBe(0);
    expect(toMinor(1)).toBe(100);
    expect(toMinor(0.99)).toBe(99);
    expect(toMinor(1234.5)).toBe(123450);
    expect(toMinor(1_000_000.5)).toBe(100_000_050);
    expect(toMinor(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999
    expect(toMinor(999_999_999.99)).toBe(99_999_999_999);
    expect(toMinor(-12.34)).toBe(-1234);
  });

  it('absorbs float noise from arithmetic', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(0.7 + 0.1)).toBe(80);
  });

  it('never returns -0', () => {
    expect(Object.is(toMinor(-0), 0)).toBe(true);
  });

  it('throws on more than 2 decimals', () => {
    expect(() => toMinor(1.005)).toThrow(RangeError);
    expect(() => toMinor(0.001)).toThrow(RangeError);
  });

  it('throws on non-finite or unsafe amounts', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinor(1e20)).toThrow(RangeError);
  });
});

describe('fromMinor', () => {
  it('converts back to the decimal amount', () => {
    expect(fromMinor(30)).toBe(0.3);
    expect(fromMinor(123450)).toBe(1234.5);
    expect(fromMinor(-1)).toBe(-0.01);
    expect(Object.is(fromMinor(-0), 0)).toBe(true);
  });

  it('round-trips every cent up to 1,000 baht', () => {
    for (let minor = 0; minor <= 100_000; minor += 1) expect(toMinor(fromMinor(minor))).toBe(minor);
  });

  it('throws on non-integers', () => {
    expect(() => fromMinor(1.5)).toThrow(RangeError);
    expect(() => fromMinor(Number.NaN)).toThrow(RangeError);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts 2 decimals and rejects 3', () => {
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('accepts large 2-decimal amounts whose scaled float is off by more than 1e-6', () => {
    expect(Math.abs(555_034_027.44 * 100 - 55_503_402_744)).toBeGreaterThan(1e-6);
    expect(hasAtMostTwoDecimals(555_034_027.44)).toBe(true);
    expect(toMinor(555_034_027.44)).toBe(55_503_402_744);
  });
});
