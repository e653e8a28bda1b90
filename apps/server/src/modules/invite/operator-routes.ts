import type { FastifyInstance } from 'fastify';
import { api, fromMinor } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { InviteRepo } from './repo';
import type { InviteService } from './service';
import type { MemberRepo } from '../../kernel/members/repo';
import type { RefundService } from '../refund/module';
import { currentStaff } from '../../kernel/http/staff';

export interface Deps {
  inviteRepo: InviteRepo;
  invites: InviteService;
  members: MemberRepo;
  refunds: RefundService;
}

/** Operator calls of the invite and refund modules (`invites`, `invite:accrue`, `refunds`, `refund:compute`). */
export function operatorRewardRoutes(app: FastifyInstance, services: Deps): void {
  const o = api.operatorRewards;
  const { inviteRepo } = services;

  route(app, o.memberInvites, async (req) => {
    const member = await services.members.byPhone(req.params.phone);
    if (!member) throw new AppError('NO_USER', 404);
    const list = await inviteRepo.invitees(member.id);
    const totals = await inviteRepo.totals(member.id);
    return {
      phone: member.phone,
      accrued: fromMinor(Number(totals.accrued)),
      received: fromMinor(Number(totals.received)),
      invitees: list.map((r) => ({
        phone: r.phone,
        name: r.name,
        joinedAt: new Date(r.created_at).toISOString(),
        played: r.played,
        earned: fromMinor(Number(r.earned)),
        flagged: r.flagged,
      })),
    };
  });

  // decision 011: flagged accruals wait for staff; each decision is audited with its reason
  route(app, o.inviteReviews, async (req) => ({
    accruals: await services.invites.reviews(req.query.status, req.query.limit),
  }));
  route(
    app,
    o.inviteApprove,
    (req) => services.invites.decide(req.params.id, 'approved', currentStaff(req).login),
    { auditBefore: (req) => services.invites.reviewOne(req.params.id) },
  );
  route(
    app,
    o.inviteRefuse,
    (req) => services.invites.decide(req.params.id, 'refused', currentStaff(req).login),
    { auditBefore: (req) => services.invites.reviewOne(req.params.id) },
  );

  route(app, o.accrueInvites, async () => {
    const r = await services.invites.accrue();
    return { rows: r.rows, amount: fromMinor(r.amount) };
  });

  route(app, o.refunds, async (req) => {
    const list = await inviteRepo.refundOffers(req.query.limit);
    return {
      offers: list.map((r) => ({
        phone: r.phone,
        periodStart: new Date(r.period_start).toISOString(),
        periodEnd: new Date(r.period_end).toISOString(),
        netLoss: fromMinor(Number(r.net_loss)),
        amount: fromMinor(Number(r.amount)),
        receivedAt: r.received_at ? new Date(r.received_at).toISOString() : null,
      })),
    };
  });

  route(app, o.computeRefunds, () => services.refunds.compute());
}
