import { z } from 'zod';
import { MessageResponse, defineEndpoint } from '../endpoint';
import { Amount, BannersResponse, IsoDate, PageRequest, Total } from './common';

export const InviteEntry = z.object({
  from: z.object({ name: z.string() }),
  amount: Amount,
  createdAt: IsoDate,
});
export type InviteEntry = z.infer<typeof InviteEntry>;

export const inviteApi = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/invite',
    summary: 'One page of the bonus earned from invited members',
    access: 'member',
    body: PageRequest,
    response: z.object({ invites: z.array(InviteEntry), total: Total }),
  }),
  bonus: defineEndpoint({
    method: 'GET',
    path: '/api/invite/bonus',
    summary: 'Receive the accrued invite bonus into the wallet',
    access: 'member',
    response: MessageResponse,
  }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/api/invite/banners',
    summary: 'Banners shown before the invite modal',
    access: 'member',
    response: BannersResponse,
  }),
} as const;
