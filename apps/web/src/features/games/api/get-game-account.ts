import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GameAccount, walletApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

/** Spec §7 GET /api/wallet/account/{slotCode}: the member's login at one game. */
export const getGameAccount = (slotCode: string): Promise<GameAccount> =>
  apiClient.request(walletApi.account, { params: { slotCode } });

/** Credentials are fetched when shown and not kept once the game modal closes. */
export const getGameAccountQueryOptions = (slotCode: string) =>
  queryOptions({
    queryKey: ['games', 'account', slotCode],
    queryFn: () => getGameAccount(slotCode),
    staleTime: 0,
    gcTime: 0,
  });

export function useGameAccount(slotCode: string) {
  return useQuery(getGameAccountQueryOptions(slotCode));
}
