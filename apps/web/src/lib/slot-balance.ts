import type { Slot } from '@wallet/contract';

/**
 * Spec §2/§3: a game balance in wallet money is its amount times the slot's wallet factor.
 * Rounded to satang (2 decimals), as the server keeps money in minor units.
 */
export function convertedAmount(slot: Pick<Slot, 'amount' | 'ftWalletSlot'>): number {
  return Math.round(slot.amount * slot.ftWalletSlot * 100) / 100;
}

/** What the member holds in baht: the wallet plus every open game account, converted. */
export function totalBalance(walletAmount: number, slots: readonly Slot[]): number {
  const minor = slots
    .filter((slot) => slot.isActive)
    .reduce((sum, slot) => sum + Math.round(convertedAmount(slot) * 100), 0);
  return (Math.round(walletAmount * 100) + minor) / 100;
}

/**
 * spec §2 home: the open game accounts whose provider did not give its balance just now; the
 * total counts their last known amounts, and says so.
 */
export function notReadNow(slots: readonly Slot[]): number {
  return slots.filter((slot) => slot.isActive && slot.unavailable === true).length;
}
