import { api } from '@wallet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * One day (YYYY-MM-DD, site time zone; null: the server's today) per deposit account: incoming
 * lines against what became of them.
 */
export const getBankReconciliation = (day: string | null) =>
  apiClient.request(api.operatorBankFeed.reconciliation, { query: day ? { day } : {} });

export function useBankReconciliation(day: string | null) {
  return useQuery({
    queryKey: queryKeys.bankFeed.reconciliation(day ?? 'today'),
    queryFn: () => getBankReconciliation(day),
    placeholderData: keepPreviousData,
  });
}
