import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type ResponseOf,
  statementApi,
  type StatementEntry,
  statusTone,
} from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { pendingMoney, type PendingKind } from '@/lib/pending-money';
import { isInProgress, pollWhile } from '@/lib/poll-backoff';
import { sharedQueryKeys } from '@/lib/query-keys';

export type StatementPage = ResponseOf<typeof statementApi.list>;

const kindOf = (entry: StatementEntry): PendingKind =>
  entry.statementType === 'deposit' || entry.statementType === 'withdraw'
    ? entry.statementType
    : 'other';

/** Issue 13: an entry still processing (a withdrawal, a transfer) is money on its way. */
function notePendingEntry(entry: StatementEntry): void {
  const key = `statement:${entry.statementType}:${entry.createdAt}:${entry.amount}`;
  const tone = statusTone(entry.status);
  if (tone === 'pending') pendingMoney.mark(key, kindOf(entry));
  else if (tone === 'success' && kindOf(entry) === 'deposit') pendingMoney.settle(key);
  else pendingMoney.drop(key);
}

/** Spec §7 POST /api/statement: one page of entries, newest first, with the total. */
export async function getStatements(page: number): Promise<StatementPage> {
  const answer = await apiClient.request(statementApi.list, {
    body: { page, limit: PAGE_SIZE.statement },
  });
  answer.statements.forEach(notePendingEntry);
  return answer;
}

// one for every page and render: it counts each page's wait from the first answer that showed it
const whileEntriesProcess = pollWhile((answer: StatementPage) =>
  answer.statements.some((entry) => isInProgress(entry.status)),
);

/** Issue 13: while an entry on the page is processing, the page is read again with backoff. */
export const getStatementsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.statement, 'list', page],
    queryFn: () => getStatements(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: whileEntriesProcess,
  });

export function useStatements(page: number) {
  return useQuery(getStatementsQueryOptions(page));
}
