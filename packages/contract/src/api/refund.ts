import { z } from 'zod';
import { MessageResponse, defineEndpoint } from '../endpoint';
import { Amount, BannersResponse, IsoDate, PageRequest, Total } from './common';

export const RefundEntry = z.object({ refundAmount: Amount, createdAt: IsoDate });
export type RefundEntry = z.infer<typeof RefundEntry>;

/** §4: receivable only when result is true; receiving is disabled while a bonus is active. */
export const RefundCheck = z.object({
  result: z.boolean(),
  bonus: z.boolean().describe('a bonus is active'),
  info: z.string(),
  refundAmount: Amount,
  refundSuccess: z.number().min(0).max(100).describe('percent'),
  refundFail: z.number().min(0).max(100).describe('percent'),
});
export type RefundCheck = z.infer<typeof RefundCheck>;

export const refundApi = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/refund',
    summary: 'One page of refunds received',
    access: 'member',
    body: PageRequest,
    response: z.object({ refunds: z.array(RefundEntry), total: Total }),
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/api/refund/check',
    summary: 'Whether a refund of losses can be received now, and how much',
    access: 'member',
    response: RefundCheck,
  }),
  receive: defineEndpoint({
    method: 'GET',
    path: '/api/refund/receive',
    summary: 'Receive the accrued refund',
    access: 'member',
    response: MessageResponse,
  }),
  addWallet: defineEndpoint({
    method: 'GET',
    path: '/api/refund/addWallet',
    summary: 'Add the received refund to the wallet',
    access: 'member',
    response: MessageResponse,
  }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/api/refund/banners',
    summary: 'Banners shown before the refund modal',
    access: 'member',
    response: BannersResponse,
  }),
} as const;
