import { sql } from 'drizzle-orm';
import type { LimitPeriod } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';

export type Limits = Record<LimitPeriod, number | null>;

/** One deposit-limit window as the member and the guard see it (minor units). */
export interface Window {
  period: LimitPeriod;
  limit: number | null;
  used: number;
  remaining: number | null;
  freesAt: Date | null;
}

/**
 * What the member deposited in each window (issue 15): rolling 24 hours, rolling 7 days, and the
 * calendar month in the site's time zone. A deposit counts when it is credited (status success,
 * at its `updated_at`), whoever approved it. The site's time zone is read in the same query, so
 * this runs on `db` alone (inside a credit's transaction too).
 */
export async function depositWindows(
  db: Db,
  memberId: number,
  limits: Limits,
  now: Date,
): Promise<Window[]> {
  const at = now.toISOString();
  const [r] = await rows<{
    daily: string;
    daily_oldest: string | null;
    weekly: string;
    weekly_oldest: string | null;
    monthly: string;
    month_end: string;
  }>(
    db,
    sql`WITH zone AS (
          SELECT coalesce((SELECT value #>> '{}' FROM settings WHERE key = 'site.timeZone'),
                          'Asia/Bangkok') AS tz
        ), bounds AS (
          SELECT ${at}::timestamptz - interval '24 hours' AS day_from,
                 ${at}::timestamptz - interval '7 days' AS week_from,
                 date_trunc('month', ${at}::timestamptz AT TIME ZONE zone.tz) AT TIME ZONE zone.tz AS month_from,
                 (date_trunc('month', ${at}::timestamptz AT TIME ZONE zone.tz) + interval '1 month')
                   AT TIME ZONE zone.tz AS month_end
          FROM zone
        )
        SELECT coalesce(sum(d.amount) FILTER (WHERE d.updated_at > b.day_from), 0)::text AS daily,
               min(d.updated_at) FILTER (WHERE d.updated_at > b.day_from) AS daily_oldest,
               coalesce(sum(d.amount) FILTER (WHERE d.updated_at > b.week_from), 0)::text AS weekly,
               min(d.updated_at) FILTER (WHERE d.updated_at > b.week_from) AS weekly_oldest,
               coalesce(sum(d.amount) FILTER (WHERE d.updated_at >= b.month_from), 0)::text AS monthly,
               b.month_end::text AS month_end
        FROM bounds b
        LEFT JOIN deposits d
          ON d.member_id = ${memberId} AND d.status = 'success'
         AND d.updated_at > least(b.week_from, b.month_from)
        GROUP BY b.day_from, b.week_from, b.month_from, b.month_end`,
  );
  const window = (period: LimitPeriod, used: number, freesAt: Date | null): Window => {
    const limit = limits[period];
    return {
      period,
      limit,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      freesAt: used > 0 ? freesAt : null,
    };
  };
  const plus = (iso: string | null, ms: number) =>
    iso ? new Date(new Date(iso).getTime() + ms) : null;
  return [
    window('daily', Number(r?.daily ?? 0), plus(r?.daily_oldest ?? null, 24 * 3600_000)),
    window('weekly', Number(r?.weekly ?? 0), plus(r?.weekly_oldest ?? null, 7 * 24 * 3600_000)),
    window('monthly', Number(r?.monthly ?? 0), r?.month_end ? new Date(r.month_end) : null),
  ];
}

/** The window that binds now: the least remaining (the lowest applicable limit wins). */
export function bindingWindow(windows: Window[]): Window | null {
  let binding: Window | null = null;
  for (const w of windows) {
    if (w.remaining === null) continue;
    if (!binding || w.remaining < binding.remaining!) binding = w;
  }
  return binding;
}
