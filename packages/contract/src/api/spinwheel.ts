import { z } from 'zod';
import { MessageResponse, defineEndpoint } from '../endpoint';
import { Amount, RecordId } from './common';

export const SpinSlice = z.object({
  code: z.string(),
  label: z.string(),
  bgColor: z.string(),
  textColor: z.string(),
  htmlDescription: z.string(),
});
export type SpinSlice = z.infer<typeof SpinSlice>;

export const SpinSetup = z.object({
  result: z.object({
    activeSpinwheel: z.object({ name: z.string(), slices: z.array(SpinSlice) }),
    userCoin: z.number().int().nonnegative(),
  }),
});
export type SpinSetup = z.infer<typeof SpinSetup>;

/** §8: a failed spin answers success false and an error code looked up by the client. */
export const SpinResult = z.object({
  success: z.boolean(),
  result: z
    .object({ code: z.string(), label: z.string(), remainingCoin: z.number().int().nonnegative() })
    .nullable(),
  error: z.string().nullable(),
});
export type SpinResult = z.infer<typeof SpinResult>;

export const Coupon = z.object({
  _id: RecordId,
  prize: z.object({ label: z.string().describe('the slice label'), name: z.string() }),
  amount: Amount,
});
export type Coupon = z.infer<typeof Coupon>;

export const spinwheelApi = {
  setup: defineEndpoint({
    method: 'GET',
    path: '/api/spinwheel/setup',
    summary: 'The active wheel and the member coin count',
    access: 'member',
    response: SpinSetup,
  }),
  spin: defineEndpoint({
    method: 'POST',
    path: '/api/spinwheel/spin',
    summary: 'Spend one coin to spin the wheel',
    access: 'member',
    response: SpinResult,
  }),
  coupons: defineEndpoint({
    method: 'GET',
    path: '/api/spinwheel/coupon',
    summary: 'Prize coupons won and not yet claimed',
    access: 'member',
    response: z.object({ coupons: z.array(Coupon) }),
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/spinwheel/coupon/claim',
    summary: 'Claim one prize coupon',
    access: 'member',
    body: z.strictObject({ coupon: z.string().min(1).max(100).describe('the coupon _id') }),
    response: MessageResponse,
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/api/spinwheel/active',
    summary: 'Whether the spin wheel is on',
    access: 'member',
    response: z.object({ isActive: z.boolean() }),
  }),
} as const;
