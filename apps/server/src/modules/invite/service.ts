import { sql } from 'drizzle-orm';
import { fromMinor, toMinor, type Currency, type InviteBasis } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import type { Ledger } from '../../kernel/ledger/ledger';
import { payToWallet } from '../../kernel/ledger/pay-to-wallet';
import type { BonusService } from '../bonus/module';
import { inviteCodeOf } from '../../kernel/members/rules';
import type { SettingsService } from '../settings/module';
import { CurrencyFigures } from '../settings/module';

interface Candidate {
  inviter_id: string;
  invitee_id: string;
  source_kind: 'deposit' | 'turnover_day' | 'loss_day';
  source_id: string;
  basis: string;
  currency: Currency;
}

/**
 * What the member's receive call pays: unpaid rows, a flagged one only once staff approved it
 * (decision 011, "Flagged accruals"); a refused one never.
 */
const RECEIVABLE = sql.raw(`payout_id IS NULL AND (NOT flagged OR review = 'approved')`);
/** Flagged, unpaid rows staff have not decided yet. */
const REVIEWING = sql.raw(`payout_id IS NULL AND flagged AND review IS NULL`);

/** "Somchai Jaidee" → "Som***": the list shows who joined without showing their name. */
export const maskName = (name: string) => `${[...name.trim()].slice(0, 3).join('')}***`;

/**
 * Invite rewards (issue 9): friends' deposits or play earn their inviter a percent, accrued by
 * the rewards job (one row per friend and source, UNIQUE, never on a read), capped per friend and
 * per calendar month, and received with one confirmed tap as one `invite` ledger entry.
 */
