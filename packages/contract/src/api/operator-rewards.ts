import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Amount, IsoDate } from './common';

/** Operator calls of the invite and refund modules (issue 9). */
export const operatorRewardsApi = {
  memberInvites: defineEndpoint({
    method: 'GET',
    path: '/api/operator/members/:phone/invites',
    summary: 'Who a member invited, what each earned them (flagged ones marked), and payouts',
    access: 'operator',
    permission: 'members.read',
    params: z.object({ phone: z.string().min(1).max(20) }),
    response: z.object({
      phone: z.string(),
      accrued: Amount,
      received: Amount,
      invitees: z.array(
        z.object({
          phone: z.string(),
          name: z.string(),
          joinedAt: IsoDate,
          played: z.boolean(),
          earned: Amount,
          flagged: z.boolean(),
        }),
      ),
    }),
  }),
  accrueInvites: defineEndpoint({
    method: 'POST',
    path: '/api/operator/invites/accrue',
    summary: 'Run the invite accrual now (the rewards job also runs on its own)',
    access: 'operator',
    permission: 'marketing.write',
    response: z.object({ rows: z.number().int(), amount: Amount }),
  }),
  refunds: defineEndpoint({
    method: 'GET',
    path: '/api/operator/refunds',
    summary: 'Refund offers, newest period first: what each member is owed or was paid',
    access: 'operator',
    permission: 'marketing.read',
    query: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    response: z.object({
      offers: z.array(
        z.object({
          phone: z.string(),
          periodStart: IsoDate,
          periodEnd: IsoDate,
          netLoss: Amount,
          amount: Amount,
          receivedAt: IsoDate.nullable(),
        }),
      ),
    }),
  }),
  computeRefunds: defineEndpoint({
    method: 'POST',
    path: '/api/operator/refunds/compute',
    summary: 'Write the last complete period’s refund offers now (once per member and period)',
    access: 'operator',
    permission: 'marketing.write',
    response: z.object({ offers: z.number().int(), periodStart: IsoDate }),
  }),
} as const;
