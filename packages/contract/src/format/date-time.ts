export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23', // midnight is 00, never 24
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** spec §9: "DD/MM/YYYY HH:mm:ss" in the given time zone (site time by default); "" if invalid. */
export function formatDateTime(
  date: Date | string | number,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const { type, value: part } of formatterFor(timeZone).formatToParts(value)) {
    parts[type] = part;
  }
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
