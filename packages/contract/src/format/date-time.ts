export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

/** The year's count: Christian, or Buddhist (2026 → 2569) where Thai readers expect it. */
export type DateEra = 'christian' | 'buddhist';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string, era: DateEra): Intl.DateTimeFormat {
  const key = `${era}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // the calendar as a Unicode extension (-u-ca-buddhist), read back part by part, so the
    // layout stays DD/MM/YYYY whatever the era (no "BE" suffix, Latin digits)
    formatter = new Intl.DateTimeFormat(era === 'buddhist' ? 'en-GB-u-ca-buddhist' : 'en-GB', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23', // midnight is 00, never 24
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * spec §9: "DD/MM/YYYY HH:mm:ss" in the given time zone (site time by default), the year in the
 * given era (issue 13); "" if invalid.
 */
export function formatDateTime(
  date: Date | string | number,
  timeZone: string = DEFAULT_TIME_ZONE,
  era: DateEra = 'christian',
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const { type, value: part } of formatterFor(timeZone, era).formatToParts(value)) {
    parts[type] = part;
  }
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
