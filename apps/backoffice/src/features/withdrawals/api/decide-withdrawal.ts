import { api } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

/** Paid with the bank transfer's reference, or failed with a reason (both go to the audit). */
export type WithdrawalDecision =
  { kind: 'paid'; id: string; reference: string } | { kind: 'fail'; id: string; reason: string };

export const decideWithdrawal = (decision: WithdrawalDecision) =>
  decision.kind === 'paid'
    ? apiClient.request(api.operator.withdrawalPaid, {
        params: { id: decision.id },
        body: { reference: decision.reference },
      })
    : apiClient.request(api.operator.withdrawalFail, {
        params: { id: decision.id },
        body: { reason: decision.reason },
      });

/** A decision changes the queue and the dashboard's counts. */
export function useDecideWithdrawal(
  options: MutationCallbacks<Awaited<ReturnType<typeof decideWithdrawal>>, WithdrawalDecision> = {},
) {
  return useInvalidatingMutation(
    decideWithdrawal,
    [queryKeys.withdrawals.all, queryKeys.dashboard],
    options,
  );
}
