import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { bonusQueryRoot } from './get-active-bonus';

export type ActivatePromotionInput = { code: string; idempotencyKey: string };

/** Spec §7 GET /api/promotion/activate/{code}: received like a bonus, credited with the deposit. */
export const activatePromotion = ({
  code,
  idempotencyKey,
}: ActivatePromotionInput): Promise<ResponseOf<typeof promotionApi.activate>> =>
  apiClient.request(promotionApi.activate, { params: { code }, idempotencyKey });

export const activatePromotionMutationKey = [...bonusQueryRoot, 'activate-promotion'];

export function useActivatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: activatePromotionMutationKey,
    mutationFn: activatePromotion,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bonusQueryRoot }),
  });
}
