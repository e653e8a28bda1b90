import type { ExclusionPeriod, TimeoutPeriod } from '@wallet/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period started at `from`; months are calendar months (same day, next month). */
export function addPeriod(from: Date, period: TimeoutPeriod | ExclusionPeriod): Date {
  const end = new Date(from);
  switch (period) {
    case '1d':
      return new Date(from.getTime() + DAY_MS);
    case '7d':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '6w':
      return new Date(from.getTime() + 42 * DAY_MS);
    case '1m':
      end.setUTCMonth(end.getUTCMonth() + 1);
      return end;
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

export const hoursLater = (from: Date, hours: number) =>
  new Date(from.getTime() + hours * 60 * 60 * 1000);

/** The later of two moments: a break is never shortened (RTS 13). */
export const later = (a: Date | null, b: Date): Date => (a && a > b ? a : b);
