import { useMutation } from '@tanstack/react-query';
import { type MoneyMovedResponse, walletApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { pendingMoney } from '@/lib/pending-money';

export type AddDepositInput = { amount: number; idempotencyKey: string };

/** Spec §7 POST /api/wallet/add { amount }: a manual deposit notice, confirmed by staff. */
export const addDeposit = ({
  amount,
  idempotencyKey,
}: AddDepositInput): Promise<MoneyMovedResponse> =>
  apiClient.request(walletApi.add, { body: { amount }, idempotencyKey });

/** Issue 13: a notice is checked by staff; the wallet looks again for a while meanwhile. */
export function useAddDeposit() {
  return useMutation({
    mutationKey: ['deposit', 'add'],
    mutationFn: addDeposit,
    onSuccess: (_answer, { idempotencyKey }) =>
      pendingMoney.mark(`notice:${idempotencyKey}`, 'deposit'),
  });
}
