import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi, type WithdrawLimits } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** Spec §7 GET /api/lookup/withdraw: withdrawMin and withdrawMax (§5). */
export const getWithdrawLimits = (locale: Locale): Promise<WithdrawLimits> =>
  apiClient.request(lookupApi.withdraw, { locale });

export const getWithdrawLimitsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'withdraw', locale],
    queryFn: () => getWithdrawLimits(locale),
    staleTime: 0,
  });

export function useWithdrawLimits() {
  return useQuery(getWithdrawLimitsQueryOptions(useLocale()));
}
