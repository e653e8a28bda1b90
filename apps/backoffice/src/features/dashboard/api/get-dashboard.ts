import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The queues and today's money flows. */
export const getDashboard = () => apiClient.request(api.operatorStaff.dashboard);

/** Read again every minute while the dashboard is open. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: getDashboard,
    refetchInterval: 60_000,
  });
}
