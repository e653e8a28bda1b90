import type { ExclusionPeriod, TimeoutPeriod } from '@wallet/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a break or an exclusion chosen now would end, to say so before the member confirms
 * (issue 15). The server decides the real end (and answers it); this follows its rule: days and
 * weeks are exact, months and years are calendar ones (same day, later month).
 */
export function periodEnd(from: Date, period: TimeoutPeriod | ExclusionPeriod): Date {
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
