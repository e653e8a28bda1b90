import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inviteApi, PAGE_SIZE, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { inviteQueryRoot } from './get-invite-summary';

export type InvitePage = ResponseOf<typeof inviteApi.list>;

/** Spec §7 POST /api/invite: one page (10, §9) of invited friends and what each earned. */
export const getInvites = (page: number): Promise<InvitePage> =>
  apiClient.request(inviteApi.list, { body: { page, limit: PAGE_SIZE.invite } });

export const getInvitesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...inviteQueryRoot, 'list', page],
    queryFn: () => getInvites(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useInvites(page: number) {
  return useQuery(getInvitesQueryOptions(page));
}
