import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteApi, type InviteReceived } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { inviteQueryRoot } from './get-invite-summary';

/** One press of Receive: the Idempotency-Key made for that press. */
export type ReceiveInviteBonusInput = { idempotencyKey: string };

/**
 * Spec §7 GET /api/invite/bonus: everything accrued goes to the wallet (or starts a bonus when
 * the invite reward has a condition). Idempotent: a retried press cannot receive twice.
 */
export const receiveInviteBonus = ({
  idempotencyKey,
}: ReceiveInviteBonusInput): Promise<InviteReceived> =>
  apiClient.request(inviteApi.bonus, { idempotencyKey });

export const receiveInviteBonusMutationKey = [...inviteQueryRoot, 'receive'];

/** Money moved (or may have): the wallet, the bonus, the statement and the totals reload. */
export function useReceiveInviteBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: receiveInviteBonusMutationKey,
    mutationFn: receiveInviteBonus,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.bonus });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.statement });
      void queryClient.invalidateQueries({ queryKey: inviteQueryRoot });
    },
  });
}
