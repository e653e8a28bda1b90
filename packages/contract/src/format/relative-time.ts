export type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
export interface RelativeTime {
  unit: RelativeUnit;
  value: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** spec §9: a month is 30 days (and a year 365). */
const UNITS: readonly [RelativeUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/**
 * How long ago `from` was, in the largest whole unit (the web translates it). A `from` in the
 * future or an invalid date counts as 0 seconds.
 */
export function relativeTime(
  from: Date | string | number,
  now: Date | string | number,
): RelativeTime {
  const elapsed = new Date(now).getTime() - new Date(from).getTime();
  if (!(elapsed > 0)) return { unit: 'second', value: 0 };
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return { unit, value: Math.floor(elapsed / ms) };
  }
  return { unit: 'second', value: 0 };
}
