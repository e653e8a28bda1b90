import { z } from 'zod';
import { SLOT_CATEGORIES } from '../constants';
import { defineEndpoint } from '../endpoint';
import { Amount, Banner, IsoDate, RecordId } from './common';

export const BonusType = z.enum(['limit', 'day', 'week']);
export type BonusType = z.infer<typeof BonusType>;
/** A bonus is listed on /user/bonus; a promotion is found only by its code (§5). */
export const BonusKind = z.enum(['bonus', 'promotion']);
export type BonusKind = z.infer<typeof BonusKind>;

/** How much is credited with the deposit: a percent of it (capped) or a fixed amount. */
export const BonusAmountRule = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('percent'),
    percent: z.number().min(1).max(500),
    cap: Amount.nullable(),
  }),
  z.strictObject({ kind: z.literal('fixed'), amount: Amount.refine((n) => n > 0) }),
]);
export type BonusAmountRule = z.infer<typeof BonusAmountRule>;

/** What the condition is measured against: the bonus alone, or the deposit plus the bonus. */
export const BonusBase = z.enum(['bonus', 'deposit_bonus']);
export type BonusBase = z.infer<typeof BonusBase>;

/**
 * The two conditions Thai sites use (issue 8): `turnover` (settled stakes on eligible games,
 * times their factor, reach multiplier × base) or `credit_target` (wallet + games reach
 * percentSuccess % of base). Either way the bonus is lost below percentFail % of base.
 */
export const BonusCondition = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('turnover'),
    multiplier: z.number().min(0.1).max(50),
    base: BonusBase,
  }),
  z.strictObject({
    kind: z.literal('credit_target'),
    percentSuccess: z.number().min(101).max(10_000),
    base: BonusBase,
  }),
]);
export type BonusCondition = z.infer<typeof BonusCondition>;

/** How much of a stake on a game category counts towards turnover (0 = not eligible). */
export const BonusContribution = z.strictObject({
  category: z.enum(SLOT_CATEGORIES),
  factor: z.number().min(0).max(1),
});
export type BonusContribution = z.infer<typeof BonusContribution>;

export const UserBonus = z.object({
  _id: RecordId,
  isActive: z.boolean(),
  received: z.array(z.object({ updatedAt: IsoDate })),
});
export type UserBonus = z.infer<typeof UserBonus>;

/** The rules a member reads before choosing (issue 8: every condition, cost and forfeit shown). */
export const BonusTerms = z.object({
  code: z.string(),
  kind: BonusKind,
  title: z.string(),
  description: z.string(),
  amountRule: BonusAmountRule,
  minDeposit: Amount,
  condition: BonusCondition,
  contributions: z.array(BonusContribution),
  percentFail: z.number().min(0).max(100),
  maxWithdraw: Amount.nullable(),
  endsAt: IsoDate.nullable(),
});
export type BonusTerms = z.infer<typeof BonusTerms>;

/** §4 bonus card: received once the receipts reach maxReceived (in total, today or this week). */
export const BonusCardState = z.enum(['available', 'active', 'received']);
export type BonusCardState = z.infer<typeof BonusCardState>;

/** §3 Bonus, with the terms and the card state beside the spec's fields. */
export const Bonus = BonusTerms.extend({
  type: BonusType,
  maxReceived: z.number().int().nonnegative(),
  banners: z.array(Banner),
  userBonus: UserBonus.nullable(),
  receivedCount: z.number().int().nonnegative(),
  state: BonusCardState,
});
export type Bonus = z.infer<typeof Bonus>;

/**
 * `awaiting_deposit`: received, credited with the next deposit; `running`: credited, the
 * condition applies; `ending`: being ended (games are being emptied).
 */
export const ActiveBonusState = z.enum(['awaiting_deposit', 'running', 'ending']);
export type ActiveBonusState = z.infer<typeof ActiveBonusState>;

