import { queryOptions, useQuery } from '@tanstack/react-query';
import { responsibleApi, type ResponsibleEvent } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { responsibleQueryRoot } from './get-responsible-state';

/** Issue 15 GET /api/responsible/history: every change (by the member or staff), newest first. */
export const getResponsibleHistory = async (): Promise<ResponsibleEvent[]> =>
  (await apiClient.request(responsibleApi.history)).events;

export const getResponsibleHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...responsibleQueryRoot, 'history'],
    queryFn: getResponsibleHistory,
    staleTime: 0,
  });

export function useResponsibleHistory() {
  return useQuery(getResponsibleHistoryQueryOptions());
}
