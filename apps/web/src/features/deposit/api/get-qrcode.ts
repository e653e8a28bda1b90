import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QrBank, qrcodeApi, type QrState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { notePendingQr } from './pending-qr';

export const QR_POLL_MS = 4_000;

/** Spec §7 GET /api/qrcode/:bankCode: the live QR of one bank, if any. */
export async function getQrcode(bankCode: QrBank): Promise<QrState> {
  const state = await apiClient.request(qrcodeApi.get, { params: { bankCode } });
  notePendingQr(bankCode, state);
  return state;
}

export const getQrcodeQueryOptions = (bankCode: QrBank) =>
  queryOptions({
    queryKey: ['qrcode', bankCode],
    queryFn: () => getQrcode(bankCode),
    staleTime: 0,
    // While a QR is live, look every few seconds (and on return from the banking app) whether
    // it was paid, so the open view can say so at once.
    refetchInterval: (query) => (query.state.data?.hasQrcode ? QR_POLL_MS : false),
    refetchOnWindowFocus: true,
  });

export function useQrcode(bankCode: QrBank) {
  return useQuery(getQrcodeQueryOptions(bankCode));
}
