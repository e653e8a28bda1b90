import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every setting with its value and description. */
export const getSettings = () => apiClient.request(api.operator.listSettings);

export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: getSettings });
}
