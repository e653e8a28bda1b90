import { encode, parseQr, withCrc, type Tlv } from './emvco';

/** ISO 4217 numeric code of the kip (EMVCo tag 53). */
export const LAK_NUMERIC = '418';

export interface OnePayMerchant {
  /** The merchant id BCEL issued (`mcid`). */
  mcid: string;
  /** Merchant category code (EMVCo tag 52), e.g. 7995 betting; omitted when empty. */
  mcc: string;
  /** The shop code of the merchant's terminal (tag 62/07), as BCEL's channels name it. */
  shopCode: string;
}

export interface OnePayOrder {
  /** Whole kip (the minor units of our ledger divided by 100). */
  kip: number;
  /** Our QR's id: the invoice (tag 62/01) and transaction (62/05) ids staff match payments by. */
  reference: string;
  description: string;
}

/**
 * A BCEL OnePay merchant QR, laid out as BCEL's browser SDK (onepay.js) lays it out, because
 * BCEL One is the app that must accept it: `00`=01, `01`=11, tag 33 = BCEL / ONEPAY / mcid, 52
 * MCC, 53 = 418 (kip), 54 the amount in whole kip, 58 `VTE` and 60 `LA` (BCEL's defaults, not
 * EMVCo's order), 62 = invoice, transaction, terminal, description; the CRC unpadded, as the SDK
 * writes it (integrations/lao-payments.md).
 */
export function onePayQr(merchant: OnePayMerchant, order: OnePayOrder): string {
  if (!Number.isSafeInteger(order.kip) || order.kip <= 0) {
    throw new Error(`a OnePay QR needs a whole number of kip: ${order.kip}`);
  }
  const text = (value: string, max: number) => value.replace(/[^\x20-\x7e]/g, '').slice(0, max);
  const present = (fields: Tlv): Tlv => fields.filter(([, v]) => v !== '');
  const body = encode(
    present([
      ['00', '01'],
      ['01', '11'],
      [
        '33',
        [
          ['00', 'BCEL'],
          ['01', 'ONEPAY'],
          ['02', text(merchant.mcid, 40)],
        ],
      ],
      ['52', text(merchant.mcc, 4)],
      ['53', LAK_NUMERIC],
      ['54', String(order.kip)],
      ['58', 'VTE'],
      ['60', 'LA'],
      [
        '62',
        present([
          ['01', text(order.reference, 25)],
          ['05', text(order.reference, 25)],
          ['07', text(merchant.shopCode, 25)],
          ['08', text(order.description, 25)],
        ]),
      ],
    ]),
  );
  return withCrc(body, { padded: false });
}

/** What a OnePay QR asks for, read back (tests, and staff checking a member's screenshot). */
export function readOnePayQr(payload: string) {
  const qr = parseQr(payload);
  if (!qr || qr.sub('33', '00') !== 'BCEL' || qr.sub('33', '01') !== 'ONEPAY') return null;
  const amount = qr.fields.get('54');
  return {
    mcid: qr.sub('33', '02') ?? '',
    currency: qr.fields.get('53') ?? '',
    kip: amount && /^\d+(\.\d{1,2})?$/.test(amount) ? Number(amount) : null,
    reference: qr.sub('62', '01') ?? '',
  };
}
