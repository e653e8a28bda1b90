import { formatAmount as formatIn } from '@wallet/contract';
import { moneyCurrency } from './money-currency';

/**
 * An amount as the member reads it (spec §9), in their wallet's currency: baht with 2 decimals,
 * kip whole. Every figure on screen goes through this, so a kip wallet never shows a baht
 * figure ("50.00") beside "ກີບ".
 */
export function formatAmount(amount: number): string {
  return formatIn(amount, moneyCurrency());
}
