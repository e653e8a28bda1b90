import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, refundApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { refundQueryRoot } from './get-refund-check';

export type RefundPage = ResponseOf<typeof refundApi.list>;

/** Spec §7 POST /api/refund: one page (10, §9) of the refunds received. */
export const getRefunds = (page: number): Promise<RefundPage> =>
  apiClient.request(refundApi.list, { body: { page, limit: PAGE_SIZE.refund } });

export const getRefundsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...refundQueryRoot, 'list', page],
    queryFn: () => getRefunds(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRefunds(page: number) {
  return useQuery(getRefundsQueryOptions(page));
}
