import type { Currency } from '../constants';

// Made on first use, not when the module loads: a number format's first construction loads the
// browser's locale data, a long task on a slow phone for pages that show no amount (/login).
let amount: Intl.NumberFormat | undefined;
let kip: Intl.NumberFormat | undefined;
let figure: Intl.NumberFormat | undefined;

const AMOUNT = () =>
  (amount ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative', // no "-0.00" for -0 or tiny negatives that round to zero
  }));

/**
 * Kip is counted in whole kip (../shared/integrations/lao-payments.md: kip prices are whole
 * numbers in practice; the QR carries whole kip), so a kip figure has no decimals.
 */
const KIP = () =>
  (kip ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }));

/**
 * The one amount formatter (spec §9): baht with 2 decimals and thousands separators
 * ("1,234.50"), kip whole ("50,000"); "-" when not a number. The currency is the wallet's
 * (spec §9: LAK or BAHT on the Lao deployment); baht when not given.
 */
export function formatAmount(amount: number, currency: Currency = 'BAHT'): string {
  if (!Number.isFinite(amount)) return '-';
  return (currency === 'LAK' ? KIP() : AMOUNT()).format(amount);
}

/**
 * A plain figure with up to 2 decimals and thousands separators ("12.5", "1,234"): percents,
 * multipliers and counts in the app's texts.
 */
export function formatFigure(value: number): string {
  return (figure ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value);
}
