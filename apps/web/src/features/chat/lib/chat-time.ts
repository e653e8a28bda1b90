import { DEFAULT_TIME_ZONE, type Locale } from '@wallet/contract';
import { htmlLangOf } from '@/lib/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, withDate: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withDate}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(htmlLangOf(locale), {
      timeZone: DEFAULT_TIME_ZONE,
      calendar: 'gregory',
      numberingSystem: 'latn',
      ...(withDate ? { day: 'numeric', month: 'short' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, found);
  }
  return found;
}

const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(date);

/** A message's time in the member's language (site time): "14:05" today, else "3 Nov 14:05". */
export function formatChatTime(value: string, locale: Locale, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, dayOf(date) !== dayOf(now)).format(date);
}
