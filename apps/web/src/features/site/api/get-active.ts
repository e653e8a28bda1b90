import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, lookupApi, ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { publicEndpoints } from '@/lib/public-endpoints';

export type SiteActive = ResponseOf<typeof lookupApi.active>;

export const getActive = (locale: Locale): Promise<SiteActive> =>
  // the login page's guard: only `terminated === true` steers (to /terminated), read as such
  apiClient.request(publicEndpoints.active, { locale });

/** The /login guard fetches with `staleTime: 0` so the answer is fresh each time (spec §2). */
export const getActiveQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'active', locale],
    queryFn: () => getActive(locale),
    staleTime: 30_000,
    retry: false,
  });

export function useActive() {
  return useQuery(getActiveQueryOptions(useLocale()));
}
