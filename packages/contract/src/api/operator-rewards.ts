import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Amount, IsoDate } from './common';

const AccrualId = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const ReviewReason = z.strictObject({ reason: z.string().trim().min(1).max(500) });

/**
 * A flagged invite accrual (the friend signed in from an address the inviter used) as staff
 * review it: the member cannot receive it until it is approved (decision 011).
 */
export const OperatorInviteAccrual = z.object({
  id: z.string(),
  inviterPhone: z.string(),
  inviteePhone: z.string(),
  inviteeName: z.string(),
  sourceKind: z.enum(['deposit', 'turnover_day', 'loss_day']),
  sourceId: z.string(),
  amount: Amount,
  /** The inviter's currency, which the reward is paid in. */
  currency: z.string(),
  createdAt: IsoDate,
  review: z.enum(['waiting', 'approved', 'refused']),
  reviewedBy: z.string().nullable(),
  reviewedAt: IsoDate.nullable(),
  paid: z.boolean().describe('received by the inviter (only ever after approval)'),
});
export type OperatorInviteAccrual = z.infer<typeof OperatorInviteAccrual>;

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
  inviteReviews: defineEndpoint({
    method: 'GET',
    path: '/api/operator/invites/review',
    summary: 'Flagged invite accruals, oldest first: waiting for a decision (or decided ones)',
    access: 'operator',
    permission: 'marketing.read',
    query: z.strictObject({
      status: z.enum(['waiting', 'approved', 'refused']).default('waiting'),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ accruals: z.array(OperatorInviteAccrual) }),
  }),
  inviteApprove: defineEndpoint({
    method: 'POST',
    path: '/api/operator/invites/accruals/:id/approve',
    summary: 'Approve a flagged invite accrual: the inviter can receive it from now on',
    access: 'operator',
    permission: 'marketing.write',
    params: AccrualId,
    body: ReviewReason,
    response: OperatorInviteAccrual,
  }),
  inviteRefuse: defineEndpoint({
    method: 'POST',
    path: '/api/operator/invites/accruals/:id/refuse',
    summary: 'Refuse a flagged invite accrual: it is never paid',
    access: 'operator',
    permission: 'marketing.write',
    params: AccrualId,
    body: ReviewReason,
    response: OperatorInviteAccrual,
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
