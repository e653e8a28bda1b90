import { z } from 'zod';
import { QR_BANKS } from '../constants';
import { defineEndpoint } from '../endpoint';
import { Amount } from './common';

const QrParams = z.object({ bankCode: z.enum(QR_BANKS) });

/**
 * What the message of a QR state without a live QR says about the member's latest QR of that
 * bank, when it was paid a moment ago (an addition to §3 so the open QR view can say "paid"
 * instead of just going back to none): credited to the wallet, or waiting for staff review.
 */
export const QR_OUTCOMES = { paid: 'QR_PAID', review: 'QR_IN_REVIEW' } as const;
export type QrOutcome = (typeof QR_OUTCOMES)[keyof typeof QR_OUTCOMES];

/**
 * §3 QR state; with no live QR, hasQrcode is false and qrcode is null. qrcodeId is null too,
 * unless the latest QR was paid within the last few minutes: then it names that QR and message
 * is a QR_OUTCOMES code.
 */
export const QrState = z.object({
  qrcodeId: z.string().nullable(),
  hasQrcode: z.boolean(),
  qrcode: z.string().nullable().describe('markup to render (svg or img)'),
  amount: Amount,
  expireIn: z.number().int().nonnegative().describe('seconds until the QR expires'),
  message: z.string(),
  /** Added (issue 13): who the money goes to, shown beside the QR before paying. */
  receiverName: z.string().nullable(),
  /** Added (issue 13): the QR's text, so the phone can save or share it as an image. */
  payload: z.string().nullable(),
  /**
   * Added (issue 23 §2): with a QR_OUTCOMES message, the bonus credited together with that
   * deposit (decision 010), so "received" can name both figures the wallet rose by; null or
   * absent: none. Optional: answers stored before it (idempotent creates) have no such field.
   */
  bonusAmount: Amount.nullable().optional(),
});
export type QrState = z.infer<typeof QrState>;

export const qrcodeApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/qrcode/:bankCode',
    summary: 'The live deposit QR of one provider, if any',
    access: 'member',
    params: QrParams,
    response: QrState,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/qrcode/:bankCode',
    summary: 'Create a single-use deposit QR for an amount (minimum per provider, §5)',
    access: 'member',
    moves: 'deposit',
    params: QrParams,
    body: z.strictObject({ amount: Amount }),
    response: QrState,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/qrcode/:bankCode',
    summary: 'Cancel the live deposit QR',
    access: 'member',
    moves: 'none',
    params: QrParams,
    body: z.strictObject({ qrcodeId: z.string().min(1).max(100) }),
    response: QrState,
  }),
} as const;
