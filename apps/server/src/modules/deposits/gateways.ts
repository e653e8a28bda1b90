import { anyId } from 'promptparse/generate';
import { fromMinor, type QrBank } from '@wallet/contract';
import type { SettingsService } from '../settings/service';

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

/** PromptPay target type by length: mobile 10, tax id 13, e-wallet 15 (EMVCo tag 29). */
function proxyType(id: string): 'MSISDN' | 'NATID' | 'EWALLETID' {
  return id.length === 10 ? 'MSISDN' : id.length === 13 ? 'NATID' : 'EWALLETID';
}

/**
 * KBANK: a real Thai QR (PromptPay AnyID, EMVCo) with the amount, paying the site's PromptPay
 * target (setting deposit.promptpayId); any Thai banking app can scan it. The bank's payment
 * notice (or `npm run operator -- qr:pay`) arrives through the webhook.
 */
export class PromptPayGateway implements PaymentGateway {
  readonly code = 'KBANK' as const;
  constructor(private readonly settings: SettingsService) {}

  async createQr({ amount }: QrRequest) {
    const target = await this.settings.get('deposit.promptpayId');
    return { payload: anyId({ type: proxyType(target), target, amount: fromMinor(amount) }) };
  }
}

/**
 * The local stand-in for the WW and E2P gateways: issues its own payload (a pay link naming the
 * QR and the amount) and is paid through the same signed webhook (`qr:pay`). A real gateway's
 * HTTP adapter replaces it behind the same interface.
 */
export class LocalGateway implements PaymentGateway {
  constructor(readonly code: QrBank) {}

  async createQr({ qrcodeId, amount }: QrRequest) {
    const value = fromMinor(amount).toFixed(2);
    return {
      payload: `https://pay.local/${this.code.toLowerCase()}/${qrcodeId}?amount=${value}`,
    };
  }
}
