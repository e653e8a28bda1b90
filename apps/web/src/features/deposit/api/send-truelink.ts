import { useMutation } from '@tanstack/react-query';
import { encryptTruelink, type MoneyMovedResponse, walletApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { pendingMoney } from '@/lib/pending-money';

export type SendTruelinkInput = { link: string; key: string; idempotencyKey: string };

/**
 * Spec §7 POST /api/wallet/truelink { link }: the link is encrypted on the client first
 * (AES-GCM with the key of the deposit lookup, the contract's `encryptTruelink`).
 */
export async function sendTruelink({
  link,
  key,
  idempotencyKey,
}: SendTruelinkInput): Promise<MoneyMovedResponse> {
  const sealed = await encryptTruelink(link.trim(), key);
  return apiClient.request(walletApi.truelink, { body: { link: sealed }, idempotencyKey });
}

/** Issue 13: the link is redeemed after the answer; the wallet looks again for a while. */
export function useSendTruelink() {
  return useMutation({
    mutationKey: ['deposit', 'truelink'],
    mutationFn: sendTruelink,
    onSuccess: (_answer, { idempotencyKey }) =>
      pendingMoney.mark(`truelink:${idempotencyKey}`, 'deposit'),
  });
}
