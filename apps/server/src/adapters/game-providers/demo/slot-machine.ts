import { randomInt } from 'node:crypto';

/**
 * The demo slot machine: three reels, one payline. Symbols are drawn with a CSPRNG
 * (crypto.randomInt, uniform) from weighted reels. Return to player ≈ 95.6%
 * (`expectedReturn()`, checked by a test), so the house keeps a small edge as real games do.
 */
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

const WEIGHTS: Record<SlotSymbol, number> = {
  cherry: 6,
  lemon: 5,
  bell: 4,
  star: 3,
  diamond: 2,
  seven: 1,
};
const REEL: SlotSymbol[] = SYMBOLS.flatMap((s) => Array<SlotSymbol>(WEIGHTS[s]).fill(s));

/** Three of a kind pays bet × this; two cherries pay bet × 1.5. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  cherry: 8,
  lemon: 12,
  bell: 20,
  star: 40,
  diamond: 80,
  seven: 200,
};
export const TWO_CHERRIES = 1.5;

/** Bets offered, in whole currency units. */
export const BETS = [1, 5, 10, 20, 50, 100] as const;

export function spinReels(draw: (max: number) => number = (max) => randomInt(0, max)) {
  return [0, 1, 2].map(() => REEL[draw(REEL.length)]!) as [SlotSymbol, SlotSymbol, SlotSymbol];
}

/** The win, in minor units, for a bet in minor units. */
export function payout(reels: readonly SlotSymbol[], bet: number): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a) return bet * THREE_OF_A_KIND[a];
  const cherries = reels.filter((s) => s === 'cherry').length;
  return cherries === 2 ? Math.floor(bet * TWO_CHERRIES) : 0;
}

/** The exact expected return per unit bet, over every reel combination. */
export function expectedReturn(): number {
  const n = REEL.length;
  let total = 0;
  for (const a of REEL) for (const b of REEL) for (const c of REEL) total += payout([a, b, c], 100);
  return total / 100 / n ** 3;
}
