import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { responsibleApi, type ResponsibleState } from '@wallet/contract';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';

/** Every responsible-play query sits under this root (issue 15). */
export const responsibleQueryRoot = ['responsible'] as const;

/**
 * Issue 15 GET /api/responsible: the limits in force with what is used and left per window,
 * pending raises, the reality-check interval and session start, a break or an exclusion.
 */
export const getResponsibleState = (): Promise<ResponsibleState> =>
  apiClient.request(responsibleApi.state);

export const getResponsibleStateQueryOptions = () =>
  queryOptions({
    queryKey: [...responsibleQueryRoot, 'state'],
    queryFn: getResponsibleState,
    staleTime: 30_000,
  });

export function useResponsibleState() {
  return useQuery(getResponsibleStateQueryOptions());
}

/** Every change answers the new state: it replaces the cached one, and the history reloads. */
export function useStoreResponsibleState() {
  const queryClient = useQueryClient();
  return useCallback(
    (state: ResponsibleState) => {
      queryClient.setQueryData(getResponsibleStateQueryOptions().queryKey, state);
      void queryClient.invalidateQueries({ queryKey: [...responsibleQueryRoot, 'history'] });
    },
    [queryClient],
  );
}

/** A break or a self-exclusion in force, and until when (an ended exclusion lasts until lifted). */
export function restrictionOf(
  state: ResponsibleState | undefined,
): { kind: 'timeout' | 'exclusion'; until: string } | null {
  if (!state) return null;
  if (state.exclusion) {
    return { kind: 'exclusion', until: state.exclusion.liftsAt ?? state.exclusion.until };
  }
  if (state.timeout) return { kind: 'timeout', until: state.timeout.until };
  return null;
}

/** No limit set and none waiting: the deposit screen offers to set one (issue 15). */
export const hasNoLimits = (state: ResponsibleState) =>
  state.limits.every((w) => w.limit === null) && state.pending.length === 0;
