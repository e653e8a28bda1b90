import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The forwarding devices, with their account, last contact and whether they went silent. */
export const getBankDevices = () => apiClient.request(api.operatorBankFeed.devices);

/** Re-read every minute: a device going silent is what staff must notice. */
export function useBankDevices() {
  return useQuery({
    queryKey: queryKeys.bankFeed.devices,
    queryFn: getBankDevices,
    refetchInterval: 60_000,
  });
}
