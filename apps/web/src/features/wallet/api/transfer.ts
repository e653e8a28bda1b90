import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MoneyMovedResponse,
  type TransferRequest,
  WALLET_CODE,
  walletApi,
} from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { markPlayed } from '@/lib/play-session';
import { getWalletQueryOptions } from './get-wallet';

/** Both money-moving calls of the transfer modal, so it can tell when one is running. */
export const moveMoneyMutationKey = ['wallet', 'move-money'];

/** One user action: the body and the Idempotency-Key made when the member pressed Transfer. */
export type TransferInput = { body: TransferRequest; idempotencyKey: string };

/** Spec §7 POST /api/wallet/transfer: between the wallet and a game, either way. */
export const transfer = ({ body, idempotencyKey }: TransferInput): Promise<MoneyMovedResponse> =>
  apiClient.request(walletApi.transfer, { body, idempotencyKey });

/**
 * A failed transfer may still have moved money (pending, returned): show the balances again.
 * Money moved into a game means the member plays (issue 15: the reality check starts counting).
 */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveMoneyMutationKey,
    mutationFn: transfer,
    onSuccess: (_answer, { body }) => {
      if (body.to !== WALLET_CODE) markPlayed();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey }),
  });
}