export class InviteService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly settings: SettingsService,
    private readonly bonuses: BonusService,
    private readonly guards: MoneyGuards,
    private readonly figures: CurrencyFigures = new CurrencyFigures(settings),
  ) {}

  private rules() {
    return this.settings.getMany([
      'invite.enabled',
      'invite.basis',
      'invite.percent',
      'invite.capPerInvitee',
      'invite.capPerMonth',
      'invite.minTurnover',
      'invite.condition',
      'site.timeZone',
    ]);
  }

  // ── the job ──────────────────────────────────────────────────────────────────────────────

  /**
   * Writes what friends earned their inviters since the last run. Each source is accrued once
   * (UNIQUE invitee + source); caps are applied under a per-inviter lock, so two runs at once
   * cannot both take the last of a cap. A friend earns nothing until they played `minTurnover`.
   */
  async accrue(): Promise<{ rows: number; amount: number }> {
    const s = await this.rules();
    if (!s['invite.enabled']) return { rows: 0, amount: 0 };
    const list = await rows<Candidate>(
      this.db,
      candidates(s['invite.basis'], s['site.timeZone'], {
        BAHT: toMinor(s['invite.minTurnover']),
        LAK: (await this.figures.invite('LAK')).minTurnover,
      }),
    );
    let written = 0;
    let amount = 0;
    for (const c of list) {
      const got = await this.accrueOne(c, s);
      if (got !== null) {
        written++;
        amount += got;
      }
    }
    return { rows: written, amount };
  }

  private async accrueOne(
    c: Candidate,
    s: Awaited<ReturnType<InviteService['rules']>>,
  ): Promise<number | null> {
    return withTx(this.db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727275, ${Number(c.inviter_id)}::int)`);
      const computed = Math.floor((Number(c.basis) * s['invite.percent']) / 100);
      const [sums] = await rows<{ invitee: string; month: string }>(
        tx,
        sql`SELECT
              COALESCE(SUM(amount) FILTER (WHERE invitee_id = ${c.invitee_id}), 0)::text AS invitee,
              COALESCE(SUM(amount) FILTER (WHERE date_trunc('month', created_at AT TIME ZONE ${s['site.timeZone']})
                = date_trunc('month', now() AT TIME ZONE ${s['site.timeZone']})), 0)::text AS month
            FROM invite_accruals WHERE inviter_id = ${c.inviter_id}
              AND review IS DISTINCT FROM 'refused'`,
      );
      // a refused row is never paid, so it takes nothing of the caps
      // the caps of the pair's currency (decision 021: kip figures for LAK)
      const caps = await this.figures.invite(c.currency);
      const capInvitee = caps.capPerInvitee;
      const capMonth = caps.capPerMonth;
      const left = Math.min(
        capInvitee === null ? Infinity : capInvitee - Number(sums!.invitee),
        capMonth === null ? Infinity : capMonth - Number(sums!.month),
      );
      const granted = Math.max(0, Math.min(computed, left));
      // abuse: a friend who signed in from an address the inviter used is flagged for staff,
      // and the member cannot receive the row until staff approve it (decision 011)
      const inserted = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO invite_accruals
              (inviter_id, invitee_id, source_kind, source_id, computed, amount, currency, flagged)
            VALUES (${c.inviter_id}, ${c.invitee_id}, ${c.source_kind}, ${c.source_id}, ${computed},
              ${granted}, ${c.currency},
              EXISTS (SELECT 1 FROM sessions a JOIN sessions b ON a.ip = b.ip
                      WHERE a.member_id = ${c.invitee_id} AND b.member_id = ${c.inviter_id}))
            ON CONFLICT DO NOTHING RETURNING id::text`,
      );
      return inserted.length ? granted : null;
    });
  }

  // ── reading ──────────────────────────────────────────────────────────────────────────────

  /**
   * spec §3 Wallet `invite`: what the Receive tap pays, and the condition's percents; flagged
   * rows still with staff are `reviewing`, only when there are some (decision 011).
   */
  async walletBlock(memberId: number) {
    const [s, [r]] = await Promise.all([
      this.settings.get('invite.condition'),
      rows<{ due: string; reviewing: string }>(
        this.db,
        sql`SELECT COALESCE(SUM(amount) FILTER (WHERE ${RECEIVABLE}), 0)::text AS due,
              COALESCE(SUM(amount) FILTER (WHERE ${REVIEWING}), 0)::text AS reviewing
            FROM invite_accruals WHERE inviter_id = ${memberId} AND payout_id IS NULL`,
      ),
    ]);
    const reviewing = Number(r?.reviewing ?? 0);
    return {
      amount: fromMinor(Number(r?.due ?? 0)),
      success: s?.percentSuccess ?? 0,
      fail: s?.percentFail ?? 0,
      ...(reviewing > 0 ? { reviewing: fromMinor(reviewing) } : {}),
    };
  }

  async summary(memberId: number, origin: string) {
    const s = await this.rules();
    const [r] = await rows<{
      invitees: string;
      played: string;
      accrued: string;
      reviewing: string;
      received: string;
    }>(
      this.db,
      sql`SELECT
            (SELECT COUNT(*) FROM members WHERE inviter_id = ${memberId})::text AS invitees,
            (SELECT COUNT(*) FROM members m WHERE m.inviter_id = ${memberId}
               AND EXISTS (SELECT 1 FROM game_rounds g WHERE g.member_id = m.id AND NOT g.void))::text AS played,
            (SELECT COALESCE(SUM(amount), 0) FROM invite_accruals
               WHERE inviter_id = ${memberId} AND ${RECEIVABLE})::text AS accrued,
            (SELECT COALESCE(SUM(amount), 0) FROM invite_accruals
               WHERE inviter_id = ${memberId} AND ${REVIEWING})::text AS reviewing,
            (SELECT COALESCE(SUM(amount), 0) FROM invite_payouts WHERE member_id = ${memberId})::text AS received`,
    );
    const code = inviteCodeOf(memberId);
    return {
      enabled: s['invite.enabled'],
      code,
      link: `${origin}/register?code=${code}`,
      basis: s['invite.basis'] as InviteBasis,
      percent: s['invite.percent'],
      capPerInvitee: s['invite.capPerInvitee'],
      capPerPeriod: s['invite.capPerMonth'],
      minTurnover: s['invite.minTurnover'],
      condition: s['invite.condition'],
      invitees: Number(r!.invitees),
      played: Number(r!.played),
      accrued: fromMinor(Number(r!.accrued)),
      reviewing: fromMinor(Number(r!.reviewing)),
      received: fromMinor(Number(r!.received)),
    };
  }

  /** spec §7 POST /api/invite: friends newest first, names masked, what each earned. */
  async list(memberId: number, page: number, limit: number) {
    const [[total], list] = await Promise.all([
      rows<{ n: string }>(
        this.db,
        sql`SELECT COUNT(*)::text AS n FROM members WHERE inviter_id = ${memberId}`,
      ),
      rows<{ name: string; created_at: string | Date; amount: string; played: boolean }>(
        this.db,
        sql`SELECT m.name, m.created_at,
              COALESCE((SELECT SUM(a.amount) FROM invite_accruals a
                        WHERE a.inviter_id = ${memberId} AND a.invitee_id = m.id
                          AND a.review IS DISTINCT FROM 'refused'), 0)::text AS amount,
              EXISTS (SELECT 1 FROM game_rounds g WHERE g.member_id = m.id AND NOT g.void) AS played
            FROM members m WHERE m.inviter_id = ${memberId}
            ORDER BY m.created_at DESC, m.id DESC
            LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      ),
    ]);
    return {
      total: Number(total?.n ?? 0),
      invites: list.map((r) => ({
        from: { name: maskName(r.name) },
        amount: fromMinor(Number(r.amount)),
        createdAt: new Date(r.created_at).toISOString(),
        played: r.played,
      })),
    };
  }

  // ── receiving ────────────────────────────────────────────────────────────────────────────

  /**
   * spec §7 GET /api/invite/bonus: every receivable row (a flagged one only once approved by
   * staff) moves to the wallet in one `invite`
   * entry, in one transaction that marks the rows paid (locked, so racing taps pay once), and
   * starts a bonus with the setting's condition when there is one. The answer is stored with it.
   */
  async receive(memberId: number) {
    const s = await this.rules();
    if (!s['invite.enabled']) throw new AppError('INVITE_INACTIVE', 409);
    await this.guards.check({ memberId, action: 'claim' });
    return withTx(this.db, async (tx) => {
      // decided here, with the member locked: a break or a bonus cannot start in between
      const guard = await this.guards.inside(tx, { memberId, action: 'claim' });
      const [member] = await rows<{ currency: Currency }>(
        tx,
        sql`SELECT currency FROM members WHERE id = ${memberId}`,
      );
      if (!member) throw new AppError('NO_USER', 404);
      const due = await rows<{ id: string; amount: string }>(
        tx,
        sql`SELECT id::text, amount::text FROM invite_accruals
            WHERE inviter_id = ${memberId} AND ${RECEIVABLE}
              AND currency = ${member.currency} FOR UPDATE`,
      );
      const amount = due.reduce((sum, r) => sum + Number(r.amount), 0);
      if (amount <= 0) {
        const [played] = await rows<{ any: boolean }>(
          tx,
          sql`SELECT EXISTS (SELECT 1 FROM members m JOIN game_rounds g ON g.member_id = m.id
                WHERE m.inviter_id = ${memberId} AND NOT g.void) AS any`,
        );
        throw new AppError(played?.any ? 'NO_INVITE_BONUS' : 'NO_INVITEE_PLAY_INFO', 400);
      }
      const condition = s['invite.condition'];
      const bonusId = condition
        ? await this.bonuses.startReward(tx, {
            memberId,
            currency: member.currency,
            code: 'INVITE_REWARD',
            amount,
            condition,
          })
        : null;
      const [payout] = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO invite_payouts (member_id, amount, currency, member_bonus_id)
            VALUES (${memberId}, ${amount}, ${member.currency}, ${bonusId}) RETURNING id::text`,
      );
      const ids = sql.join(
        due.map((r) => sql`${r.id}::bigint`),
        sql`, `,
      );
      await tx.execute(
        sql`UPDATE invite_accruals SET payout_id = ${payout!.id} WHERE id IN (${ids})`,
      );
      const balance = await payToWallet(this.ledger, this.accounts, tx, {
        memberId,
        currency: member.currency,
        amount,
        from: 'invite_rewards',
        kind: 'invite',
        source: { kind: 'invite_payout', id: payout!.id },
        memo: `${due.length} accrual(s)`,
        guard,
      });
      const answer = {
        message: 'INVITE_BONUS_SUCCESS' as const,
        amount: fromMinor(amount),
        wallet: { amount: fromMinor(balance) },
        bonusId,
      };
      return answer;
    });
  }

  // ── staff review of flagged rows (decision 011) ──────────────────────────────────────────

  async reviews(status: 'waiting' | 'approved' | 'refused', limit: number) {
    const list = await rows<ReviewRow>(
      this.db,
      sql`${REVIEW_SELECT}
          WHERE a.flagged AND ${status === 'waiting' ? sql`a.review IS NULL` : sql`a.review = ${status}`}
          ORDER BY ${status === 'waiting' ? sql`a.id` : sql`a.reviewed_at DESC, a.id DESC`}
          LIMIT ${limit}`,
    );
    return list.map(reviewView);
  }

  async reviewOne(id: string) {
    const [row] = await rows<ReviewRow>(this.db, sql`${REVIEW_SELECT} WHERE a.id = ${id}::bigint`);
    return row && row.flagged ? reviewView(row) : undefined;
  }

  /**
   * Staff decide a flagged row once: approved, the inviter's next receive pays it; refused, it is
   * never paid. Conditional on no decision yet, so two staff cannot both decide (ALREADY_PROCESSED).
   */
  async decide(id: string, decision: 'approved' | 'refused', staffLogin: string) {
    return withTx(this.db, async (tx) => {
      const done = await rows<{ id: string }>(
        tx,
        sql`UPDATE invite_accruals SET review = ${decision}, reviewed_by = ${staffLogin},
              reviewed_at = now()
            WHERE id = ${id}::bigint AND flagged AND review IS NULL AND payout_id IS NULL
            RETURNING id::text`,
      );
      const [row] = await rows<ReviewRow>(tx, sql`${REVIEW_SELECT} WHERE a.id = ${id}::bigint`);
      if (!row || !row.flagged) throw new AppError('NOT_FOUND', 404);
      if (!done.length) throw new AppError('ALREADY_PROCESSED', 409);
      return reviewView(row);
    });
  }
}

