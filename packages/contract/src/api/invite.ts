import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ActiveBonus } from './bonus';
import { Amount, BannersResponse, IsoDate, PageRequest, Total } from './common';

/** §3 Invite list entry: one invited friend, what they earned the inviter so far. */
export const InviteEntry = z.object({
  from: z.object({ name: z.string().describe('masked as a real site would: "Som***"') }),
  amount: Amount,
  createdAt: IsoDate.describe('when the friend joined'),
  /** The friend has played (the minimum turnover before anything accrues is reached). */
  played: z.boolean(),
});
export type InviteEntry = z.infer<typeof InviteEntry>;

/** What the invite reward is computed from (settings `invite.basis`). */
export const InviteBasis = z.enum(['first_deposit', 'deposits', 'turnover', 'net_loss']);
export type InviteBasis = z.infer<typeof InviteBasis>;

/** The rules and the totals a member reads before sharing and receiving (issue 9). */
export const InviteSummary = z.object({
  enabled: z.boolean(),
  code: z.string().describe('PR + the member id (§2)'),
  link: z.string().describe('/register?code=PR… on this site'),
  basis: InviteBasis,
  percent: z.number(),
  capPerInvitee: Amount.nullable(),
  capPerPeriod: Amount.nullable(),
  minTurnover: Amount,
  /** Receiving starts a bonus with these percents (null: paid with no condition). */
  condition: z.object({ percentSuccess: z.number(), percentFail: z.number() }).nullable(),
  invitees: z.number().int(),
  played: z.number().int(),
  accrued: Amount.describe('waiting to be received'),
  /** Flagged accruals staff have not decided yet: not received until approved (decision 011). */
  reviewing: Amount.describe('waiting for staff review, not receivable yet'),
  received: Amount.describe('received so far'),
});
export type InviteSummary = z.infer<typeof InviteSummary>;

export const InviteReceived = z.object({
  message: z.literal('INVITE_BONUS_SUCCESS'),
  amount: Amount,
  wallet: z.object({ amount: Amount }),
  bonus: ActiveBonus.nullable().describe('the bonus it started, when the setting says so'),
});
export type InviteReceived = z.infer<typeof InviteReceived>;

export const inviteApi = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/invite',
    summary: 'One page of invited friends and what each earned the member',
    access: 'member',
    moves: 'none',
    body: PageRequest,
    response: z.object({ invites: z.array(InviteEntry), total: Total }),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/invite/summary',
    summary: 'The invite code and link, the reward rules, and the totals (added)',
    access: 'member',
    response: InviteSummary,
  }),
  bonus: defineEndpoint({
    method: 'GET',
    path: '/api/invite/bonus',
    summary: 'Receive the accrued invite bonus into the wallet (once, whatever retries)',
    access: 'member',
    moves: 'claim',
    idempotent: true,
    response: InviteReceived,
  }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/api/invite/banners',
    summary: 'Banners shown before the invite modal',
    access: 'member',
    response: BannersResponse,
  }),
} as const;
