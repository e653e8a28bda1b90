/**
 * Amounts as Thai bank texts write them: `1,500.00` or (older KBank) `1500.00`, always two
 * decimals. Read from the digits as text, never through floating point.
 */

/**
 * The largest amount a text may state: 99,999,999.99 baht. Far above any deposit; a larger
 * figure is a garbled or hostile text, and keeps every sum well inside safe integers.
 */
export const MAX_AMOUNT_SATANG = 9_999_999_999;

const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})$/;

/**
 * `'2,350.00'` → 235000 (satang); null for anything else: no or other decimals (`0.001`, `5`),
 * signs, exponents, misplaced commas, above MAX_AMOUNT_SATANG. Zero is allowed here (a
 * balance may be 0.00); callers refuse a zero amount.
 */
export function parseAmount(text: string): number | null {
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const [whole = '', cents = ''] = text.replace(/,/g, '').split('.');
  if (whole.length > 12) return null;
  const satang = Number(whole) * 100 + Number(cents);
  return Number.isSafeInteger(satang) && satang <= MAX_AMOUNT_SATANG ? satang : null;
}

/**
 * A capture for an amount inside a larger pattern: takes anything amount-like, signs and
 * exponents included, so that `-500.00` or `1e9` is captured whole and then refused by
 * parseAmount instead of a part of it being read as an amount.
 */
export const AMT = String.raw`([-+]?\d[\d,]*(?:\.\d*)?(?:[eE][-+]?\d+)?)`;
