import { z } from 'zod';
import { MessageResponse, defineEndpoint } from '../endpoint';
import { Banner, IsoDate, RecordId } from './common';

export const BonusType = z.enum(['limit', 'day', 'week']);
export type BonusType = z.infer<typeof BonusType>;

export const UserBonus = z.object({
  _id: RecordId,
  isActive: z.boolean(),
  received: z.array(z.object({ updatedAt: IsoDate })),
});
export type UserBonus = z.infer<typeof UserBonus>;

/** §4: received once the receipts reach maxReceived (in total, today or this week by type). */
export const Bonus = z.object({
  code: z.string(),
  type: BonusType,
  maxReceived: z.number().int().nonnegative(),
  percentFail: z.number().min(0).max(100),
  banners: z.array(Banner),
  userBonus: UserBonus.nullable(),
});
export type Bonus = z.infer<typeof Bonus>;

const CodeParams = z.object({ code: z.string().min(1).max(50) });

export const bonusApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/bonus',
    summary: 'Every bonus with the member’s receipts of it',
    access: 'member',
    response: z.object({ bonuses: z.array(Bonus) }),
  }),
  activate: defineEndpoint({
    method: 'GET',
    path: '/api/bonus/activate/:code',
    summary: 'Receive a bonus: its turnover condition now applies (§4)',
    access: 'member',
    params: CodeParams,
    response: z.object({ userBonus: UserBonus }),
  }),
  checkActive: defineEndpoint({
    method: 'GET',
    path: '/api/bonus/check/active',
    summary: 'Whether a bonus or promotion is active, and its type',
    access: 'member',
    response: z.object({ status: z.boolean(), type: z.string().nullable() }),
  }),
  clear: defineEndpoint({
    method: 'GET',
    path: '/api/bonus/clear',
    summary: 'End the active bonus once its conditions are met (clears in-game balances, §4)',
    access: 'member',
    response: MessageResponse,
  }),
  checkMinimum: defineEndpoint({
    method: 'GET',
    path: '/api/bonus/check/minimum',
    summary: 'Bonus minimum check (declared in §7, unused by the client)',
    access: 'member',
    response: z.object({ status: z.boolean() }),
  }),
} as const;
