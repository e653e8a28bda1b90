import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletApi, type WalletResponse } from '@wallet/contract';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { setWalletCurrency } from '@/lib/i18n';
import { useMoneyLiveVersion, walletPollDelay } from '@/lib/money-live';
import { usePendingMoneyVersion } from '@/lib/pending-money';
import { sharedQueryKeys } from '@/lib/query-keys';
import { markSynced } from '../hooks/use-last-sync';

/** Spec §7 GET /api/wallet: profile, bank account, wallet, invite and the game accounts. */
export async function getWallet(): Promise<WalletResponse> {
  const wallet = await apiClient.request(walletApi.wallet);
  // spec §9: every figure follows the wallet's currency (kip whole, baht with 2 decimals)
  setWalletCurrency(wallet.currency);
  markSynced();
  return wallet;
}

/**
 * Issue 13 "balances that stay live": read again when the browser comes back online, and when the
 * member's socket says their money changed (lib/money-push). Only while that socket is down, it
 * polls (lib/money-live): every 5 s, or sooner while money is on its way (a live QR, a slip,
 * notice or withdrawal being processed: lib/pending-money, 3 s first; a bank transfer watched, 1 s). spec §2 home: the
 * answer holds the games' balances as their providers give them now (read on load); focus and
 * the page shown again are home's (useRefreshOnReturn: focus too, and back from a game).
 */
export const getWalletQueryOptions = () =>
  queryOptions({
    queryKey: sharedQueryKeys.wallet,
    queryFn: getWallet,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
    // decision 026: no polling while the socket pushes money changes; the fallback when it is down
    refetchInterval: () => walletPollDelay(),
  });

export function useWallet() {
  // re-render when money is marked on its way, so the query picks up its polling at once
  usePendingMoneyVersion();
  // and when the socket connects or drops (polling stops or starts)
  useMoneyLiveVersion();
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

/**
 * spec §2 home: the member is back (focus, the page shown again, back from a game): GET
 * /api/wallet reads every game again. Back from a game it is a new read (one already on its way
 * may have started while they played); otherwise a read on its way is shared.
 */
export function useReadBalancesAgain(): (options: { fromGame: boolean }) => void {
  const queryClient = useQueryClient();
  return useCallback(
    ({ fromGame }) =>
      void queryClient.refetchQueries(
        { queryKey: getWalletQueryOptions().queryKey, type: 'active' },
        { cancelRefetch: fromGame },
      ),
    [queryClient],
  );
}
