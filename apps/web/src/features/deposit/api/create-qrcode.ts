import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QR_BANKS, type QrBank, qrcodeApi, type QrState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { getQrcodeQueryOptions } from './get-qrcode';
import { notePendingQr } from './pending-qr';

export type CreateQrInput = { bankCode: QrBank; amount: number };

/** Spec §7 POST /api/qrcode/:bankCode { amount }. */
export const createQrcode = ({ bankCode, amount }: CreateQrInput): Promise<QrState> =>
  apiClient.request(qrcodeApi.create, { params: { bankCode }, body: { amount } });

/**
 * The answer becomes this bank's QR state; spec §4: creating a QR for one bank makes the other
 * banks' QR views reload.
 */
export function useCreateQrcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQrcode,
    onSuccess: (state, { bankCode }) => {
      notePendingQr(bankCode, state);
      if (state.hasQrcode) {
        queryClient.setQueryData(getQrcodeQueryOptions(bankCode).queryKey, state);
      }
      for (const other of QR_BANKS) {
        if (other === bankCode) continue;
        void queryClient.invalidateQueries({ queryKey: getQrcodeQueryOptions(other).queryKey });
      }
    },
  });
}
