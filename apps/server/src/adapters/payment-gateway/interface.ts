import type { QrBank } from '@wallet/contract';

export interface QrRequest {
  qrcodeId: string;
  /** Minor units. */
  amount: number;
}

/**
 * A payment gateway that issues deposit QR codes and reports payments by signed webhook
 * (`POST /api/payments/<code>/webhook`, docs/decisions/008). `createQr` answers the payload the
 * QR encodes; a failure becomes QR_FAIL.
 */
export interface PaymentGateway {
  readonly code: QrBank;
  createQr(request: QrRequest): Promise<{ payload: string }>;
}
