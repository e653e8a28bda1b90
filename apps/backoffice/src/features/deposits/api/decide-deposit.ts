import { api, type SlipReasonCode } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

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
  return useInvalidatingMutation(
    decideDeposit,
    [queryKeys.deposits.all, queryKeys.dashboard],
    options,
  );
}
