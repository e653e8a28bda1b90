import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Locale, type ResponseOf } from '@wallet/contract';
import { apiClient } from './api-client';
import { useLocale } from './i18n';

/** GET /api/lookup/info: the site's name, website, deployment and date era (issue 13). */
export type SiteInfo = ResponseOf<typeof api.lookup.info>;

export const getInfo = (locale: Locale): Promise<SiteInfo> =>
  apiClient.request(api.lookup.info, { locale });

export const getInfoQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'info', locale],
    queryFn: () => getInfo(locale),
    staleTime: 5 * 60_000,
  });

export function useSiteInfo() {
  return useQuery(getInfoQueryOptions(useLocale()));
}

/**
 * The one brand of the app (issue 13): the site's name from lookup info, for the tab title, the
 * loading header and the app header. null until it is known; never a built-in name.
 */
export function useSiteName(): string | null {
  return useSiteInfo().data?.name.trim() || null;
}
