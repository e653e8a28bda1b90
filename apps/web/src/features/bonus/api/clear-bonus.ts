import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusApi, type BonusCleared } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { bonusQueryRoot } from './get-active-bonus';

/**
 * One press of End: the forfeit the member was shown (the server refuses a larger one with
 * BONUS_FORFEIT_CHANGED) and the Idempotency-Key made for that press.
 */
export type ClearBonusInput = { acceptForfeit: number; idempotencyKey: string };

/** Spec §7 GET /api/bonus/clear: games are emptied to the wallet, the forfeit (if any) leaves. */
export const clearBonus = ({
  acceptForfeit,
  idempotencyKey,
}: ClearBonusInput): Promise<BonusCleared> =>
  apiClient.request(bonusApi.clear, { query: { acceptForfeit }, idempotencyKey });

export const clearBonusMutationKey = [...bonusQueryRoot, 'clear'];

/** Money moved (or may have): the bonus, the wallet and the statement are read again. */
export function useClearBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: clearBonusMutationKey,
    mutationFn: clearBonus,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bonusQueryRoot });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.statement });
    },
  });
}
