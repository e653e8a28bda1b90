import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type DepositLookup = ResponseOf<typeof lookupApi.deposit>;

/** Spec §7 GET /api/lookup/deposit: the site's accounts, isManual and the minimum deposit. */
export const getDepositLookup = (locale: Locale): Promise<DepositLookup> =>
  apiClient.request(lookupApi.deposit, { locale });

export const getDepositLookupQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'deposit', locale],
    queryFn: () => getDepositLookup(locale),
    staleTime: 0,
  });

export function useDepositLookup() {
  return useQuery(getDepositLookupQueryOptions(useLocale()));
}
