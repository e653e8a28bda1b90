import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type MoneyMovedResponse, WALLET_CODE, walletApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { markPlayed } from '@/lib/play-session';
import { getWalletQueryOptions } from './get-wallet';
import { moveMoneyMutationKey } from './transfer';

export type TransferAllInput = {
  body: BodyOf<typeof walletApi.transferAll>;
  idempotencyKey: string;
};

/** Spec §7 POST /api/wallet/transferAll: everything (wallet and every game) into `to`. */
export const transferAll = ({
  body,
  idempotencyKey,
}: TransferAllInput): Promise<MoneyMovedResponse> =>
  apiClient.request(walletApi.transferAll, { body, idempotencyKey });

/** Some legs may have moved before one failed: show the balances again. Into a game: playing. */
export function useTransferAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveMoneyMutationKey,
    mutationFn: transferAll,
    onSuccess: (_answer, { body }) => {
      if (body.to !== WALLET_CODE) markPlayed();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey }),
  });
}
