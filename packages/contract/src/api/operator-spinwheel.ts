import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IsoDate, RecordId } from './common';
import { LocalizedText } from './operator-bonus';
import { SpinPrize } from './spinwheel';

const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'a #rrggbb colour' });

/** One slice as the operator defines it: texts in th/la/en, an integer weight, a prize. */
export const WheelSliceDefinition = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_-]{1,30}$/, { message: 'upper-case letters, digits, _ and -' }),
  label: z.strictObject({
    th: z.string().trim().min(1).max(40),
    la: z.string().trim().min(1).max(40),
    en: z.string().trim().min(1).max(40),
  }),
  bgColor: Color,
  textColor: Color,
  htmlDescription: LocalizedText,
  weight: z.number().int().min(1).max(1_000_000),
  prize: SpinPrize,
});
export type WheelSliceDefinition = z.infer<typeof WheelSliceDefinition>;

/** A wheel version (`npm run operator -- spinwheel:set FILE.json`): 2–16 slices, unique codes. */
export const WheelDefinition = z
  .strictObject({
    name: LocalizedText,
    slices: z.array(WheelSliceDefinition).min(2).max(16),
  })
  .refine((w) => new Set(w.slices.map((s) => s.code)).size === w.slices.length, {
    message: 'slice codes must be unique',
    path: ['slices'],
  });
export type WheelDefinition = z.infer<typeof WheelDefinition>;

const Reason = z.string().trim().min(3).max(500);

/** Operator calls of the prize wheel (issue 10). */
export const operatorSpinwheelApi = {
  wheel: defineEndpoint({
    method: 'GET',
    path: '/api/operator/spinwheel',
    summary: 'The live wheel definition and every version before it',
    access: 'operator',
    permission: 'marketing.read',
    response: z.object({
      live: z.object({ version: z.number().int(), definition: WheelDefinition }).nullable(),
      versions: z.array(
        z.object({
          version: z.number().int(),
          createdAt: IsoDate,
          reason: z.string(),
          slices: z.number().int(),
          spins: z.number().int(),
        }),
      ),
    }),
  }),
  setWheel: defineEndpoint({
    method: 'POST',
    path: '/api/operator/spinwheel',
    summary: 'Publish a new wheel version (the old ones stay for the audit)',
    access: 'operator',
    permission: 'marketing.write',
    body: z.strictObject({ wheel: WheelDefinition, reason: Reason }),
    response: z.object({ version: z.number().int() }),
  }),
  grantCoins: defineEndpoint({
    method: 'POST',
    path: '/api/operator/members/:phone/coins',
    summary: 'Grant (positive) or take (negative) coins, with a reason',
    access: 'operator',
    permission: 'coins.grant',
    idempotent: true,
    params: z.object({ phone: z.string().min(1).max(20) }),
    body: z.strictObject({
      coins: z
        .number()
        .int()
        .min(-100_000)
        .max(100_000)
        .refine((n) => n !== 0, { message: 'not 0' }),
      reason: Reason,
    }),
    response: z.object({ phone: z.string(), coins: z.number().int().nonnegative() }),
  }),
  issueCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/operator/members/:phone/coupons',
    summary: 'Issue a coupon of a live slice’s prize to a member, with a reason',
    access: 'operator',
    permission: 'coins.grant',
    idempotent: true,
    params: z.object({ phone: z.string().min(1).max(20) }),
    body: z.strictObject({ slice: z.string().trim().min(1).max(30), reason: Reason }),
    response: z.object({ couponId: RecordId, expiresAt: IsoDate }),
  }),
  earnCoins: defineEndpoint({
    method: 'POST',
    path: '/api/operator/coins/earn',
    summary: 'Credit the coins earned by deposits and play now (the rewards job also does)',
    access: 'operator',
    permission: 'marketing.write',
    response: z.object({ rows: z.number().int(), coins: z.number().int() }),
  }),
  verifySpin: defineEndpoint({
    method: 'GET',
    path: '/api/operator/spins/:id/verify',
    summary: 'Recompute a recorded spin from its seeds and wheel version',
    access: 'operator',
    permission: 'marketing.read',
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
    response: z.object({
      spinId: RecordId,
      phone: z.string(),
      wheelVersion: z.number().int(),
      seedHash: z.string(),
      serverSeed: z.string(),
      revealed: z.boolean(),
      clientSeed: z.string(),
      nonce: z.number().int(),
      hashMatches: z.boolean(),
      recorded: z.object({ draw: z.number(), code: z.string() }),
      recomputed: z.object({ draw: z.number(), code: z.string() }),
      ok: z.boolean(),
    }),
  }),
} as const;
