/**
 * `n` rounded to 2 decimals (half up, as Math.round), e.g. an amount from outside that may carry
 * float noise or more decimals than money has, before toMinor() which refuses those.
 */
export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
