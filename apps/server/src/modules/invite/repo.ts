import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';

/** One member an inviter brought, as the operator sees it. */
export interface InviteeRow {
  phone: string;
  name: string;
  created_at: string | Date;
  played: boolean;
  earned: string;
  flagged: boolean;
}

/** An inviter's invite money: accrued and not yet paid out, and received (minor units). */
export interface InviteTotalsRow {
  accrued: string;
  received: string;
}

/** A refund offer in the operator's list (minor units). */
export interface RefundOfferRow {
  phone: string;
  period_start: string | Date;
  period_end: string | Date;
  net_loss: string;
  amount: string;
  received_at: string | Date | null;
}

/** The SQL of the invite module's operator reads (a member's invitees, refund offers). */
export class InviteRepo {
  constructor(private readonly db: Db) {}

  /** The members `inviterId` invited, newest first (at most 200), with what each earned them. */
  invitees(inviterId: number, tx: Db = this.db): Promise<InviteeRow[]> {
    return rows<InviteeRow>(
      tx,
      sql`SELECT m.phone, m.name, m.created_at,
            EXISTS (SELECT 1 FROM game_rounds g WHERE g.member_id = m.id AND NOT g.void) AS played,
            COALESCE(SUM(a.amount), 0)::text AS earned, COALESCE(bool_or(a.flagged), false) AS flagged
          FROM members m LEFT JOIN invite_accruals a ON a.invitee_id = m.id AND a.inviter_id = ${inviterId}
          WHERE m.inviter_id = ${inviterId}
          GROUP BY m.id ORDER BY m.created_at DESC LIMIT 200`,
    );
  }

  /** What `inviterId` has accrued (unpaid, not refused) and received. */
  async totals(inviterId: number, tx: Db = this.db): Promise<InviteTotalsRow> {
    const [totals] = await rows<InviteTotalsRow>(
      tx,
      sql`SELECT
            (SELECT COALESCE(SUM(amount), 0) FROM invite_accruals
               WHERE inviter_id = ${inviterId} AND payout_id IS NULL
                 AND review IS DISTINCT FROM 'refused')::text AS accrued,
            (SELECT COALESCE(SUM(amount), 0) FROM invite_payouts WHERE member_id = ${inviterId})::text AS received`,
    );
    // one row always: the query has no FROM
    return totals!;
  }

  /** The latest refund offers of all members, newest period first. */
  refundOffers(limit: number, tx: Db = this.db): Promise<RefundOfferRow[]> {
    return rows<RefundOfferRow>(
      tx,
      sql`SELECT m.phone, o.period_start, o.period_end, o.net_loss::text, o.amount::text, o.received_at
          FROM refund_offers o JOIN members m ON m.id = o.member_id
          ORDER BY o.period_start DESC, o.id DESC LIMIT ${limit}`,
    );
  }
}
