import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MoneyMovedResponse, walletApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { pendingMoney } from '@/lib/pending-money';
import { getWalletQueryOptions } from './get-wallet';

/**
 * One press of Withdraw (`one`) or Withdraw everything (`all`, POST /withdrawAll, spec §7:
 * "used by the withdraw modal"), with the Idempotency-Key made when the member pressed it.
 */
export type WithdrawInput = { kind: 'one' | 'all'; amount: number; idempotencyKey: string };

export const withdraw = ({ kind, amount, idempotencyKey }: WithdrawInput) =>
  apiClient.request(kind === 'all' ? walletApi.withdrawAll : walletApi.withdraw, {
    body: { amount },
    idempotencyKey,
  }) as Promise<MoneyMovedResponse>;

export const withdrawMutationKey = ['wallet', 'withdraw'];

/**
 * The money is reserved (or returned) either way: the wallet is shown again after the answer.
 * A recorded withdrawal is processing (issue 13): the wallet keeps looking for a while, so a
 * refused one shows its money back without a reload.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: withdrawMutationKey,
    mutationFn: withdraw,
    onSuccess: (_answer, { idempotencyKey }) =>
      pendingMoney.mark(`withdraw:${idempotencyKey}`, 'withdraw'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey }),
  });
}
