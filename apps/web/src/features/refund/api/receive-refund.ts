import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundApi, type RefundReceived } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { refundQueryRoot } from './get-refund-check';

/** One press of Receive: the Idempotency-Key made for that press. */
export type ReceiveRefundInput = { idempotencyKey: string };

/**
 * Spec §7 GET /api/refund/receive (GET /api/refund/addWallet is the same call): the last
 * period's refund goes to the wallet, once per period whatever the retries (§4).
 */
export const receiveRefund = ({ idempotencyKey }: ReceiveRefundInput): Promise<RefundReceived> =>
  apiClient.request(refundApi.receive, { idempotencyKey });

export const receiveRefundMutationKey = [...refundQueryRoot, 'receive'];

/**
 * Money moved (or may have): the check, the history, the wallet, the statement and the bonus
 * (a refund with a condition starts one) reload.
 */
export function useReceiveRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: receiveRefundMutationKey,
    mutationFn: receiveRefund,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: refundQueryRoot });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.statement });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.bonus });
    },
  });
}
