import { z } from 'zod';
import { MessageResponse, defineEndpoint } from '../endpoint';

export const Promotion = z.object({
  percentFail: z.number().min(0).max(100),
  description: z.string(),
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
    response: z.object({ promotion: Promotion.extend({ code: z.string() }).nullable() }),
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
    summary: 'Receive a promotion by code',
    access: 'member',
    params: CodeParams,
    response: MessageResponse,
  }),
} as const;
