import {
  DEFAULT_TIME_ZONE,
  formatDateTime as formatSiteDateTime,
  type DateEra,
  type Locale,
} from '@wallet/contract';
import { useSyncExternalStore } from 'react';

/**
 * Every date a member reads goes through here (issue 13): "DD/MM/YYYY HH:mm:ss" (spec §9) in the
 * site's time zone, with the year in the Buddhist era (2026 → 2569) when lookup info says
 * `buddhistEra` and the language is Thai. Lao and English always read the Christian era.
 */
export type { DateEra };

/** The era a language reads under the site's setting. */
export const eraFor = (locale: Locale, buddhistEra: boolean | undefined): DateEra =>
  locale === 'th' && buddhistEra === true ? 'buddhist' : 'christian';

let current: DateEra = 'christian';
const listeners = new Set<() => void>();

/** Set by the app from lookup info and the language; screens showing dates re-render. */
export function setDateEra(era: DateEra): void {
  if (era === current) return;
  current = era;
  for (const listener of listeners) listener();
}

export const dateEra = (): DateEra => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type DateOptions = { era?: DateEra; timeZone?: string };

/** "DD/MM/YYYY HH:mm:ss" (spec §9) in the current era; "" if the date is invalid. */
export const formatDateTime = (
  date: Date | string | number,
  { era = current, timeZone = DEFAULT_TIME_ZONE }: DateOptions = {},
): string => formatSiteDateTime(date, timeZone, era);

/** "DD/MM/YYYY" (spec §9 without the time); "" if the date is invalid. */
export function formatDate(date: Date | string | number, options: DateOptions = {}): string {
  const text = formatDateTime(date, options);
  const space = text.indexOf(' ');
  return space < 0 ? text : text.slice(0, space);
}

/** "HH:mm:ss" (spec §9's time) in the site's time zone; "" if the date is invalid. */
export function formatTime(date: Date | string | number, options: DateOptions = {}): string {
  const text = formatDateTime(date, options);
  const space = text.indexOf(' ');
  return space < 0 ? '' : text.slice(space + 1);
}

/**
 * The date helpers for a component: it re-renders when the era changes (lookup info arrived,
 * the language switched), so no date on screen keeps the other era.
 */
export function useDateFormat() {
  const era = useSyncExternalStore(subscribe, dateEra, dateEra);
  return {
    era,
    formatDateTime: (date: Date | string | number) => formatDateTime(date, { era }),
    formatDate: (date: Date | string | number) => formatDate(date, { era }),
  };
}
