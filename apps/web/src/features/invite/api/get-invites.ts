import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, api, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { inviteQueryRoot } from './get-invite-summary';

export type InvitePage = ResponseOf<typeof api.invite.list>;

/** Spec §7 POST /api/invite: one page (10, §9) of invited friends and what each earned. */
export const getInvites = (page: number): Promise<InvitePage> =>
  apiClient.request(api.invite.list, { body: { page, limit: PAGE_SIZE.invite } });

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
