import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ActiveBonus } from './bonus';
import { Amount, IsoDate, RecordId, Total } from './common';

/**
 * What a slice wins (issue 10, docs/decisions/012). Baht only ever comes as a coupon: the member
 * sees its amount, condition and expiry in the list and chooses when to claim it (a bonus
 * condition starts then, never behind their back mid-spin). Coins go straight back to the
 * member's coin account; `nothing` is a losing slice, shown as such.
 */
export const SpinPrize = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('coupon'),
    amount: Amount.refine((a) => a > 0, { message: 'more than 0' }),
    /** A bonus condition started when the coupon is claimed (as the invite reward's). */
    condition: z
      .strictObject({
        percentSuccess: z.number().min(0).max(10_000),
        percentFail: z.number().min(0).max(100),
      })
      .nullable(),
    /** Days a coupon stays claimable after the spin. */
    validDays: z.number().int().min(1).max(365),
  }),
  z.strictObject({ kind: z.literal('coins'), coins: z.number().int().min(1).max(1_000) }),
  z.strictObject({ kind: z.literal('nothing') }),
]);
export type SpinPrize = z.infer<typeof SpinPrize>;

/** §3 slice, plus its weight and chance: anyone can see the odds (issue 10). */
export const SpinSlice = z.object({
  code: z.string(),
  label: z.string(),
  bgColor: z.string(),
  textColor: z.string(),
  htmlDescription: z.string(),
  /** Integer weight: the chance of the slice is weight / sum of weights. */
  weight: z.number().int().positive(),
  chance: z.number().min(0).max(1),
  prize: SpinPrize,
});
export type SpinSlice = z.infer<typeof SpinSlice>;

/** The wheel as one version shows it (its odds are public, old versions stay readable). */
export const SpinWheelView = z.object({
  name: z.string(),
  version: z.number().int().positive(),
  slices: z.array(SpinSlice),
});
export type SpinWheelView = z.infer<typeof SpinWheelView>;

/** Provably fair state of a member (issue 10): the hash of the seed their next spins use. */
export const SpinFairness = z.object({
  seedHash: z.string().describe('SHA-256 (hex) of the server seed, shown before any spin'),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative().describe('the nonce of the next spin'),
});
export type SpinFairness = z.infer<typeof SpinFairness>;

/** How coins are earned (settings `spinwheel.coinPerDeposit` / `coinPerTurnover`, baht per coin). */
export const CoinRule = z.object({
  perDeposit: Amount.nullable(),
  perTurnover: Amount.nullable(),
});
export type CoinRule = z.infer<typeof CoinRule>;

export const SpinSetup = z.object({
  result: z.object({
    activeSpinwheel: SpinWheelView,
    userCoin: z.number().int().nonnegative(),
    fairness: SpinFairness,
    earn: CoinRule,
    coinsPerSpin: z.number().int().positive(),
  }),
});
export type SpinSetup = z.infer<typeof SpinSetup>;

/** The public odds of a wheel version (the live one unless `version` is asked). */
export const SpinOdds = z.object({ wheel: SpinWheelView, earn: CoinRule });
export type SpinOdds = z.infer<typeof SpinOdds>;

/**
 * §3 spin result. A refused spin is an error answer (`{message: CODE}`, 4xx) like every other
 * call; `success`/`error` keep the §3 shape for clients that read them.
 */
export const SpinResult = z.object({
  success: z.literal(true),
  result: z.object({
    code: z.string(),
    label: z.string(),
    remainingCoin: z.number().int().nonnegative(),
    spinId: RecordId,
    prize: SpinPrize,
    /** The coupon the prize was issued as (prize kind coupon). */
    couponId: RecordId.nullable(),
    /** Where the wheel stops: the slice's index in the version's list. */
    sliceIndex: z.number().int().nonnegative(),
    wheelVersion: z.number().int().positive(),
    seedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative(),
  }),
  error: z.null(),
});
export type SpinResult = z.infer<typeof SpinResult>;

export const CouponStatus = z.enum(['open', 'claimed', 'expired']);
export type CouponStatus = z.infer<typeof CouponStatus>;

