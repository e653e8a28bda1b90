import { api, type SlipReasonCode } from '@wallet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MutationCallbacks } from '@/lib/react-query';

/** Approve with the amount to credit (and a note), or reject with a reason code. */
export type DepositDecision = { id: string } & (
  { kind: 'approve'; amount: number; note?: string } | { kind: 'reject'; code: SlipReasonCode }
);

export const decideDeposit = (decision: DepositDecision) =>
  decision.kind === 'approve'
    ? apiClient.request(api.operator.depositApprove, {
        params: { id: decision.id },
        body: { amount: decision.amount, ...(decision.note ? { note: decision.note } : {}) },
      })
    : apiClient.request(api.operator.depositReject, {
        params: { id: decision.id },
        body: { code: decision.code },
      });

/** A decision changes the queue and the dashboard's counts. */
export function useDecideDeposit(
  options: MutationCallbacks<Awaited<ReturnType<typeof decideDeposit>>, DepositDecision> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: decideDeposit,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: queryKeys.deposits.all });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
      return options.onSuccess?.(...args);
    },
  });
}
