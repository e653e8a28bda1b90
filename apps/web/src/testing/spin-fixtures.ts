import { createHash, createHmac } from 'node:crypto';
import {
  Coupon as CouponSchema,
  SpinRecord as SpinRecordSchema,
  SpinResult as SpinResultSchema,
  SpinSetup as SpinSetupSchema,
  SpinSlice as SpinSliceSchema,
  drawFromHmac,
  sliceIndexOf,
  spinMessage,
  type Coupon,
  type SpinRecord,
  type SpinResult,
  type SpinSetup,
  type SpinSlice,
} from '@wallet/contract';

/**
 * Issue 10 fixtures, each checked against the contract so they cannot drift from the server.
 * The demo wheel (version 3): a 50 baht coupon with a condition, a 20 baht coupon without, 2
 * coins, and nothing; weights 1 : 2 : 3 : 4.
 */
export function demoSlices(): SpinSlice[] {
  return [
    {
      code: 'C50',
      label: '฿50',
      bgColor: '#c9932d',
      textColor: '#1d1404',
      htmlDescription: '<p>50 baht coupon</p>',
      weight: 1,
      chance: 0.1,
      prize: {
        kind: 'coupon',
        amount: 50,
        condition: { percentSuccess: 300, percentFail: 20 },
        validDays: 7,
      },
    },
    {
      code: 'C20',
      label: '฿20',
      bgColor: '#3d60c4',
      textColor: '#ffffff',
      htmlDescription: '<p>20 baht coupon</p>',
      weight: 2,
      chance: 0.2,
      prize: { kind: 'coupon', amount: 20, condition: null, validDays: 3 },
    },
    {
      code: 'COIN2',
      label: '2 coins',
      bgColor: '#3ecf8e',
      textColor: '#07210f',
      htmlDescription: '<p>Two more spins</p>',
      weight: 3,
      chance: 0.3,
      prize: { kind: 'coins', coins: 2 },
    },
    {
      code: 'NONE',
      label: 'Try again',
      bgColor: '#18233f',
      textColor: '#f2f4fa',
      htmlDescription: '<p>No prize</p>',
      weight: 4,
      chance: 0.4,
      prize: { kind: 'nothing' },
    },
  ].map((slice) => SpinSliceSchema.parse(slice));
}

export const demoWheel = () => ({ name: 'Lucky Wheel', version: 3, slices: demoSlices() });

export function spinSetup(fields: Partial<SpinSetup['result']> = {}): SpinSetup {
  return SpinSetupSchema.parse({
    result: {
      activeSpinwheel: demoWheel(),
      userCoin: 2,
      fairness: { seedHash: 'a'.repeat(64), clientSeed: 'lucky-me', nonce: 4 },
      earn: { perDeposit: 100, perTurnover: null },
      coinsPerSpin: 1,
      ...fields,
    },
  });
}

/** The answer of POST /api/spinwheel/spin landing on slice `index` of the demo wheel. */
export function spinResult(index = 0, fields: Partial<SpinResult['result']> = {}): SpinResult {
  const slice = demoSlices()[index]!;
  return SpinResultSchema.parse({
    success: true,
    result: {
      code: slice.code,
      label: slice.label,
      remainingCoin: 1,
      spinId: 'spin-1',
      prize: slice.prize,
      couponId: slice.prize.kind === 'coupon' ? 'coupon-1' : null,
      sliceIndex: index,
      wheelVersion: 3,
      seedHash: 'a'.repeat(64),
      clientSeed: 'lucky-me',
      nonce: 4,
      ...fields,
    },
    error: null,
  });
}

export function coupon(fields: Partial<Coupon> = {}): Coupon {
  return CouponSchema.parse({
    _id: 'coupon-1',
    prize: { label: '฿50', name: '50 baht coupon' },
    amount: 50,
    condition: { percentSuccess: 300, percentFail: 20 },
    status: 'open',
    createdAt: '2026-05-03T05:00:00.000Z',
    expiresAt: '2026-05-10T05:00:00.000Z',
    claimedAt: null,
    ...fields,
  });
}

/**
 * A past spin drawn honestly with node:crypto (the reference the browser check must agree
 * with): HMAC-SHA256(serverSeed, "clientSeed:nonce") → draw → slice of the demo weights.
 */
export function drawnSpin(
  serverSeed: string | null = 'server-seed-of-the-test',
  fields: Partial<SpinRecord> = {},
): SpinRecord {
  const seed = serverSeed ?? 'hidden-seed';
  const clientSeed = fields.clientSeed ?? 'lucky-me';
  const nonce = fields.nonce ?? 1;
  const hmac = createHmac('sha256', seed).update(spinMessage(clientSeed, nonce)).digest('hex');
  const draw = drawFromHmac(hmac);
  const slices = demoSlices();
  const slice =
    slices[
      sliceIndexOf(
        draw,
        slices.map((s) => s.weight),
      )
    ]!;
  return SpinRecordSchema.parse({
    _id: `spin-${nonce}`,
    createdAt: '2026-05-03T05:00:00.000Z',
    wheelVersion: 3,
    seedHash: createHash('sha256').update(seed).digest('hex'),
    serverSeed,
    clientSeed,
    nonce,
    draw,
    code: slice.code,
    label: slice.label,
    coinsBefore: 2,
    coinsAfter: 1,
    prize: slice.prize,
    ...fields,
  });
}
