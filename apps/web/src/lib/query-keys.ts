/**
 * Query keys that more than one feature touches. Features do not import each other, so a
 * feature that changes money (a QR paid while its view is open) reloads the wallet and the
 * statement through these shared roots (and the bonus, when a reward starts one).
 */
export const sharedQueryKeys = {
  wallet: ['wallet'] as const,
  statement: ['statement'] as const,
  /** Every bonus query (features/bonus); a reward received as a bonus starts one (issue 9). */
  bonus: ['bonus'] as const,
};
