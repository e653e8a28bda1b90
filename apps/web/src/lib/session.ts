import { forgetOpenedGame } from './game-return';
import { setWalletCurrency } from './i18n';
import { pendingMoney } from './pending-money';
import { queryClient } from './react-query';
import { storage } from './storage';

/** Spec §4 session end: forget the token and everything fetched with it. */
export function endSession(): void {
  storage.clearSession();
  queryClient.clear();
  // issue 13: what this member had on its way is not the next member's
  pendingMoney.dropAll();
  forgetOpenedGame();
  // the next member's figures follow their own wallet (or the deployment's currency)
  setWalletCurrency(null);
}
