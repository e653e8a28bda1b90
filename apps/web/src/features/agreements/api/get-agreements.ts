import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type Agreements = ResponseOf<typeof lookupApi.agreements>;

export const getAgreements = (locale: Locale): Promise<Agreements> =>
  apiClient.request(lookupApi.agreements, { locale });

export const getAgreementsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'agreements', locale],
    queryFn: () => getAgreements(locale),
  });

export function useAgreements({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAgreementsQueryOptions(useLocale()), enabled });
}
