import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Locale, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type Conditions = ResponseOf<typeof api.lookup.conditions>;

export const getConditions = (locale: Locale): Promise<Conditions> =>
  apiClient.request(api.lookup.conditions, { locale });

export const getConditionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'conditions', locale],
    queryFn: () => getConditions(locale),
  });

export function useConditions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getConditionsQueryOptions(useLocale()), enabled });
}
