import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type WalletResponse } from '@wallet/contract';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { markSynced } from '../hooks/use-last-sync';

/** Spec §7 GET /api/wallet: profile, bank account, wallet, invite and the game accounts. */
export async function getWallet(): Promise<WalletResponse> {
  const wallet = await apiClient.request(api.wallet.wallet);
  markSynced();
  return wallet;
}

export const getWalletQueryOptions = () =>
  queryOptions({ queryKey: sharedQueryKeys.wallet, queryFn: getWallet, staleTime: 0 });

export function useWallet() {
  return useQuery(getWalletQueryOptions());
}

/** Spec §2: "reloads the wallet" (after a transfer, an activation…); settles once reloaded. */
export function useReloadWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey }),
    [queryClient],
  );
}
