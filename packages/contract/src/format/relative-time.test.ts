import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2024-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const DAY = 86_400 * S;

describe('relativeTime', () => {
  it('uses the largest whole unit', () => {
    expect(relativeTime(ago(0), now)).toEqual({ unit: 'second', value: 0 });
    expect(relativeTime(ago(59 * S), now)).toEqual({ unit: 'second', value: 59 });
    expect(relativeTime(ago(60 * S), now)).toEqual({ unit: 'minute', value: 1 });
    expect(relativeTime(ago(3599 * S), now)).toEqual({ unit: 'minute', value: 59 });
    expect(relativeTime(ago(3600 * S), now)).toEqual({ unit: 'hour', value: 1 });
    expect(relativeTime(ago(DAY - 1), now)).toEqual({ unit: 'hour', value: 23 });
    expect(relativeTime(ago(DAY), now)).toEqual({ unit: 'day', value: 1 });
  });

  it('counts months of 30 days and years of 365', () => {
    expect(relativeTime(ago(29 * DAY), now)).toEqual({ unit: 'day', value: 29 });
    expect(relativeTime(ago(30 * DAY), now)).toEqual({ unit: 'month', value: 1 });
    expect(relativeTime(ago(364 * DAY), now)).toEqual({ unit: 'month', value: 12 });
    expect(relativeTime(ago(365 * DAY), now)).toEqual({ unit: 'year', value: 1 });
    expect(relativeTime(ago(3 * 365 * DAY), now)).toEqual({ unit: 'year', value: 3 });
  });

  it('accepts strings and numbers', () => {
    expect(relativeTime('2024-06-15T11:00:00Z', '2024-06-15T12:00:00Z')).toEqual({
      unit: 'hour',
      value: 1,
    });
    expect(relativeTime(now.getTime() - 5 * S, now.getTime())).toEqual({
      unit: 'second',
      value: 5,
    });
  });

  it('treats the future and invalid dates as 0 seconds', () => {
    expect(relativeTime(ago(-DAY), now)).toEqual({ unit: 'second', value: 0 });
    expect(relativeTime('garbage', now)).toEqual({ unit: 'second', value: 0 });
  });
});
