import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResponseOf, walletApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { markSynced } from '../hooks/use-last-sync';
import { getWalletQueryOptions } from './get-wallet';

export type RefreshedSlots = ResponseOf<typeof walletApi.refreshSlots>;

/**
 * Spec §7 GET /api/wallet/refresh/slot: every game asked for its balance again. A game that did
 * not answer comes back `unavailable` with its last known amount; the answer never fails for it.
 */
export const refreshSlots = (): Promise<RefreshedSlots> =>
  apiClient.request(walletApi.refreshSlots);

const mutationKey = ['wallet', 'refresh-slots'];

/** The fresh balances replace the game accounts of the wallet already on screen. */
export function useRefreshSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: refreshSlots,
    onSuccess: ({ slots }) => {
      queryClient.setQueryData(getWalletQueryOptions().queryKey, (wallet) =>
        wallet ? { ...wallet, slots } : wallet,
      );
      markSynced();
    },
  });
}

/** True while any refresh runs (the header control and the widget share it). */
export function useIsRefreshingSlots(): boolean {
  return useIsMutating({ mutationKey }) > 0;
}