interface ReviewRow {
  id: string;
  inviter_phone: string;
  invitee_phone: string;
  invitee_name: string;
  source_kind: 'deposit' | 'turnover_day' | 'loss_day';
  source_id: string;
  amount: string;
  currency: string;
  created_at: string | Date;
  flagged: boolean;
  review: 'approved' | 'refused' | null;
  reviewed_by: string | null;
  reviewed_at: string | Date | null;
  paid: boolean;
}

const REVIEW_SELECT = sql`SELECT a.id::text, r.phone AS inviter_phone, e.phone AS invitee_phone,
    e.name AS invitee_name, a.source_kind, a.source_id, a.amount::text, a.currency, a.created_at, a.flagged,
    a.review, a.reviewed_by, a.reviewed_at, a.payout_id IS NOT NULL AS paid
  FROM invite_accruals a JOIN members r ON r.id = a.inviter_id JOIN members e ON e.id = a.invitee_id`;

const reviewView = (r: ReviewRow) => ({
  id: r.id,
  inviterPhone: r.inviter_phone,
  inviteePhone: r.invitee_phone,
  inviteeName: r.invitee_name,
  sourceKind: r.source_kind,
  sourceId: r.source_id,
  amount: fromMinor(Number(r.amount)),
  currency: r.currency,
  createdAt: new Date(r.created_at).toISOString(),
  review: r.review ?? ('waiting' as const),
  reviewedBy: r.reviewed_by,
  reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
  paid: r.paid,
});

