import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The game providers' agent credit (the server reads it at most once a minute). */
export const getProviderCredit = () => apiClient.request(api.operatorProviders.providers);

export function useProviderCredit() {
  return useQuery({
    queryKey: queryKeys.providerCredit,
    queryFn: getProviderCredit,
    refetchInterval: 60_000,
  });
}
