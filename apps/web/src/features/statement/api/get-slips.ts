import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type ResponseOf, type Slip, statementApi, statusTone } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { pendingMoney } from '@/lib/pending-money';
import { isInProgress, pollWhile } from '@/lib/poll-backoff';
import { sharedQueryKeys } from '@/lib/query-keys';

export type SlipPage = ResponseOf<typeof statementApi.slips>;

/**
 * Issue 13: staff may take longer than the wallet's 10 minutes to check a slip by eye; the open
 * slip list keeps looking (every 20 s after the first minute) for up to half an hour.
 */
export const SLIP_POLL_MAX_MS = 30 * 60_000;

/** What the list says about money on its way (lib/pending-money): the wallet polls meanwhile. */
function notePendingSlip(slip: Slip): void {
  const key = `slip:${slip.reference}`;
  const tone = statusTone(slip.status);
  if (tone === 'pending') pendingMoney.mark(key, 'deposit');
  else if (tone === 'success') pendingMoney.settle(key);
  else pendingMoney.drop(key);
}

/** Spec §7 POST /api/statement/slip: one page of uploaded slips with their check status. */
export async function getSlips(page: number): Promise<SlipPage> {
  const answer = await apiClient.request(statementApi.slips, {
    body: { page, limit: PAGE_SIZE.slip },
  });
  answer.slips.forEach(notePendingSlip);
  return answer;
}

// one for every page and render: it counts each page's wait from the first answer that showed it
const whileSlipsWait = pollWhile(
  (answer: SlipPage) => answer.slips.some((slip) => isInProgress(slip.status)),
  SLIP_POLL_MAX_MS,
);

/**
 * Issue 13: while a slip on the page is being checked the list reads itself again with backoff
 * (3 s, 5 s, 10 s, then 20 s), so its status turns green or red as staff decide; and again when
 * the window regains focus.
 */
export const getSlipsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.statement, 'slips', page],
    queryFn: () => getSlips(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: whileSlipsWait,
  });

export function useSlips(page: number, enabled = true) {
  return useQuery({ ...getSlipsQueryOptions(page), enabled });
}
