import { describe, expect, it } from 'vitest';
import { formatDate, periodDays } from '../format-period';

describe('period dates (site time, Asia/Bangkok)', () => {
  it('formats a date as DD/MM/YYYY in site time', () => {
    expect(formatDate('2026-05-03T17:00:00.000Z')).toBe('04/05/2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('reads an end at midnight as exclusive: a week is Monday to Sunday', () => {
    expect(periodDays('2026-05-03T17:00:00.000Z', '2026-05-10T17:00:00.000Z')).toEqual({
      from: '04/05/2026',
      to: '10/05/2026',
    });
  });

  it('keeps an inclusive end and reads a single day as one date', () => {
    expect(periodDays('2026-05-03T17:00:00.000Z', '2026-05-10T16:59:59.999Z').to).toBe(
      '10/05/2026',
    );
    const day = periodDays('2026-05-09T17:00:00.000Z', '2026-05-10T17:00:00.000Z');
    expect(day.from).toBe(day.to);
  });
});
