import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ActiveBonus } from './bonus';
import { Amount, BannersResponse, IsoDate, PageRequest, Total } from './common';

export const RefundEntry = z.object({
  refundAmount: Amount,
  createdAt: IsoDate,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  netLoss: Amount,
});
export type RefundEntry = z.infer<typeof RefundEntry>;

/** §4: receivable only when result is true; receiving is disabled while a bonus is active. */
export const RefundCheck = z.object({
  result: z.boolean(),
  bonus: z.boolean().describe('a bonus is active'),
  info: z.string().describe('why it can or cannot be received, in the member’s language'),
  refundAmount: Amount,
  refundSuccess: z
    .number()
    .min(0)
    .max(10_000)
    .describe('percent (balance target of the bonus it starts; 0: none)'),
  refundFail: z.number().min(0).max(100).describe('percent'),
  /** Added: the period the refund is for, and how it is computed (issue 9). */
  enabled: z.boolean(),
  period: z.enum(['day', 'week']),
  periodStart: IsoDate,
  periodEnd: IsoDate,
  /** Stakes minus payouts of the period's settled rounds, play under a bonus left out. */
  netLoss: Amount,
  percent: z.number(),
  minimum: Amount,
  maximum: Amount.nullable(),
  /** Received already for this period. */
  received: z.boolean(),
  /** The last moment it can be received (null: until the next period's refund replaces it). */
  claimUntil: IsoDate.nullable(),
});
export type RefundCheck = z.infer<typeof RefundCheck>;

export const RefundReceived = z.object({
  message: z.literal('REFUND_SUCCESS'),
  refundAmount: Amount,
  wallet: z.object({ amount: Amount }),
  bonus: ActiveBonus.nullable().describe('the bonus it started, when `refund.condition` is set'),
});
export type RefundReceived = z.infer<typeof RefundReceived>;

export const refundApi = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/refund',
    summary: 'One page of refunds received',
    access: 'member',
    moves: 'none',
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
    summary: 'Receive the last period’s refund into the wallet (once per period)',
    access: 'member',
    moves: 'claim',
    idempotent: true,
    response: RefundReceived,
  }),
  addWallet: defineEndpoint({
    method: 'GET',
    path: '/api/refund/addWallet',
    summary: 'The same as receive (§7 names both): the refund goes to the wallet, once',
    access: 'member',
    moves: 'claim',
    idempotent: true,
    response: RefundReceived,
  }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/api/refund/banners',
    summary: 'Banners shown before the refund modal',
    access: 'member',
    response: BannersResponse,
  }),
} as const;
