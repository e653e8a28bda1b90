import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi, type SourceOption } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** Where members heard of the site; the server answers the descriptions in `locale`. */
export const getSources = async (locale: Locale): Promise<SourceOption[]> =>
  (await apiClient.request(lookupApi.sources, { locale })).sources;

export const getSourcesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'sources', locale],
    queryFn: () => getSources(locale),
    staleTime: 5 * 60_000,
  });

export function useSources() {
  return useQuery(getSourcesQueryOptions(useLocale()));
}
