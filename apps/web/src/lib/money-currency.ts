import type { Currency } from '@wallet/contract';

/**
 * The currency every figure is shown in, kept apart from i18n so that formatting money never
 * imports the translations (i18n listens here and re-renders the texts when it changes).
 */
let siteCurrency: Currency = 'BAHT';
/**
 * The signed-in member's wallet currency (GET /api/wallet): on the Lao deployment a member may
 * hold baht (spec §2 step 4), so the wallet's currency wins over the deployment's.
 */
let walletCurrency: Currency | null = null;
const listeners = new Set<() => void>();

const CURRENCY_SYMBOLS = { BAHT: '฿', LAK: '₭' } as const;

/** The currency every figure is shown in: the member's wallet's, else the deployment's. */
export const moneyCurrency = (): Currency => walletCurrency ?? siteCurrency;

/** The currency sign before an amount (฿ for a baht wallet, ₭ for a kip one). */
export const moneySymbol = (): string => CURRENCY_SYMBOLS[moneyCurrency()];
/** A given currency's sign (figures kept in their own currency: the last known balances). */
export const currencySymbol = (currency: Currency): string => CURRENCY_SYMBOLS[currency];

/** Called after the shown currency changed (i18n re-renders every text with it). */
export function onCurrencyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(before: Currency): void {
  if (moneyCurrency() === before) return;
  for (const listener of listeners) listener();
}

/** The site's deployment (lookup info): the Lao one counts in kip. */
export function setSiteCurrency(deployment: string): void {
  const before = moneyCurrency();
  siteCurrency = deployment === 'LA' ? 'LAK' : 'BAHT';
  changed(before);
}

/** The member's wallet currency (GET /api/wallet), or null after logout. */
export function setWalletCurrency(currency: Currency | null | undefined): void {
  const before = moneyCurrency();
  walletCurrency = currency ?? null;
  changed(before);
}
