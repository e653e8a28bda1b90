import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { api, fromMinor } from '@wallet/contract';
import { rows } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { Db } from '../../kernel/db/client';
import type { InviteService } from './service';
import type { MemberRepo } from '../../kernel/members/repo';
import type { RefundService } from '../refund/module';
import { currentStaff } from '../../kernel/http/staff';

export interface Deps {
  db: Db;
  invites: InviteService;
  members: MemberRepo;
  refunds: RefundService;
}

/** Operator calls of the invite and refund modules (`invites`, `invite:accrue`, `refunds`, `refund:compute`). */
export function operatorRewardRoutes(app: FastifyInstance, services: Deps): void {
  const o = api.operatorRewards;
  const { db } = services;

  route(app, o.memberInvites, async (req) => {
    const member = await services.members.byPhone(req.params.phone);
    if (!member) throw new AppError('NO_USER', 404);
    const list = await rows<{
      phone: string;
      name: string;
      created_at: string | Date;
      played: boolean;
      earned: string;
      flagged: boolean;
    }>(
      db,
      sql`SELECT m.phone, m.name, m.created_at,
            EXISTS (SELECT 1 FROM game_rounds g WHERE g.member_id = m.id AND NOT g.void) AS played,
            COALESCE(SUM(a.amount), 0)::text AS earned, COALESCE(bool_or(a.flagged), false) AS flagged
          FROM members m LEFT JOIN invite_accruals a ON a.invitee_id = m.id AND a.inviter_id = ${member.id}
          WHERE m.inviter_id = ${member.id}
          GROUP BY m.id ORDER BY m.created_at DESC LIMIT 200`,
    );
    const [totals] = await rows<{ accrued: string; received: string }>(
      db,
      sql`SELECT
            (SELECT COALESCE(SUM(amount), 0) FROM invite_accruals
               WHERE inviter_id = ${member.id} AND payout_id IS NULL
                 AND review IS DISTINCT FROM 'refused')::text AS accrued,
            (SELECT COALESCE(SUM(amount), 0) FROM invite_payouts WHERE member_id = ${member.id})::text AS received`,
    );
    return {
      phone: member.phone,
      accrued: fromMinor(Number(totals!.accrued)),
      received: fromMinor(Number(totals!.received)),
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
    const list = await rows<{
      phone: string;
      period_start: string | Date;
      period_end: string | Date;
      net_loss: string;
      amount: string;
      received_at: string | Date | null;
    }>(
      db,
      sql`SELECT m.phone, o.period_start, o.period_end, o.net_loss::text, o.amount::text, o.received_at
          FROM refund_offers o JOIN members m ON m.id = o.member_id
          ORDER BY o.period_start DESC, o.id DESC LIMIT ${req.query.limit}`,
    );
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
