import { fromMinor, type QrBank } from '@wallet/contract';
import type { PaymentGateway, QrRequest } from './interface';
import { postJson } from '../post-json';

export interface HttpGatewayOptions {
  /** Base URL; the QR is asked at `<url>/<code lowercase>/qr`. */
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}

/**
 * A payment gateway over HTTP (WW, E2P): `POST <url>/<code>/qr` with `{ reference, amount }`
 * and a bearer token; it answers `{ qrPayload }`, the payload its QR encodes. The payment
 * arrives later by our signed webhook (`/api/payments/<code>/webhook`) naming `reference` as
 * `qrcodeId`. Any failure or timeout is QR_FAIL for the member (no QR is kept).
 */
export class HttpPaymentGateway implements PaymentGateway {
  constructor(
    readonly code: QrBank,
    private readonly options: HttpGatewayOptions,
  ) {}

  async createQr({ qrcodeId, amount }: QrRequest) {
    const base = this.options.url.replace(/\/$/, '');
    const response = await postJson(
      {
        url: `${base}/${this.code.toLowerCase()}/qr`,
        token: this.options.token,
        timeoutMs: this.options.timeoutMs ?? 10_000,
      },
      { reference: qrcodeId, amount: fromMinor(amount) },
    );
    if (!response.ok) throw new Error(`gateway ${this.code} answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { qrPayload?: unknown } | null;
    const payload = body?.qrPayload;
    if (typeof payload !== 'string' || payload.length < 10 || payload.length > 2000) {
      throw new Error(`gateway ${this.code} answered no QR payload`);
    }
    return { payload };
  }
}
