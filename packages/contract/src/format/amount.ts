const AMOUNT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative', // no "-0.00" for -0 or tiny negatives that round to zero
});

/** spec §9: amounts with 2 decimals and thousands separators ("1,234.50"); "-" when not a number. */
export function formatAmount(amount: number): string {
  return Number.isFinite(amount) ? AMOUNT.format(amount) : '-';
}
