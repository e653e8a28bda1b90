import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, refundApi, type RefundCheck } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** Every refund query sits under this root: receiving reloads the check and the history. */
export const refundQueryRoot = ['refund'] as const;

/**
 * Spec §7 GET /api/refund/check: whether the last period's refund can be received now, how
 * much, and why or why not (`info`, in the member's language: the language is in the key).
 */
export const getRefundCheck = (locale: Locale): Promise<RefundCheck> =>
  apiClient.request(refundApi.check, { locale });

export const getRefundCheckQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...refundQueryRoot, 'check', locale],
    queryFn: () => getRefundCheck(locale),
    staleTime: 0,
  });

export function useRefundCheck() {
  return useQuery(getRefundCheckQueryOptions(useLocale()));
}
