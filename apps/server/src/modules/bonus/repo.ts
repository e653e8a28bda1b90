import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';
import { bonuses, memberBonuses } from './tables';
import type { BonusRules } from './rules';

export type BonusRow = typeof bonuses.$inferSelect;
export type MemberBonusRow = typeof memberBonuses.$inferSelect;

interface RawMemberBonus {
  id: string;
  member_id: string;
  bonus_code: string;
  status: MemberBonusRow['status'];
  outcome: MemberBonusRow['outcome'];
  rules: BonusRules | string;
  currency: MemberBonusRow['currency'];
  deposit_id: string | null;
  deposit: string | null;
  amount: string | null;
  base: string | null;
  own_funds: string | null;
  kept: string | null;
  forfeited: string | null;
  activated_at: string | Date;
  started_at: string | Date | null;
  ended_at: string | Date | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
const date = (v: string | Date | null) => (v === null ? null : new Date(v));

function memberBonusOf(r: RawMemberBonus): MemberBonusRow {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    bonusCode: r.bonus_code,
    status: r.status,
    outcome: r.outcome,
    rules: typeof r.rules === 'string' ? JSON.parse(r.rules) : r.rules,
    currency: r.currency,
    depositId: num(r.deposit_id),
    deposit: num(r.deposit),
    amount: num(r.amount),
    base: num(r.base),
    ownFunds: num(r.own_funds),
    kept: num(r.kept),
    forfeited: num(r.forfeited),
    activatedAt: new Date(r.activated_at),
    startedAt: date(r.started_at),
    endedAt: date(r.ended_at),
  };
}

const COLUMNS = sql`id::text, member_id::text, bonus_code, status, outcome, rules, currency,
  deposit_id::text, deposit::text, amount::text, base::text, own_funds::text, kept::text,
  forfeited::text, activated_at, started_at, ended_at`;

/** The bonus module's SQL (issue 8): catalogue, member bonuses, and what progress reads. */
export class BonusRepo {
  constructor(private readonly db: Db) {}