/** The sources not accrued yet for friends who played at least `minTurnover` (minor units). */
function candidates(basis: InviteBasis, timeZone: string, minTurnover: Record<Currency, number>) {
  // a friend's money earns only an inviter of the same currency (decision 021: an accrual is
  // paid in the inviter's wallet, and a baht figure is never kip), past their currency's minimum
  const played = sql`m.currency = (SELECT i.currency FROM members i WHERE i.id = m.inviter_id)
                     AND (SELECT COALESCE(SUM(g.stake), 0) FROM game_rounds g
                          WHERE g.member_id = m.id AND NOT g.void)
                         >= CASE WHEN m.currency = 'LAK' THEN ${minTurnover.LAK}::numeric
                                 ELSE ${minTurnover.BAHT}::numeric END`;
  const fresh = (kind: string, id: ReturnType<typeof sql>) =>
    sql`NOT EXISTS (SELECT 1 FROM invite_accruals a
                    WHERE a.invitee_id = m.id AND a.source_kind = ${kind} AND a.source_id = ${id})`;
  if (basis === 'first_deposit' || basis === 'deposits') {
    const first = basis === 'first_deposit';
    return sql`SELECT ${first ? sql`DISTINCT ON (m.id)` : sql``}
                 m.inviter_id::text, m.id::text AS invitee_id, 'deposit' AS source_kind,
                 d.id::text AS source_id, d.amount::text AS basis, m.currency
               FROM members m JOIN deposits d ON d.member_id = m.id AND d.status = 'success'
               WHERE m.inviter_id IS NOT NULL AND ${played}
                 AND ${fresh('deposit', sql`d.id::text`)}
                 ${first ? sql`AND NOT EXISTS (SELECT 1 FROM invite_accruals a WHERE a.invitee_id = m.id)` : sql``}
               ORDER BY ${first ? sql`m.id, d.updated_at, d.id` : sql`d.id`}`;
  }
  // per completed site-local day of play: turnover, or net loss when positive
  const kind = basis === 'turnover' ? 'turnover_day' : 'loss_day';
  const amount = basis === 'turnover' ? sql`g.stake` : sql`g.stake - g.payout`;
  return sql`SELECT x.* FROM (
               SELECT m.inviter_id::text, m.id::text AS invitee_id, ${kind}::text AS source_kind,
                 to_char(g.settled_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS source_id,
                 SUM(${amount})::text AS basis, m.currency
               FROM members m JOIN game_rounds g ON g.member_id = m.id AND NOT g.void
               WHERE m.inviter_id IS NOT NULL AND ${played}
                 AND g.settled_at < date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}
               GROUP BY 1, 2, 3, 4, 6) x
             WHERE x.basis::numeric > 0
               AND NOT EXISTS (SELECT 1 FROM invite_accruals a WHERE a.invitee_id = x.invitee_id::bigint
                               AND a.source_kind = x.source_kind AND a.source_id = x.source_id)`;
}
