import { sql } from 'drizzle-orm';
import { fromMinor } from '@wallet/contract';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The back-office dashboard (issue 11): money in and out today and this week (site time zone,
 * weeks from Monday), new and active members (active: a session or a round in the period), the
 * queues with their oldest item, and the last 14 days.
 */
export async function dashboardOf(db: Db, timeZone: string) {
  const local = sql`(now() AT TIME ZONE ${timeZone})`;
  const start = (unit: 'day' | 'week') =>
    sql`(date_trunc(${unit}, ${local}) AT TIME ZONE ${timeZone})`;
  const period = async (unit: 'day' | 'week') => {
    const from = start(unit);
    const [r] = await rows<{
      dn: string;
      da: string;
      wn: string;
      wa: string;
      members: string;
      active: string;
    }>(
      db,
      sql`SELECT
            (SELECT COUNT(*) FROM deposits WHERE status = 'success' AND updated_at >= ${from})::text AS dn,
            (SELECT COALESCE(SUM(amount), 0) FROM deposits WHERE status = 'success' AND updated_at >= ${from})::text AS da,
            (SELECT COUNT(*) FROM withdrawals WHERE status = 'success' AND updated_at >= ${from})::text AS wn,
            (SELECT COALESCE(SUM(amount), 0) FROM withdrawals WHERE status = 'success' AND updated_at >= ${from})::text AS wa,
            (SELECT COUNT(*) FROM members WHERE created_at >= ${from})::text AS members,
            (SELECT COUNT(DISTINCT member_id) FROM (
               SELECT member_id FROM sessions WHERE created_at >= ${from}
               UNION SELECT member_id FROM game_rounds WHERE settled_at >= ${from} AND member_id IS NOT NULL) a)::text AS active`,
    );
    return {
      deposits: { count: Number(r!.dn), amount: fromMinor(Number(r!.da)) },
      withdrawals: { count: Number(r!.wn), amount: fromMinor(Number(r!.wa)) },
      newMembers: Number(r!.members),
      activeMembers: Number(r!.active),
    };
  };
  const [today, week, [queues], days] = await Promise.all([
    period('day'),
    period('week'),
    rows<{ dn: string; dold: string | Date | null; wn: string; wold: string | Date | null }>(
      db,
      sql`SELECT
            (SELECT COUNT(*) FROM deposits WHERE status = 'processing')::text AS dn,
            (SELECT MIN(created_at) FROM deposits WHERE status = 'processing') AS dold,
            (SELECT COUNT(*) FROM withdrawals WHERE status = 'processing')::text AS wn,
            (SELECT MIN(created_at) FROM withdrawals WHERE status = 'processing') AS wold`,
    ),
    rows<{ day: string; deposits: string; withdrawals: string; members: string }>(
      db,
      sql`SELECT to_char(d, 'YYYY-MM-DD') AS day,
            (SELECT COALESCE(SUM(amount), 0) FROM deposits WHERE status = 'success'
               AND (updated_at AT TIME ZONE ${timeZone})::date = d)::text AS deposits,
            (SELECT COALESCE(SUM(amount), 0) FROM withdrawals WHERE status = 'success'
               AND (updated_at AT TIME ZONE ${timeZone})::date = d)::text AS withdrawals,
            (SELECT COUNT(*) FROM members WHERE (created_at AT TIME ZONE ${timeZone})::date = d)::text AS members
          FROM generate_series((${local})::date - 13, (${local})::date, interval '1 day') AS g(d0),
               LATERAL (SELECT g.d0::date AS d) x
          ORDER BY d`,
    ),
  ]);
  return {
    today,
    week,
    queues: {
      deposits: { count: Number(queues!.dn), oldestAt: iso(queues!.dold) },
      withdrawals: { count: Number(queues!.wn), oldestAt: iso(queues!.wold) },
    },
    days: days.map((d) => ({
      day: d.day,
      deposits: fromMinor(Number(d.deposits)),
      withdrawals: fromMinor(Number(d.withdrawals)),
      newMembers: Number(d.members),
    })),
  };
}