  /** The bonus credited with a deposit (minor units), or null (a paid QR's notice tells it). */
  async creditedWith(depositId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ amount: memberBonuses.amount })
      .from(memberBonuses)
      .where(eq(memberBonuses.depositId, depositId))
      .limit(1);
    return row?.amount ?? null;
  }

  /** The member's bonus that has not ended (one at most: a partial UNIQUE index). */
  async open(memberId: number, tx: Db = this.db, lock = false): Promise<MemberBonusRow | null> {
    const [r] = await rows<RawMemberBonus>(
      tx,
      sql`SELECT ${COLUMNS} FROM member_bonuses
          WHERE member_id = ${memberId} AND status <> 'ended'
          ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    return r ? memberBonusOf(r) : null;
  }

  async byId(id: number, tx: Db = this.db, lock = false): Promise<MemberBonusRow | null> {
    const [r] = await rows<RawMemberBonus>(
      tx,
      sql`SELECT ${COLUMNS} FROM member_bonuses WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    return r ? memberBonusOf(r) : null;
  }

  async history(memberId: number, limit = 50): Promise<MemberBonusRow[]> {
    const list = await rows<RawMemberBonus>(
      this.db,
      // the column, not COLUMNS' text alias `id`: ids sort as numbers ("99" > "203")
      sql`SELECT ${COLUMNS} FROM member_bonuses WHERE member_id = ${memberId}
          ORDER BY member_bonuses.id DESC LIMIT ${limit}`,
    );
    return list.map(memberBonusOf);
  }

  /** Every member with a bonus that has not ended, among `memberIds`. */
  async openAmong(memberIds: number[]): Promise<MemberBonusRow[]> {
    if (memberIds.length === 0) return [];
    const ids = sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const list = await rows<RawMemberBonus>(
      this.db,
      sql`SELECT ${COLUMNS} FROM member_bonuses
          WHERE status = 'running' AND member_id IN (${ids})`,
    );
    return list.map(memberBonusOf);
  }

  async catalogue(): Promise<BonusRow[]> {
    return this.db.select().from(bonuses).orderBy(bonuses.sortOrder, bonuses.code);
  }

  async bonus(code: string, tx: Db = this.db): Promise<BonusRow | null> {
    const [row] = await tx.select().from(bonuses).where(eq(bonuses.code, code));
    return row ?? null;
  }

  /**
   * How often the member received each bonus: in total, in the site's calendar day and in its
   * Monday-based week (§4 card states). A bonus cancelled before it was credited does not count.
   */
  async receipts(
    memberId: number,
    timeZone: string,
    tx: Db = this.db,
  ): Promise<Map<string, { total: number; day: number; week: number; dates: Date[] }>> {
    const list = await rows<{
      bonus_code: string;
      activated_at: string | Date;
      day: boolean;
      week: boolean;
    }>(
      tx,
      sql`SELECT bonus_code, activated_at,
            date_trunc('day', activated_at AT TIME ZONE ${timeZone})
              = date_trunc('day', now() AT TIME ZONE ${timeZone}) AS day,
            date_trunc('week', activated_at AT TIME ZONE ${timeZone})
              = date_trunc('week', now() AT TIME ZONE ${timeZone}) AS week
          FROM member_bonuses
          WHERE member_id = ${memberId} AND outcome IS DISTINCT FROM 'cancelled'
          ORDER BY activated_at`,
    );
    const out = new Map<string, { total: number; day: number; week: number; dates: Date[] }>();
    for (const r of list) {
      const c = out.get(r.bonus_code) ?? { total: 0, day: 0, week: 0, dates: [] };
      c.total++;
      if (r.day) c.day++;
      if (r.week) c.week++;
      c.dates.push(new Date(r.activated_at));
      out.set(r.bonus_code, c);
    }
    return out;
  }

  /** Settled, not voided stakes since `since`, each times its category's factor (rounded down). */
  async turnover(
    memberId: number,
    since: Date,
    rules: BonusRules,
    tx: Db = this.db,
  ): Promise<number> {
    const factors = rules.contributions.filter((c) => c.factor > 0);
    if (factors.length === 0) return 0;
    const cases = sql.join(
      factors.map((c) => sql`WHEN ${c.category} THEN ${c.factor}::numeric`),
      sql` `,
    );
    const [r] = await rows<{ total: string | number | null }>(
      tx,
      sql`SELECT COALESCE(SUM(FLOOR(r.stake * CASE s.category ${cases} ELSE 0 END)), 0)::text AS total
          FROM game_rounds r JOIN game_slots s ON s.code = r.slot_code
          WHERE r.member_id = ${memberId} AND NOT r.void AND r.settled_at >= ${since.toISOString()}`,
    );
    return Number(r?.total ?? 0);
  }

  /** Wallet + games + money in flight, as the ledger holds them (minor units). */
  async totalBalance(
    memberId: number,
    tx: Db = this.db,
  ): Promise<{ total: number; wallet: number }> {
    const [r] = await rows<{ total: string | number; wallet: string | number }>(
      tx,
      sql`SELECT COALESCE(SUM(balance), 0)::text AS total,
                 COALESCE(SUM(balance) FILTER (WHERE kind = 'wallet'), 0)::text AS wallet
          FROM ledger_accounts
          WHERE member_id = ${memberId} AND kind IN ('wallet', 'game', 'transfer_in_flight')`,
    );
    return { total: Number(r?.total ?? 0), wallet: Number(r?.wallet ?? 0) };
  }

  /**
   * The member's latest deposit of the last `minutes` that no bonus used and that was not played
   * yet (no round and no transfer into a game since), with its amount still in the wallet.
   */
  async unplayedDeposit(
    memberId: number,
    minutes: number,
    tx: Db,
  ): Promise<{ id: number; amount: number } | null> {
    if (minutes <= 0) return null;
    const [r] = await rows<{ id: string; amount: string }>(
      tx,
      sql`SELECT d.id::text, d.amount::text FROM deposits d
          WHERE d.member_id = ${memberId} AND d.status = 'success'
            AND d.updated_at > now() - make_interval(mins => ${minutes})
            AND NOT EXISTS (SELECT 1 FROM member_bonuses mb WHERE mb.deposit_id = d.id)
            AND NOT EXISTS (SELECT 1 FROM game_rounds g
                            WHERE g.member_id = ${memberId} AND g.settled_at >= d.updated_at)
            AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.member_id = ${memberId}
                            AND t.direction = 'to_game' AND t.created_at >= d.updated_at)
          ORDER BY d.updated_at DESC LIMIT 1`,
    );
    return r ? { id: Number(r.id), amount: Number(r.amount) } : null;
  }

  /** Per code: how often it was received (not cancelled) and how many are open now. */
  async countsByCode(): Promise<Map<string, { received: number; open: number }>> {
    const list = await rows<{ bonus_code: string; received: string; open: string }>(
      this.db,
      sql`SELECT bonus_code,
                 COUNT(*) FILTER (WHERE outcome IS DISTINCT FROM 'cancelled')::text AS received,
                 COUNT(*) FILTER (WHERE status <> 'ended')::text AS open
          FROM member_bonuses GROUP BY bonus_code`,
    );
    return new Map(
      list.map((r) => [r.bonus_code, { received: Number(r.received), open: Number(r.open) }]),
    );
  }
}
