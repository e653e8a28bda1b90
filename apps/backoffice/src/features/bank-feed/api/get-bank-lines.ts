import { api, type QueryOf } from '@wallet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type BankLinesState = NonNullable<QueryOf<typeof api.operatorBankFeed.lines>['state']>;

/** The most lines the server answers at once (newest first); the table pages through them. */
export const BANK_LINES_LIMIT = 200;

/** The newest forwarded lines in one state (or all). */
export const getBankLines = (state: BankLinesState) =>
  apiClient.request(api.operatorBankFeed.lines, { query: { state, limit: BANK_LINES_LIMIT } });

/** The previous state's lines stay on screen while the next state loads. */
export function useBankLines(state: BankLinesState) {
  return useQuery({
    queryKey: queryKeys.bankFeed.lines(state),
    queryFn: () => getBankLines(state),
    placeholderData: keepPreviousData,
  });
}
