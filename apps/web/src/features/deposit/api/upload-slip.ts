import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResponseOf, type SlipUploaded, toMinor, walletApi } from '@wallet/contract';
import { apiClient, type UploadProgress } from '@/lib/api-client';
import { pendingMoney } from '@/lib/pending-money';
import { sharedQueryKeys } from '@/lib/query-keys';

export type UploadSlipInput = {
  file: File;
  idempotencyKey: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/** Spec §7 POST /api/wallet/slip: multipart, field `file`, 300 s (the endpoint's timeout). */
export function uploadSlip({
  file,
  idempotencyKey,
  signal,
  onProgress,
}: UploadSlipInput): Promise<ResponseOf<typeof walletApi.slip>> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiClient.upload(walletApi.slip, { body, idempotencyKey, signal, onProgress });
}

/**
 * What a slip answer says about money on its way (lib/pending-money). Credited at once by the
 * slip check service: settled with the server's figure, so "Money received" says the amount the
 * upload answer showed. Refused at once: nothing is coming. Else (no service, or the service
 * failed or could not decide): staff check it, and the wallet looks again for a while.
 */
export function notePendingSlip(key: string, answer: SlipUploaded): void {
  if (answer.credited) {
    pendingMoney.mark(key, 'deposit');
    pendingMoney.settle(
      key,
      answer.creditedAmount != null
        ? { deposit: toMinor(answer.creditedAmount), bonus: 0 }
        : undefined,
    );
  } else if (!answer.reason) {
    pendingMoney.mark(key, 'deposit');
  }
}

/**
 * Issue 13: a slip received is being checked; the wallet looks again for a while. One credited
 * at once reloads the wallet and the statement now, as other money flows do.
 */
export function useUploadSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['deposit', 'slip'],
    mutationFn: uploadSlip,
    onSuccess: (answer, { idempotencyKey }) => {
      notePendingSlip(`slip:${idempotencyKey}`, answer);
      if (answer.credited) {
        void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
        void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.statement });
      }
    },
  });
}
