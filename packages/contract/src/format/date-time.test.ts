import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm:ss in Bangkok time by default', () => {
    expect(formatDateTime('2024-03-05T02:04:09Z')).toBe('05/03/2024 09:04:09');
    expect(formatDateTime(new Date('2024-12-31T10:00:00Z'))).toBe('31/12/2024 17:00:00');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 0, 0, 0))).toBe('01/01/2024 07:00:00');
  });

  it('shows midnight as 00, crossing the date line', () => {
    expect(formatDateTime('2024-12-31T17:00:00Z')).toBe('01/01/2025 00:00:00');
    expect(formatDateTime('2024-01-01T00:00:00Z', 'UTC')).toBe('01/01/2024 00:00:00');
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2024-06-15T12:30:45Z', 'UTC')).toBe('15/06/2024 12:30:45');
    expect(formatDateTime('2024-06-15T12:30:45Z', 'Asia/Vientiane')).toBe('15/06/2024 19:30:45');
    expect(formatDateTime('2024-06-15T12:30:45Z', 'America/New_York')).toBe('15/06/2024 08:30:45');
  });

  it('answers an empty string for invalid dates', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });

  it('counts the year in the Buddhist era when asked, in the same layout', () => {
    expect(formatDateTime('2026-11-22T05:06:07Z', 'Asia/Bangkok', 'buddhist')).toBe(
      '22/11/2569 12:06:07',
    );
    expect(formatDateTime('2026-11-22T05:06:07Z', 'Asia/Bangkok', 'christian')).toBe(
      '22/11/2026 12:06:07',
    );
  });
});
