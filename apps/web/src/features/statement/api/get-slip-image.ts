import { statementApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

/** Spec §7 GET /api/statement/slip/reference/:reference: a short-lived address of the image. */
export const getSlipImageUrl = async (reference: string): Promise<string> =>
  (await apiClient.request(statementApi.slipImage, { params: { reference } })).url;
