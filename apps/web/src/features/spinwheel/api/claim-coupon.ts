import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CouponClaimed, spinwheelApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { spinwheelQueryRoot } from './get-spin-active';
import { couponsQueryRoot } from './get-coupons';

/** One press of Claim: the coupon and the Idempotency-Key made for that press. */
export type ClaimCouponInput = { coupon: string; idempotencyKey: string };

/**
 * Spec §7 POST /api/spinwheel/coupon/claim: the coupon's amount goes to the wallet, or starts a
 * bonus when the coupon has a condition. Idempotent: a retried press cannot claim twice.
 */
export const claimCoupon = ({ coupon, idempotencyKey }: ClaimCouponInput): Promise<CouponClaimed> =>
  apiClient.request(spinwheelApi.claim, { body: { coupon }, idempotencyKey });

export const claimCouponMutationKey = [...spinwheelQueryRoot, 'claim'];

/**
 * Money moved (or may have): the coupons, the wallet and the statement reload; the bonus too when
 * the claim started one, or when it was refused (BONUS_REMAINING: what we knew was stale).
 */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: claimCouponMutationKey,
    mutationFn: claimCoupon,
    onSettled: (data, error) => {
      void queryClient.invalidateQueries({ queryKey: couponsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.statement });
      if (error || data?.bonus) {
        void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.bonus });
      }
    },
  });
}
