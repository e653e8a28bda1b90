import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

/** The flagged invite rewards still waiting for a decision (200 at most). */
export const getInviteReviews = () =>
  apiClient.request(api.operatorRewards.inviteReviews, {
    query: { status: 'waiting', limit: 200 },
  });

export function useInviteReviews() {
  return useQuery({ queryKey: queryKeys.inviteReviews, queryFn: getInviteReviews });
}

/** Approve or refuse one flagged reward, with the reason the audit log keeps. */
export type InviteDecision = { kind: 'approve' | 'refuse'; id: string; reason: string };

export const decideInvite = ({ kind, id, reason }: InviteDecision) =>
  apiClient.request(
    kind === 'approve' ? api.operatorRewards.inviteApprove : api.operatorRewards.inviteRefuse,
    { params: { id }, body: { reason } },
  );

/** A decided reward leaves the list. */
export function useDecideInvite(
  options: MutationCallbacks<Awaited<ReturnType<typeof decideInvite>>, InviteDecision> = {},
) {
  return useInvalidatingMutation(decideInvite, [queryKeys.inviteReviews], options);
}
