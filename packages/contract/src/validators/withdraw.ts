export interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}
export interface WithdrawError {
  key: 'WITHDRAW_MIN' | 'WITHDRAW_MAX';
  /** The limit the message quotes (§5: messages carry the number). */
  limit: number;
}

/** spec §5: withdrawMin ≤ amount ≤ withdrawMax, both from the withdraw lookup. */
export function validateWithdraw(
  amount: number,
  { withdrawMin, withdrawMax }: WithdrawLimits,
): WithdrawError | null {
  if (!(amount >= withdrawMin)) return { key: 'WITHDRAW_MIN', limit: withdrawMin }; // also NaN
  if (amount > withdrawMax) return { key: 'WITHDRAW_MAX', limit: withdrawMax };
  return null;
}
