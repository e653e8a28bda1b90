import { describe, expect, it } from 'vitest';
import {
  bangkokDay,
  bangkokMonth,
  formatAmount,
  fromBangkokTime,
  parseMoney,
  toBangkokTime,
} from './client';

describe('betflix money', () => {
  it('reads baht as strings with thousands separators or as numbers, into satang', () => {
    expect(parseMoney('1,234.50')).toBe(123_450);
    expect(parseMoney('1,000,000.00')).toBe(100_000_000);
    expect(parseMoney('-12.3')).toBe(-1_230);
    expect(parseMoney('7')).toBe(700);
    expect(parseMoney(10.01)).toBe(1_001);
    expect(parseMoney(0.1 + 0.2)).toBe(30);
    expect(parseMoney('0.005')).toBe(1);
  });

  it('refuses what is not money, as an unknown outcome', () => {
    for (const bad of ['', 'abc', '1.2.3', null, undefined, {}, '12 THB']) {
      expect(() => parseMoney(bad)).toThrow(expect.objectContaining({ kind: 'unknown' }));
    }
  });

  it('writes satang as a plain signed decimal (no separator)', () => {
    expect(formatAmount(12_345)).toBe('123.45');
    expect(formatAmount(-5)).toBe('-0.05');
    expect(formatAmount(100_000_000)).toBe('1000000.00');
  });
});

describe('Bangkok time', () => {
  it('is UTC+7: days, months and bet-log times', () => {
    const at = new Date('2026-11-30T17:30:00Z'); // 00:30 on 1 December in Bangkok
    expect(bangkokDay(at)).toBe('2026-12-01');
    expect(bangkokMonth(at)).toEqual({ year: 2026, month: 12 });
    expect(toBangkokTime(at)).toBe('2026-12-01 00:30:00');
    expect(fromBangkokTime('2026-12-01 00:30:00').toISOString()).toBe('2026-11-30T17:30:00.000Z');
    expect(() => fromBangkokTime('01/12/2026')).toThrow(/YYYY-MM-DD/);
  });
});