/** §3 coupon: prize (slice label, name) and amount, plus what the member must know to choose. */
export const Coupon = z.object({
  _id: RecordId,
  prize: z.object({ label: z.string().describe('the slice label'), name: z.string() }),
  amount: Amount,
  condition: z.object({ percentSuccess: z.number(), percentFail: z.number() }).nullable(),
  status: CouponStatus,
  createdAt: IsoDate,
  expiresAt: IsoDate,
  claimedAt: IsoDate.nullable(),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponClaimed = z.object({
  message: z.literal('COUPON_CLAIMED'),
  amount: Amount,
  wallet: z.object({ amount: Amount }),
  bonus: ActiveBonus.nullable().describe('the bonus it started, when the coupon has a condition'),
});
export type CouponClaimed = z.infer<typeof CouponClaimed>;

/** One past spin with what is needed to recompute it (the server seed once rotated). */
export const SpinRecord = z.object({
  _id: RecordId,
  createdAt: IsoDate,
  wheelVersion: z.number().int().positive(),
  seedHash: z.string(),
  /** Revealed once the member rotated away from the seed; null while it is in use. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  draw: z.number().min(0).max(1),
  code: z.string(),
  label: z.string(),
  coinsBefore: z.number().int().nonnegative(),
  coinsAfter: z.number().int().nonnegative(),
  prize: SpinPrize,
});
export type SpinRecord = z.infer<typeof SpinRecord>;

/** A client seed the member picks: short, printable, no spaces (it goes into the HMAC message). */
export const ClientSeed = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: '1–64 letters, digits, _ or -' });

export const PageQuery = (limit: number) =>
  z.strictObject({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(limit),
  });

export const spinwheelApi = {
  setup: defineEndpoint({
    method: 'GET',
    path: '/api/spinwheel/setup',
    summary: 'The live wheel with its odds, the member coin count and their fairness seeds',
    access: 'member',
    response: SpinSetup,
  }),
  spin: defineEndpoint({
    method: 'POST',
    path: '/api/spinwheel/spin',
    summary: 'Spend one coin to spin the wheel (once, whatever retries)',
    access: 'member',
    moves: 'spin',
    idempotent: true,
    response: SpinResult,
  }),
  coupons: defineEndpoint({
    method: 'GET',
    path: '/api/spinwheel/coupon',
    summary: 'Prize coupons, claimable ones first (§9: 3 per page)',
    access: 'member',
    query: PageQuery(3),
    response: z.object({ coupons: z.array(Coupon), total: Total, open: Total }),
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/spinwheel/coupon/claim',
    summary: 'Claim one prize coupon into the wallet (once, whatever retries)',
    access: 'member',
    moves: 'claim',
    idempotent: true,
    body: z.strictObject({ coupon: z.string().min(1).max(100).describe('the coupon _id') }),
    response: CouponClaimed,
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/api/spinwheel/active',
    summary: 'Whether the spin wheel is on',
    access: 'member',
    response: z.object({ isActive: z.boolean() }),
  }),
  odds: defineEndpoint({
    method: 'GET',
    path: '/api/spinwheel/odds',
    summary: 'The public odds of the live wheel, or of an older version (added)',
    access: 'public',
    query: z.strictObject({ version: z.coerce.number().int().min(1).optional() }),
    response: SpinOdds,
  }),
  spins: defineEndpoint({
    method: 'GET',
    path: '/api/spinwheel/spins',
    summary: 'The member’s past spins with what recomputes each (added)',
    access: 'member',
    query: PageQuery(10),
    response: z.object({ spins: z.array(SpinRecord), total: Total }),
  }),
  rotateSeed: defineEndpoint({
    method: 'POST',
    path: '/api/spinwheel/seed',
    summary: 'Reveal the server seed in use and start a new one, with a new client seed (added)',
    access: 'member',
    moves: 'none',
    idempotent: true,
    body: z.strictObject({ clientSeed: ClientSeed }),
    response: z.object({
      revealed: z.object({ serverSeed: z.string(), seedHash: z.string(), spins: Total }),
      fairness: SpinFairness,
    }),
  }),
} as const;
