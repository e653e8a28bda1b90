import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eraFor, formatDate, formatDateTime, setDateEra, useDateFormat } from '../format-date';
import { formatDate as formatPeriodDate, periodDays } from '../format-period';

const NOV_22 = '2026-11-22T03:04:05.000Z'; // 10:04:05 in Bangkok

describe('member-facing dates (spec §9, issue 13)', () => {
  it('reads DD/MM/YYYY HH:mm:ss in site time, the Christian era by default', () => {
    expect(formatDateTime(NOV_22)).toBe('22/11/2026 10:04:05');
    expect(formatDate(NOV_22)).toBe('22/11/2026');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('reads the Buddhist era year (Intl -u-ca-buddhist) in the same layout', () => {
    expect(formatDateTime(NOV_22, { era: 'buddhist' })).toBe('22/11/2569 10:04:05');
    expect(formatDate(NOV_22, { era: 'buddhist' })).toBe('22/11/2569');
    // midnight stays 00, the day turns in site time
    expect(formatDateTime('2026-12-31T17:00:00.000Z', { era: 'buddhist' })).toBe(
      '01/01/2570 00:00:00',
    );
  });

  it('uses the Buddhist era only for Thai when lookup info asks for it', () => {
    expect(eraFor('th', true)).toBe('buddhist');
    expect(eraFor('th', false)).toBe('christian');
    expect(eraFor('th', undefined)).toBe('christian');
    expect(eraFor('la', true)).toBe('christian');
    expect(eraFor('en', true)).toBe('christian');
  });

  it('follows the app era everywhere, periods included, and re-renders its users', () => {
    const { result } = renderHook(() => useDateFormat());
    expect(result.current.formatDate(NOV_22)).toBe('22/11/2026');
    act(() => setDateEra('buddhist'));
    expect(result.current.era).toBe('buddhist');
    expect(result.current.formatDateTime(NOV_22)).toBe('22/11/2569 10:04:05');
    expect(formatPeriodDate(NOV_22)).toBe('22/11/2569');
    expect(periodDays('2026-05-03T17:00:00.000Z', '2026-05-10T17:00:00.000Z')).toEqual({
      from: '04/05/2569',
      to: '10/05/2569',
    });
    act(() => setDateEra('christian'));
    expect(result.current.formatDate(NOV_22)).toBe('22/11/2026');
  });
});
