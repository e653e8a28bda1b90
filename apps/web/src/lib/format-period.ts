import { DEFAULT_TIME_ZONE, formatDateTime as formatSiteTime } from '@wallet/contract';
import { formatDate as formatEraDate, type DateEra } from './format-date';

/**
 * "DD/MM/YYYY" (spec §9 without the time) in the site's time zone, the one every date of the app
 * is shown in and the one the refund periods are cut in (Thai and Lao time); "" if invalid. The
 * year follows the app's era (issue 13: the Buddhist era for Thai when the site asks for it).
 */
export function formatDate(
  date: Date | string | number,
  timeZone = DEFAULT_TIME_ZONE,
  era?: DateEra,
): string {
  return formatEraDate(date, { timeZone, era });
}

/**
 * The first and last day of a period. An end exactly at midnight is the next period's start
 * (exclusive), so its last day is the day before: a week Monday 00:00 → Monday 00:00 reads
 * "Monday – Sunday", and a day reads as that one date.
 */
export function periodDays(
  start: string,
  end: string,
  timeZone = DEFAULT_TIME_ZONE,
  era?: DateEra,
): { from: string; to: string } {
  const endTime = new Date(end).getTime();
  const exclusive =
    Number.isFinite(endTime) && formatSiteTime(endTime, timeZone).endsWith(' 00:00:00');
  return {
    from: formatDate(start, timeZone, era),
    to: formatDate(exclusive ? endTime - 1 : endTime, timeZone, era),
  };
}
