import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, api, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

export type SlipPage = ResponseOf<typeof api.statement.slips>;

/** Spec §7 POST /api/statement/slip: one page of uploaded slips with their check status. */
export const getSlips = (page: number): Promise<SlipPage> =>
  apiClient.request(api.statement.slips, { body: { page, limit: PAGE_SIZE.slip } });

export const getSlipsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.statement, 'slips', page],
    queryFn: () => getSlips(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSlips(page: number, enabled = true) {
  return useQuery({ ...getSlipsQueryOptions(page), enabled });
}
