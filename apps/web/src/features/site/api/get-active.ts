import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type SiteActive = ResponseOf<typeof lookupApi.active>;

export const getActive = (locale: Locale): Promise<SiteActive> =>
  apiClient.request(lookupApi.active, { locale });

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
