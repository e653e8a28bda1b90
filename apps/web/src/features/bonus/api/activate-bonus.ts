import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { bonusQueryRoot } from './get-active-bonus';

/** One press of Receive: the code and the Idempotency-Key made for that press. */
export type ActivateBonusInput = { code: string; idempotencyKey: string };

/** Spec §7 GET /api/bonus/activate/{code}: received, credited with the next deposit (§4). */
export const activateBonus = ({
  code,
  idempotencyKey,
}: ActivateBonusInput): Promise<ResponseOf<typeof bonusApi.activate>> =>
  apiClient.request(bonusApi.activate, { params: { code }, idempotencyKey });

export const activateBonusMutationKey = [...bonusQueryRoot, 'activate'];

export function useActivateBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: activateBonusMutationKey,
    mutationFn: activateBonus,
    // the cards and the active bonus change either way (received, or already active elsewhere)
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bonusQueryRoot }),
  });
}
