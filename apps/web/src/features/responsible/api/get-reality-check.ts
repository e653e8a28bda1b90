import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RealityCheck, responsibleApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { responsibleQueryRoot } from './get-responsible-state';

/** Issue 15: the session figures are read again every 30 s where they are shown. */
export const SESSION_REFRESH_MS = 30_000;

/**
 * Issue 15 GET /api/responsible/reality-check: minutes since the session began, rounds, stakes,
 * payouts and the net position (payouts − stakes).
 */
export const getRealityCheck = (): Promise<RealityCheck> =>
  apiClient.request(responsibleApi.realityCheck);

export const getRealityCheckQueryOptions = () =>
  queryOptions({
    queryKey: [...responsibleQueryRoot, 'reality-check'],
    queryFn: getRealityCheck,
    staleTime: 0,
  });

/** The session figures, refreshed every 30 s while shown. */
export function useSessionFigures() {
  return useQuery({ ...getRealityCheckQueryOptions(), refetchInterval: SESSION_REFRESH_MS });
}
