import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ActiveBonus, BonusTerms } from './bonus';
import { Banner } from './common';

/** §3 Promotion found (percentFail, description), with the full terms beside them. */
export const Promotion = BonusTerms.extend({
  banners: z.array(Banner),
  /** Received as often as it may be: activating answers PROMOTION_RECEIVED. */
  received: z.boolean(),
});
export type Promotion = z.infer<typeof Promotion>;

/** §5: promotion codes are upper-cased before lookup and activation. */
const CodeParams = z.object({ code: z.string().trim().min(1).max(50).toUpperCase() });

export const promotionApi = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/promotion/current',
    summary: 'The promotion the member is using, if any (declared, unused, §7)',
    access: 'member',
    response: z.object({ promotion: ActiveBonus.nullable() }),
  }),
  find: defineEndpoint({
    method: 'GET',
    path: '/api/promotion/find/:code',
    summary: 'Look a promotion code up',
    access: 'member',
    params: CodeParams,
    response: z.object({ promotion: Promotion.nullable() }),
  }),
  activate: defineEndpoint({
    method: 'GET',
    path: '/api/promotion/activate/:code',
    summary: 'Receive a promotion by code (credited with the next deposit, like a bonus)',
    access: 'member',
    moves: 'bonus',
    params: CodeParams,
    idempotent: true,
    response: z.object({ message: z.literal('OK'), bonus: ActiveBonus }),
  }),
} as const;
