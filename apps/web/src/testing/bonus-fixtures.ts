import {
  ActiveBonus as ActiveBonusSchema,
  Bonus as BonusSchema,
  Promotion as PromotionSchema,
  type ActiveBonus,
  type Bonus,
  type BonusTerms,
  type Promotion,
} from '@wallet/contract';

/** The rules of "Welcome 100%": 100% of the deposit up to 500, turnover 5× (deposit + bonus). */
export function terms(fields: Partial<BonusTerms> = {}): BonusTerms {
  return {
    code: 'WELCOME100',
    kind: 'bonus',
    title: 'Welcome 100%',
    description: 'Double your first deposit.',
    amountRule: { kind: 'percent', percent: 100, cap: 500 },
    minDeposit: 100,
    condition: { kind: 'turnover', multiplier: 5, base: 'deposit_bonus' },
    contributions: [
      { category: 'slot', factor: 1 },
      { category: 'sport', factor: 0.5 },
      { category: 'lotto', factor: 0 },
    ],
    percentFail: 10,
    maxWithdraw: 5000,
    endsAt: null,
    ...fields,
  };
}

/** One card of GET /api/bonus, checked against the contract so a fixture cannot drift. */
export function bonus(fields: Partial<Bonus> = {}): Bonus {
  return BonusSchema.parse({
    ...terms(),
    type: 'limit',
    maxReceived: 1,
    banners: [{ image: '/media/bonus/welcome.png', html: '<p>Welcome <b>bonus</b></p>' }],
    userBonus: null,
    receivedCount: 0,
    state: 'available',
    ...fields,
  });
}

/** GET /api/bonus/check/active: Welcome 100% running, 41% of 3,000.00 turnover. */
export function activeBonus(fields: Partial<ActiveBonus> = {}): ActiveBonus {
  return ActiveBonusSchema.parse({
    ...terms(),
    id: 'ub-1',
    state: 'running',
    deposit: 300,
    bonusAmount: 300,
    base: 600,
    required: 3000,
    current: 1240,
    remaining: 1760,
    percent: 41,
    met: false,
    totalBalance: 820,
    inPlay: 820,
    failBelow: 60,
    settlement: { keep: 520, forfeit: 300 },
    activatedAt: '2025-03-01T10:00:00.000Z',
    startedAt: '2025-03-01T10:05:00.000Z',
    ...fields,
  });
}

export const activeReply = (fields: Partial<ActiveBonus> = {}) => ({
  body: { status: true, type: 'bonus', bonus: activeBonus(fields) },
});

export function promotion(fields: Partial<Promotion> = {}): Promotion {
  return PromotionSchema.parse({
    ...terms({
      code: 'SUMMER10',
      kind: 'promotion',
      title: 'Summer 10',
      description: 'A fixed 50 baht for the summer.',
      amountRule: { kind: 'fixed', amount: 50 },
      minDeposit: 200,
      condition: { kind: 'credit_target', percentSuccess: 200, base: 'bonus' },
      contributions: [],
      percentFail: 20,
      maxWithdraw: null,
    }),
    banners: [],
    received: false,
    ...fields,
  });
}
