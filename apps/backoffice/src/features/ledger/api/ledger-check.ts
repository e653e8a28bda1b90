import { api } from '@wallet/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Checks the whole ledger's balances. */
export const checkLedger = () => apiClient.request(api.operator.ledgerCheck);

/** Settles the transfers left half-done (money sent to a game that never answered). */
export const recoverTransfers = () =>
  apiClient.request(api.operator.recoverTransfers, { body: {} });

/** A check runs when asked (it reads the whole ledger), so it is a mutation-style call. */
export function useLedgerCheck() {
  return useMutation({ mutationFn: checkLedger });
}

export function useRecoverTransfers() {
  return useMutation({ mutationFn: recoverTransfers });
}
