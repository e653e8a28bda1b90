import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The friends the member invited and what each invite earned. */
export const getMemberInvites = (phone: string) =>
  apiClient.request(api.operatorRewards.memberInvites, { params: { phone } });

export function useMemberInvites(phone: string) {
  return useQuery({
    queryKey: queryKeys.member.invites(phone),
    queryFn: () => getMemberInvites(phone),
  });
}
