import { describe, expect, it } from 'vitest';
import {
  thaiTime,
  thaiTimeNearestBefore,
  yearFromBuddhist2,
  yearFromBuddhist4,
  yearFromGregorian2,
} from './dates';
import { thaiMonth } from './thai-months';

describe('dates', () => {
  it('turns Thai wall-clock time into an instant (UTC+7)', () => {
    expect(thaiTime(2025, 5, 17, 16, 27)).toStrictEqual(new Date('2025-05-17T09:27:00Z'));
    expect(thaiTime(2025, 1, 1, 0, 1)).toStrictEqual(new Date('2024-12-31T17:01:00Z'));
    expect(thaiTime(2025, 5, 20, 17, 52, 48)).toStrictEqual(new Date('2025-05-20T10:52:48Z'));
  });

  it('refuses days and times that do not exist, and far-off years', () => {
    expect(thaiTime(2025, 2, 31, 10, 0)).toBeNull();
    expect(thaiTime(2025, 2, 29, 10, 0)).toBeNull();
    expect(thaiTime(2024, 2, 29, 10, 0)).not.toBeNull();
    expect(thaiTime(2025, 13, 1, 10, 0)).toBeNull();
    expect(thaiTime(2025, 0, 1, 10, 0)).toBeNull();
    expect(thaiTime(2025, 5, 0, 10, 0)).toBeNull();
    expect(thaiTime(2025, 5, 1, 24, 0)).toBeNull();
    expect(thaiTime(2025, 5, 1, 10, 60)).toBeNull();
    expect(thaiTime(2025, 5, 1, 10, 0, 60)).toBeNull();
    expect(thaiTime(1982, 5, 1, 10, 0)).toBeNull();
    expect(thaiTime(2568, 5, 1, 10, 0)).toBeNull(); // a BE year not converted
    expect(thaiTime(Number.NaN, 5, 1, 10, 0)).toBeNull();
  });

  it('reads Buddhist and Gregorian years', () => {
    expect(yearFromBuddhist2(68)).toBe(2025);
    expect(yearFromBuddhist2(67)).toBe(2024);
    expect(yearFromBuddhist2(61)).toBe(2018);
    expect(yearFromGregorian2(25)).toBe(2025);
    expect(yearFromBuddhist4(2568)).toBe(2025);
  });

  it('puts a day without year nearest before the time received', () => {
    const received = new Date('2025-01-01T00:30:00Z'); // 07:30 on 1 January 2025, Thai time
    expect(thaiTimeNearestBefore(received, 12, 31, 23, 58)).toStrictEqual(
      new Date('2024-12-31T16:58:00Z'),
    );
    expect(thaiTimeNearestBefore(received, 1, 1, 7, 29)).toStrictEqual(
      new Date('2025-01-01T00:29:00Z'),
    );
    // up to a day ahead is clock skew, not last year
    expect(thaiTimeNearestBefore(received, 1, 2, 7, 0)).toStrictEqual(
      new Date('2025-01-02T00:00:00Z'),
    );
    expect(thaiTimeNearestBefore(received, 1, 3, 7, 0)).toStrictEqual(
      new Date('2024-01-03T00:00:00Z'),
    );
    expect(thaiTimeNearestBefore(new Date(Number.NaN), 1, 1, 0, 0)).toBeNull();
    expect(thaiTimeNearestBefore(received, 2, 30, 0, 0)).toBeNull();
  });
});

describe('thaiMonth', () => {
  it('reads abbreviations, full names and spaced-out abbreviations', () => {
    const abbr = [
      'ม.ค.',
      'ก.พ.',
      'มี.ค.',
      'เม.ย.',
      'พ.ค.',
      'มิ.ย.',
      'ก.ค.',
      'ส.ค.',
      'ก.ย.',
      'ต.ค.',
      'พ.ย.',
      'ธ.ค.',
    ];
    expect(abbr.map(thaiMonth)).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(thaiMonth('พฤษภาคม')).toBe(5);
    expect(thaiMonth('ธันวาคม')).toBe(12);
    expect(thaiMonth('พ . ย .')).toBe(11);
    expect(thaiMonth('พค')).toBe(5);
  });

  it('refuses anything else', () => {
    expect(thaiMonth('May')).toBeNull();
    expect(thaiMonth('')).toBeNull();
    expect(thaiMonth('ก.')).toBeNull();
  });
});
