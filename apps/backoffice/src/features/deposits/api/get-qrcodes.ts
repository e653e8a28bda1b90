import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The last 200 deposit QR codes made for members, with their state. */
export const getQrcodes = () => apiClient.request(api.operator.qrcodes, { query: { limit: 200 } });

export function useQrcodes() {
  return useQuery({ queryKey: queryKeys.qrcodes, queryFn: getQrcodes });
}
