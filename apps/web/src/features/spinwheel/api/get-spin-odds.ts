import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Locale, type SpinOdds, spinwheelApi } from '@wallet/contract';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { spinwheelQueryRoot } from './get-spin-active';

/**
 * GET /api/spinwheel/odds (added, public): the odds of the live wheel, or of an older version
 * (a past spin is checked against the weights of the version it was drawn on).
 */
export const getSpinOdds = (locale: Locale, version?: number): Promise<SpinOdds> =>
  apiClient.request(spinwheelApi.odds, {
    locale,
    query: version === undefined ? {} : { version },
  });

export const getSpinOddsQueryOptions = (locale: Locale, version?: number) =>
  queryOptions({
    queryKey: [...spinwheelQueryRoot, 'odds', version ?? 'live', locale],
    queryFn: () => getSpinOdds(locale, version),
    // a published version never changes; the live one may be replaced
    staleTime: version === undefined ? 0 : Infinity,
  });

export function useSpinOdds(version?: number) {
  return useQuery(getSpinOddsQueryOptions(useLocale(), version));
}

/** Fetches (once, then cached) the odds of one version, for checking a past spin. */
export function useLoadSpinOdds(): (version: number) => Promise<SpinOdds> {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useCallback(
    (version: number) => queryClient.fetchQuery(getSpinOddsQueryOptions(locale, version)),
    [queryClient, locale],
  );
}
