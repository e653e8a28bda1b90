import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SpinResult, spinwheelApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { spinwheelQueryRoot } from './get-spin-active';
import { couponsQueryRoot } from './get-coupons';
import { spinSetupQueryRoot } from './get-spin-setup';
import { spinsQueryRoot } from './get-spins';

/** One press of Spin: the Idempotency-Key made for that press. */
export type SpinInput = { idempotencyKey: string };

/**
 * Spec §7 POST /api/spinwheel/spin: one coin (§9) for one draw, once whatever the retries. The
 * answer says where the wheel stops (`sliceIndex`) and what was won.
 */
export const spin = ({ idempotencyKey }: SpinInput): Promise<SpinResult> =>
  apiClient.request(spinwheelApi.spin, { idempotencyKey });

export const spinMutationKey = [...spinwheelQueryRoot, 'spin'];

/** A coin was spent (or may have been): the coins, the coupons, the history and the wallet reload. */
export function useSpin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: spinMutationKey,
    mutationFn: spin,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: spinSetupQueryRoot });
      void queryClient.invalidateQueries({ queryKey: couponsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: spinsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
    },
  });
}
