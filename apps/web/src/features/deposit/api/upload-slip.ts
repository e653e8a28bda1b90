import { useMutation } from '@tanstack/react-query';
import { type ResponseOf, walletApi } from '@wallet/contract';
import { apiClient, type UploadProgress } from '@/lib/api-client';
import { pendingMoney } from '@/lib/pending-money';

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

/** Issue 13: a slip received is being checked; the wallet looks again for a while. */
export function useUploadSlip() {
  return useMutation({
    mutationKey: ['deposit', 'slip'],
    mutationFn: uploadSlip,
    onSuccess: (_answer, { idempotencyKey }) =>
      pendingMoney.mark(`slip:${idempotencyKey}`, 'deposit'),
  });
}