/** What ending the bonus now would do: what the member keeps and what they forfeit. */
export const BonusSettlement = z.object({ keep: Amount, forfeit: Amount });
export type BonusSettlement = z.infer<typeof BonusSettlement>;

/** The member's bonus and its live progress (GET /api/bonus/check/active). */
export const ActiveBonus = BonusTerms.extend({
  id: RecordId,
  state: ActiveBonusState,
  deposit: Amount.nullable(),
  bonusAmount: Amount.nullable(),
  base: Amount.nullable(),
  /** Turnover (or total balance) needed, reached so far, and still missing. */
  required: Amount,
  current: Amount,
  remaining: Amount,
  /** 0–100, rounded down (100 only when met). */
  percent: z.number().int().min(0).max(100),
  met: z.boolean(),
  /** Wallet + games + money in flight, as the ledger knows it. */
  totalBalance: Amount,
  /**
   * The balance the condition and the loss are measured on: the total less the money the member
   * already had before the deposit (so money that was there anyway neither meets a credit
   * target nor keeps a bonus from being lost).
   */
  inPlay: Amount,
  /** The bonus is lost when the balance in play falls below this. */
  failBelow: Amount,
  /** What ending now would do (the danger confirm shows it; clear enforces it). */
  settlement: BonusSettlement,
  activatedAt: IsoDate,
  startedAt: IsoDate.nullable(),
});
export type ActiveBonus = z.infer<typeof ActiveBonus>;

export const BonusOutcome = z.enum(['met', 'left', 'lost', 'cancelled']);
export type BonusOutcome = z.infer<typeof BonusOutcome>;

export const BonusCleared = z.object({
  message: z.literal('BONUS_CLEAR'),
  outcome: BonusOutcome,
  kept: Amount,
  forfeited: Amount,
  wallet: z.object({ amount: Amount }),
});
export type BonusCleared = z.infer<typeof BonusCleared>;

const CodeParams = z.object({ code: z.string().trim().min(1).max(50).toUpperCase() });

export const ActiveBonusResponse = z.object({
  status: z.boolean(),
  type: z.string().nullable(),
  bonus: ActiveBonus.nullable(),
});
export type ActiveBonusResponse = z.infer<typeof ActiveBonusResponse>;

/** Ending early forfeits money: the client sends the forfeit it showed (issue 8). */
export const ClearQuery = z.strictObject({
  acceptForfeit: z.coerce
    .number()
    .finite()
    .nonnegative()
    .max(1_000_000_000)
    .optional()
    .describe('the forfeit the member confirmed; a larger one is refused (BONUS_FORFEIT_CHANGED)'),
});

export const bonusApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/bonus',
    summary: 'Every bonus with its terms, card state and the member’s receipts of it',
    access: 'member',
    response: z.object({ bonuses: z.array(Bonus) }),
  }),
  activate: defineEndpoint({
    method: 'GET',
    path: '/api/bonus/activate/:code',
    summary: 'Receive a bonus: credited with the next deposit, then its condition applies (§4)',
    access: 'member',
    moves: 'bonus',
    params: CodeParams,
    idempotent: true,
    response: z.object({ userBonus: UserBonus, bonus: ActiveBonus }),
  }),
  checkActive: defineEndpoint({
    method: 'GET',
    path: '/api/bonus/check/active',
    summary: 'The active bonus or promotion with its live progress',
    access: 'member',
    response: ActiveBonusResponse,
  }),
  clear: defineEndpoint({
    method: 'GET',
    path: '/api/bonus/clear',
    summary: 'End the active bonus: games are emptied to the wallet, the forfeit (if any) leaves',
    access: 'member',
    moves: 'release',
    query: ClearQuery,
    idempotent: true,
    response: BonusCleared,
  }),
  checkMinimum: defineEndpoint({
    method: 'GET',
    path: '/api/bonus/check/minimum',
    summary: 'Bonus minimum check (declared in §7, unused by the client)',
    access: 'member',
    response: z.object({ status: z.boolean() }),
  }),
} as const;
