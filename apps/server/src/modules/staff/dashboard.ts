import { sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/** Baht first, then kip, then anything else by name: the order every figure is listed in. */
const CURRENCY_ORDER = ['BAHT', 'LAK'];
const byCurrencyOrder = (a: string, b: string) => {
  const ia = CURRENCY_ORDER.indexOf(a);
  const ib = CURRENCY_ORDER.indexOf(b);
  return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
};

type Sums = { currency: string; n: string; amount: string };
/** One row per currency of `currencies` (zeros where nothing moved); never a cross-currency sum. */
const perCurrency = (currencies: string[], sums: Sums[]) =>
  currencies.map((currency) => {
    const r = sums.find((s) => s.currency === currency);
    return {
      currency,
      count: Number(r?.n ?? 0),
      amount: fromMinor(Number(r?.amount ?? 0)),
    };
  });

/**
 * The back-office dashboard (issue 11): money in and out today and this week (site time zone,
 * weeks from Monday), new and active members (active: a session or a round in the period), the
 * queues with their oldest item, and the last 14 days. Money is summed per currency: a deposit
 * counts in its own currency, so kip never lands in a baht total.
 */
export async function dashboardOf(db: Db, timeZone: string) {
  const local = sql`(now() AT TIME ZONE ${timeZone})`;
  const start = (unit: 'day' | 'week') =>
    sql`(date_trunc(${unit}, ${local}) AT TIME ZONE ${timeZone})`;
  const flows = (table: 'deposits' | 'withdrawals', from: SQL) =>
    rows<Sums>(
      db,
      sql`SELECT currency, COUNT(*)::text AS n, COALESCE(SUM(amount), 0)::text AS amount
          FROM ${sql.identifier(table)} WHERE status = 'success' AND updated_at >= ${from}
          GROUP BY currency`,
    );
  const period = async (unit: 'day' | 'week') => {
    const from = start(unit);
    const [deposits, withdrawals, [r]] = await Promise.all([
      flows('deposits', from),
      flows('withdrawals', from),
      rows<{ members: string; active: string }>(
        db,
        sql`SELECT
            (SELECT COUNT(*) FROM members WHERE created_at >= ${from})::text AS members,
            (SELECT COUNT(DISTINCT member_id) FROM (
               SELECT member_id FROM sessions WHERE created_at >= ${from}
               UNION SELECT member_id FROM game_rounds WHERE settled_at >= ${from} AND member_id IS NOT NULL) a)::text AS active`,
      ),
    ]);
    return {
      deposits,
      withdrawals,
      newMembers: Number(r!.members),
      activeMembers: Number(r!.active),
    };
  };
  const [today, week, [queues], days, held] = await Promise.all([
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
    rows<{ day: string; currency: string | null; deposits: string; withdrawals: string }>(
      db,
      sql`WITH g AS (
            SELECT d0::date AS d
            FROM generate_series((${local})::date - 13, (${local})::date, interval '1 day') AS s(d0)
          ), m AS (
            SELECT (updated_at AT TIME ZONE ${timeZone})::date AS d, currency, amount AS dep, 0 AS wd
              FROM deposits WHERE status = 'success'
            UNION ALL
            SELECT (updated_at AT TIME ZONE ${timeZone})::date, currency, 0, amount
              FROM withdrawals WHERE status = 'success'
          )
          SELECT to_char(g.d, 'YYYY-MM-DD') AS day, m.currency,
                 COALESCE(SUM(m.dep), 0)::text AS deposits, COALESCE(SUM(m.wd), 0)::text AS withdrawals
          FROM g LEFT JOIN m ON m.d = g.d
          GROUP BY g.d, m.currency ORDER BY g.d`,
    ),
    rows<{ currency: string }>(db, sql`SELECT DISTINCT currency FROM members`),
  ]);
  const newMembersByDay = await rows<{ day: string; n: string }>(
    db,
    sql`SELECT to_char((created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
               COUNT(*)::text AS n
        FROM members
        WHERE (created_at AT TIME ZONE ${timeZone})::date >= (${local})::date - 13
        GROUP BY 1`,
  );
  // every currency members hold, and any a row of money is in; baht alone on an empty site
  const seen = new Set<string>(held.map((h) => h.currency));
  for (const f of [today, week])
    for (const r of [...f.deposits, ...f.withdrawals]) seen.add(r.currency);
  for (const d of days) if (d.currency) seen.add(d.currency);
  if (seen.size === 0) seen.add('BAHT');
  const currencies = [...seen].sort(byCurrencyOrder);
  const flowsOf = (p: Awaited<ReturnType<typeof period>>) => ({
    deposits: perCurrency(currencies, p.deposits),
    withdrawals: perCurrency(currencies, p.withdrawals),
    newMembers: p.newMembers,
    activeMembers: p.activeMembers,
  });
  const dayList = [...new Set(days.map((d) => d.day))];
  return {
    today: flowsOf(today),
    week: flowsOf(week),
    queues: {
      deposits: { count: Number(queues!.dn), oldestAt: iso(queues!.dold) },
      withdrawals: { count: Number(queues!.wn), oldestAt: iso(queues!.wold) },
    },
    currencies,
    days: dayList.map((day) => ({
      day,
      money: currencies.map((currency) => {
        const r = days.find((d) => d.day === day && d.currency === currency);
        return {
          currency,
          deposits: fromMinor(Number(r?.deposits ?? 0)),
          withdrawals: fromMinor(Number(r?.withdrawals ?? 0)),
        };
      }),
      newMembers: Number(newMembersByDay.find((m) => m.day === day)?.n ?? 0),
    })),
  };
}
