import { api, type QueryOf } from '@wallet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type WithdrawalsQuery = QueryOf<typeof api.operator.withdrawals>;
export type WithdrawalStatus = NonNullable<WithdrawalsQuery['status']>;
/** Page, sort and search of the server-paged table. */
export type WithdrawalsPaging = Omit<WithdrawalsQuery, 'status'>;

/** One page of the withdrawal queue in one status, sorted and searched by the server. */
export const getWithdrawals = (status: WithdrawalStatus, paging: WithdrawalsPaging) =>
  apiClient.request(api.operator.withdrawals, { query: { status, ...paging } });

/** The previous page stays on screen while the next one loads. */
export function useWithdrawals(status: WithdrawalStatus, paging: WithdrawalsPaging) {
  return useQuery({
    queryKey: queryKeys.withdrawals.list(status, paging),
    queryFn: () => getWithdrawals(status, paging),
    placeholderData: keepPreviousData,
  });
}
