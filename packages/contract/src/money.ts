/**
 * ARCHITECTURE § Money: arithmetic happens in integer minor units (satang, LAK's att); the wire
 * carries decimals with at most 2 places. These helpers are the boundary between the two.
 */

/** Float error allowed when scaling by 100: 0.1 + 0.2 is 30 satang, 1.005 is not 2-decimal. */
function scaleError(scaled: number): number {
  return Math.abs(scaled - Math.round(scaled));
}
function tolerance(scaled: number): number {
  // absolute for small amounts, relative for large ones (n * 100 near 1e11 is off by ~1e-5)
  return Math.max(1e-6, Math.abs(scaled) * 1e-13);
}

/** True when `amount` is finite and has at most 2 decimals (up to float noise). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const scaled = amount * 100;
  return scaleError(scaled) <= tolerance(scaled);
}

/** Decimal amount to integer minor units; throws on non-finite input or more than 2 decimals. */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`amount is not finite: ${amount}`);
  if (!hasAtMostTwoDecimals(amount)) {
    throw new RangeError(`amount has more than 2 decimals: ${amount}`);
  }
  const minor = Math.round(amount * 100);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount is too large: ${amount}`);
  return minor === 0 ? 0 : minor; // no -0
}

/** Integer minor units to the decimal wire amount; throws on a non-integer (a programming error). */
export function fromMinor(minor: number): number {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`minor amount is not an integer: ${minor}`);
  return minor === 0 ? 0 : minor / 100;
}
