import { describe, expect, it } from 'vitest';
import { isWithinDailyHours } from './daily-hours';

const at = (iso: string) => new Date(iso);
const BKK = 'Asia/Bangkok';

describe('isWithinDailyHours', () => {
  it('handles a window inside one day', () => {
    const hours = { from: '01:00', until: '03:00' };
    expect(isWithinDailyHours(at('2026-11-20T18:00:00Z'), hours, BKK)).toBe(true); // 01:00 BKK
    expect(isWithinDailyHours(at('2026-11-20T19:59:00Z'), hours, BKK)).toBe(true); // 02:59
    expect(isWithinDailyHours(at('2026-11-20T20:00:00Z'), hours, BKK)).toBe(false); // 03:00
    expect(isWithinDailyHours(at('2026-11-20T17:59:00Z'), hours, BKK)).toBe(false); // 00:59
  });

  it('wraps a window that crosses midnight', () => {
    const hours = { from: '23:50', until: '00:10' };
    expect(isWithinDailyHours(at('2026-11-20T16:50:00Z'), hours, BKK)).toBe(true); // 23:50
    expect(isWithinDailyHours(at('2026-11-20T17:05:00Z'), hours, BKK)).toBe(true); // 00:05
    expect(isWithinDailyHours(at('2026-11-20T17:10:00Z'), hours, BKK)).toBe(false); // 00:10
    expect(isWithinDailyHours(at('2026-11-20T12:00:00Z'), hours, BKK)).toBe(false); // 19:00
  });

  it('treats an empty window as always open', () => {
    expect(
      isWithinDailyHours(at('2026-11-20T12:00:00Z'), { from: '10:00', until: '10:00' }, BKK),
    ).toBe(false);
  });
});
