import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QrBank, qrcodeApi, type QrState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { getQrcodeQueryOptions } from './get-qrcode';
import { notePendingQr } from './pending-qr';

export type CancelQrInput = { bankCode: QrBank; qrcodeId: string };

/** Spec §7 DELETE /api/qrcode/:bankCode { qrcodeId }: the QR goes back to none (§4). */
export const cancelQrcode = ({ bankCode, qrcodeId }: CancelQrInput): Promise<QrState> =>
  apiClient.request(qrcodeApi.remove, { params: { bankCode }, body: { qrcodeId } });

export function useCancelQrcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelQrcode,
    onSuccess: (state, { bankCode }) => {
      notePendingQr(bankCode, state);
      queryClient.setQueryData(getQrcodeQueryOptions(bankCode).queryKey, state);
    },
    onError: (_error, { bankCode }) =>
      queryClient.invalidateQueries({ queryKey: getQrcodeQueryOptions(bankCode).queryKey }),
  });
}
