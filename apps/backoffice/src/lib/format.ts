import { currentLanguage } from './i18n';

const locale = () => (currentLanguage() === 'th' ? 'th-TH' : 'en-GB');

export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(locale(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** The sign written before an amount in each currency (kip: ₭, baht: ฿). */
const CURRENCY_SIGNS: Record<string, string> = { BAHT: '฿', LAK: '₭' };

/**
 * An amount in its own currency: baht with 2 decimals ("฿1,000.00"), kip whole ("₭50,000"), as
 * kip is counted in whole kip; coins as a count. A figure is never shown without its currency,
 * since the site holds both and the numbers alone do not say which. "—" when there is none.
 */
export function formatCurrency(value: number | null | undefined, currency: string): string {
  if (value === null || value === undefined) return '—';
  if (currency === 'COIN') return formatNumber(value);
  const digits = currency === 'LAK' ? 0 : 2;
  const text = new Intl.NumberFormat(locale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(value));
  const sign = CURRENCY_SIGNS[currency];
  const minus = value < 0 && text.replace(/[0.,]/g, '') !== '' ? '-' : '';
  return sign ? `${minus}${sign}${text}` : `${minus}${text} ${currency}`;
}

/** The sign of a currency (฿, ₭), or its code when it has none. */
export function currencySign(currency: string): string {
  return CURRENCY_SIGNS[currency] ?? currency;
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(locale()).format(value);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Minutes since `iso` (0 when in the future); null when there is no date. */
export function minutesSince(iso: string | null, now: number = Date.now()): number | null {
  if (!iso) return null;
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return null;
  return Math.max(0, Math.floor((now - then) / 60_000));
}
