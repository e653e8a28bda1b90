import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QrBank, type QrState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

/** Spec §7 GET /api/qrcode/:bankCode: the live QR of one bank, if any. */
export const getQrcode = (bankCode: QrBank): Promise<QrState> =>
  apiClient.request(api.qrcode.get, { params: { bankCode } });

export const getQrcodeQueryOptions = (bankCode: QrBank) =>
  queryOptions({
    queryKey: ['qrcode', bankCode],
    queryFn: () => getQrcode(bankCode),
    staleTime: 0,
  });

export function useQrcode(bankCode: QrBank) {
  return useQuery(getQrcodeQueryOptions(bankCode));
}
