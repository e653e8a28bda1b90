import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, api, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

export type StatementPage = ResponseOf<typeof api.statement.list>;

/** Spec §7 POST /api/statement: one page of entries, newest first, with the total. */
export const getStatements = (page: number): Promise<StatementPage> =>
  apiClient.request(api.statement.list, { body: { page, limit: PAGE_SIZE.statement } });

export const getStatementsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.statement, 'list', page],
    queryFn: () => getStatements(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useStatements(page: number) {
  return useQuery(getStatementsQueryOptions(page));
}
