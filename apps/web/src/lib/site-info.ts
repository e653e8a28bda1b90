import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, lookupApi, ResponseOf } from '@wallet/contract';
import { apiClient } from './api-client';
import { checked, isSiteInfo, publicEndpoints } from './public-endpoints';
import { setSiteCurrency, useLocale } from './i18n';

/** GET /api/lookup/info: the site's name, website, deployment and date era (issue 13). */
export type SiteInfo = ResponseOf<typeof lookupApi.info>;

export async function getInfo(locale: Locale): Promise<SiteInfo> {
  // every page reads it, the login page first: checked by hand, not with the contract's zod
  const info = checked(await apiClient.request(publicEndpoints.info, { locale }), isSiteInfo);
  // the Lao deployment counts in kip: every "{{amount}} {{currency}}" text follows
  setSiteCurrency(info.deployment);
  return info;
}

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
