import type { Currency } from '../constants';

// Intl's number formats only for the figures outside money's range (see `grouped`): a number
// format's first construction loads the browser's locale data, tens of milliseconds on a slow
// phone, and home shows amounts in its first render. Made on first use, not when the module loads.
let wide: Intl.NumberFormat | undefined;
let wideKip: Intl.NumberFormat | undefined;
let figure: Intl.NumberFormat | undefined;

const WIDE = () =>
  (wide ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative', // no "-0.00" for -0 or tiny negatives that round to zero
  }));
const WIDE_KIP = () =>
  (wideKip ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }));

/**
 * `value` with `decimals` decimals and thousands separators, as Intl's en-US format writes it
 * (rounding half away from zero on the number's shortest decimal form: 1.005 is "1.01"; no sign
 * when it rounds to zero), or undefined outside the range this handles exactly (below 10¹³, not
 * written in exponent form, at most 15 significant digits), which the caller leaves to Intl.
 */
function grouped(value: number, decimals: 0 | 2): string | undefined {
  const digits = String(Math.abs(value));
  // the shortest form's digits, at most 15 of them: then the shifted text below reads back as a
  // double near enough to decide the rounding exactly (money in whole satang always is)
  if (digits.includes('e') || Math.abs(value) >= 1e13) return undefined;
  if (digits.replace('.', '').replace(/^0+/, '').length > 15) return undefined;
  // shifted on the decimal text, not multiplied: 1.005 * 100 is 100.49999999999999
  const scaled = Math.round(Number(`${digits}e${decimals}`));
  const unit = 10 ** decimals;
  const whole = Math.floor(scaled / unit)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals ? `.${String(scaled % unit).padStart(decimals, '0')}` : '';
  return `${value < 0 && scaled !== 0 ? '-' : ''}${whole}${fraction}`;
}

/**
 * The one amount formatter (spec §9): baht with 2 decimals and thousands separators
 * ("1,234.50"), kip whole ("50,000"); "-" when not a number. The currency is the wallet's
 * (spec §9: LAK or BAHT on the Lao deployment); baht when not given. Kip is counted in whole kip
 * (../shared/integrations/lao-payments.md: kip prices are whole numbers in practice; the QR
 * carries whole kip), so a kip figure has no decimals.
 */
export function formatAmount(amount: number, currency: Currency = 'BAHT'): string {
  if (!Number.isFinite(amount)) return '-';
  if (currency === 'LAK') return grouped(amount, 0) ?? WIDE_KIP().format(amount);
  return formatTwoDecimals(amount);
}

/**
 * A figure with exactly 2 decimals and thousands separators ("1,234.50", "12.50"): a baht amount,
 * or a percent written to the hundredth (a wheel prize's chance).
 */
export function formatTwoDecimals(value: number): string {
  return grouped(value, 2) ?? WIDE().format(value);
}

/**
 * A plain figure with up to 2 decimals and thousands separators ("12.5", "1,234"): percents,
 * multipliers and counts in the app's texts.
 */
export function formatFigure(value: number): string {
  return (figure ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value);
}
