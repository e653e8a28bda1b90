import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type Conditions = ResponseOf<typeof lookupApi.conditions>;

export const getConditions = (locale: Locale): Promise<Conditions> =>
  apiClient.request(lookupApi.conditions, { locale });

export const getConditionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'conditions', locale],
    queryFn: () => getConditions(locale),
  });

export function useConditions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getConditionsQueryOptions(useLocale()), enabled });
}
