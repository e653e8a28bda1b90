import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Locale, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type SiteInfo = ResponseOf<typeof api.lookup.info>;

export const getInfo = (locale: Locale): Promise<SiteInfo> =>
  apiClient.request(api.lookup.info, { locale });

export const getInfoQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'info', locale],
    queryFn: () => getInfo(locale),
    staleTime: 5 * 60_000,
  });

export function useInfo() {
  return useQuery(getInfoQueryOptions(useLocale()));
}
