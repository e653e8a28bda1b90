import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every game slot (provider, product, status, members holding money) and the providers. */
export const getSlots = () => apiClient.request(api.operatorSlots.slots);

export function useSlots() {
  return useQuery({ queryKey: queryKeys.slots, queryFn: getSlots });
}
