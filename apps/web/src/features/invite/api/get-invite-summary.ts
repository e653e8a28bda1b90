import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteApi, type InviteSummary, type Locale } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** Every invite query sits under this root: receiving the bonus reloads them all. */
export const inviteQueryRoot = ['invite'] as const;

/** GET /api/invite/summary (added): the code and link, the reward rules and the totals. */
export const getInviteSummary = (locale: Locale): Promise<InviteSummary> =>
  apiClient.request(inviteApi.summary, { locale });

export const getInviteSummaryQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...inviteQueryRoot, 'summary', locale],
    queryFn: () => getInviteSummary(locale),
    staleTime: 0,
  });

export function useInviteSummary() {
  return useQuery(getInviteSummaryQueryOptions(useLocale()));
}
