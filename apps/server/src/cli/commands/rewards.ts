import { api, type OperatorInviteAccrual } from '@wallet/contract';
import { OperatorError } from '../client';
import { reasonOf } from './reason';
import type { Command } from './types';

const baht = (n: number) => n.toFixed(2);
const day = (iso: string) => iso.slice(0, 10);
const accrualLine = (a: OperatorInviteAccrual) =>
  `#${a.id} ${a.inviterPhone} ← ${a.inviteePhone} ${a.inviteeName} ${a.sourceKind} ${a.sourceId} ` +
  `${baht(a.amount)} ${a.review}${a.reviewedBy ? ` by ${a.reviewedBy}` : ''}${a.paid ? ' paid' : ''}`;

/** Operator commands of the invite and refund modules (issue 9). */
export const rewardCommands: Command[] = [
  {
    name: 'invites',
    args: 'PHONE',
    description: 'Who a member invited, what each earned them (FLAGGED: same address), payouts',
    async run([phone], call) {
      if (!phone) throw new OperatorError('usage: invites PHONE');
      const r = await call(api.operatorRewards.memberInvites, { params: { phone } });
      return [
        `${r.phone}: ${baht(r.accrued)} waiting, ${baht(r.received)} received`,
        ...(r.invitees.length ? [] : ['  no invited friends']),
        ...r.invitees.map(
          (f) =>
            `  ${f.phone} ${f.name} joined ${day(f.joinedAt)} ${f.played ? 'played' : 'not played'} ` +
            `earned ${baht(f.earned)}${f.flagged ? '  FLAGGED' : ''}`,
        ),
      ].join('\n');
    },
  },
  {
    name: 'invite:accrue',
    args: '',
    description: 'Run the invite accrual now (the rewards job runs every 10 s)',
    async run(_args, call) {
      const r = await call(api.operatorRewards.accrueInvites, {});
      return `${r.rows} accrual(s) written, ${baht(r.amount)} in all`;
    },
  },
  {
    name: 'invite:review',
    args: '[waiting|approved|refused]',
    description: 'Flagged invite accruals (same address as the inviter): they wait for staff',
    async run([status = 'waiting'], call) {
      if (status !== 'waiting' && status !== 'approved' && status !== 'refused') {
        throw new OperatorError('usage: invite:review [waiting|approved|refused]');
      }
      const r = await call(api.operatorRewards.inviteReviews, { query: { status, limit: 50 } });
      if (r.accruals.length === 0) return `No ${status} flagged accruals.`;
      return r.accruals.map(accrualLine).join('\n');
    },
  },
  ...(['approve', 'refuse'] as const).map((verb): Command => ({
    name: `invite:${verb}`,
    args: 'ID --reason TEXT',
    description:
      verb === 'approve'
        ? 'Approve a flagged invite accrual: the inviter can receive it'
        : 'Refuse a flagged invite accrual: it is never paid',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [id] = rest;
      if (!id || !reason) throw new OperatorError(`usage: invite:${verb} ID --reason TEXT`);
      const endpoint =
        verb === 'approve' ? api.operatorRewards.inviteApprove : api.operatorRewards.inviteRefuse;
      return accrualLine(await call(endpoint, { params: { id }, body: { reason } }));
    },
  })),
  {
    name: 'refunds',
    args: '[LIMIT]',
    description: 'Refund offers, newest period first: owed or paid per member',
    async run([limit], call) {
      const r = await call(api.operatorRewards.refunds, {
        query: { limit: limit ? Number(limit) : 50 },
      });
      if (r.offers.length === 0) return 'No refund offers.';
      return r.offers
        .map(
          (o) =>
            `${o.phone} ${day(o.periodStart)}…${day(o.periodEnd)} loss ${baht(o.netLoss)} ` +
            `refund ${baht(o.amount)} ${o.receivedAt ? `received ${o.receivedAt}` : 'owed'}`,
        )
        .join('\n');
    },
  },
  {
    name: 'refund:compute',
    args: '',
    description: "Write the last complete period's refund offers now (once per member and period)",
    async run(_args, call) {
      const r = await call(api.operatorRewards.computeRefunds, {});
      return `${r.offers} new offer(s) for the period from ${r.periodStart}`;
    },
  },
];
