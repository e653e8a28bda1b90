import { api, type DEPOSIT_METHODS, type QueryOf } from '@wallet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type DepositsQuery = QueryOf<typeof api.operator.deposits>;
export type DepositStatus = NonNullable<DepositsQuery['status']>;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** Page, sort and search of the server-paged table. */
export type DepositsPaging = Omit<DepositsQuery, 'status' | 'method'>;

/** One page of the deposit queue: one status, any method or one (`''`: any). */
export const getDeposits = (
  status: DepositStatus,
  method: DepositMethod | '',
  paging: DepositsPaging,
) =>
  apiClient.request(api.operator.deposits, {
    query: { status, ...paging, ...(method ? { method } : {}) },
  });

/** The previous page stays on screen while the next one loads. */
export function useDeposits(
  status: DepositStatus,
  method: DepositMethod | '',
  paging: DepositsPaging,
) {
  return useQuery({
    queryKey: queryKeys.deposits.queue(status, method, paging),
    queryFn: () => getDeposits(status, method, paging),
    placeholderData: keepPreviousData,
  });
}
