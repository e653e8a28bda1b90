import type { IncomingHttpHeaders } from 'node:http';
import { anyId } from 'promptparse/generate';
import { fromMinor, type QrBank } from '@wallet/contract';
import { onePayQr } from '../../adapters/lao-payments/onepay-qr';
import type { SettingsService } from '../settings/module';
import type { PaymentGateway, QrRequest } from '../../adapters/payment-gateway/interface';
import type { PaymentEvent } from './payment-event';

export type { PaymentGateway, QrRequest } from '../../adapters/payment-gateway/interface';

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

/**
 * BCEL: a BCEL OnePay merchant QR in kip (tag 53 = 418, tag 54 whole kip, BCEL's SDK layout and
 * unpadded CRC: integrations/lao-payments.md), for the merchant of setting deposit.bcelOnePay.
 * The QR's id is its invoice and transaction ids (tags 62/01 and 62/05), so staff match a
 * payment in BCEL's merchant portal to it.
 */
export class BcelOnePayGateway implements PaymentGateway {
  readonly code = 'BCEL' as const;
  constructor(private readonly settings: SettingsService) {}

  async createQr({ qrcodeId, amount }: QrRequest) {
    if (amount % 100 !== 0) throw new Error('a OnePay QR is in whole kip');
    const merchant = await this.settings.get('deposit.bcelOnePay');
    return {
      payload: onePayQr(merchant, {
        kip: amount / 100,
        reference: qrcodeId,
        description: 'DEPOSIT',
      }),
    };
  }
}

/**
 * How a paid BCEL OnePay QR is confirmed. BCEL publishes no server-side payment notice: its SDK
 * gets a client-side PubNub push whose fields are undocumented, so a server must check with BCEL
 * (merchant portal, or a BCEL API under contract) before crediting (integrations/lao-payments.md).
 * The default is staff: they see the payment in BCEL's portal and apply it with
 * `POST /api/operator/qrcodes/:id/pay` (`qr:pay`, audited). A contracted callback implements
 * `verify` and is then served at `POST /api/payments/BCEL/webhook`.
 */
export interface BcelPaymentNotice {
  readonly name: string;
  /**
   * Checks a callback with BCEL's scheme (signature, or a look-up at BCEL) and answers the
   * payment event it proves, or null (refused, 401). Absent: there is no callback.
   */
  verify?(raw: string, headers: IncomingHttpHeaders): Promise<PaymentEvent | null>;
}

export const staffConfirmsBcel: BcelPaymentNotice = { name: 'staff' };
