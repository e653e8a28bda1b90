/** Minutes since midnight of `date` in `timeZone`. */
function minutesOfDay(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether `date` falls in the daily window [from, until) in the site's time zone; a window
 * that crosses midnight (23:50–00:10) wraps. spec §9: slip upload closed during daily hours.
 */
export function isWithinDailyHours(
  date: Date,
  hours: { from: string; until: string },
  timeZone: string,
): boolean {
  const now = minutesOfDay(date, timeZone);
  const from = toMinutes(hours.from);
  const until = toMinutes(hours.until);
  if (from === until) return false;
  return from < until ? now >= from && now < until : now >= from || now < until;
}
