import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type SlipHours = ResponseOf<typeof lookupApi.slip>;

/** Spec §7 GET /api/lookup/slip: whether uploads are open now and the daily closed hours. */
export const getSlipHours = (locale: Locale): Promise<SlipHours> =>
  apiClient.request(lookupApi.slip, { locale });

export const getSlipHoursQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'slip', locale],
    queryFn: () => getSlipHours(locale),
    staleTime: 0,
  });

export function useSlipHours() {
  return useQuery(getSlipHoursQueryOptions(useLocale()));
}
