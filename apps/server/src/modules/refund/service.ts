import { sql } from 'drizzle-orm';
import { fromMinor, toMinor, type Currency, type Locale } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import type { Ledger } from '../../kernel/ledger/ledger';
import { payToWallet } from '../../kernel/ledger/pay-to-wallet';
import type { BonusRepo } from '../bonus/module';
import type { BonusService } from '../bonus/module';
import type { SettingsService } from '../settings/module';
import { CurrencyFigures } from '../settings/module';
import { refundInfo, type RefundState } from './texts';

interface Offer {
  id: string;
  period_start: string | Date;
  period_end: string | Date;
  net_loss: string;
  amount: string;
  claim_until: string | Date | null;
  received_at: string | Date | null;
  currency: Currency;
}

/** [start, end) of the last complete period in the site's time zone, as SQL expressions. */
function lastPeriod(period: 'day' | 'week', timeZone: string) {
  const unit = period === 'day' ? 'day' : 'week';
  const current = sql`(date_trunc(${unit}, now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})`;
  return {
    start: sql`(${current} - ${period === 'day' ? sql`interval '1 day'` : sql`interval '7 days'`})`,
    end: current,
  };
}

/**
 * Refunds of losses (issue 9, §4 Refund): for the last complete day or week (site time), the net
 * loss of settled, not voided rounds — play under a credited bonus left out — times the refund
 * percent, between a minimum and a maximum. The rewards job writes one offer per member and
 * period (UNIQUE); receiving it is one `refund` entry, once (a conditional update).
 */
export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly settings: SettingsService,
    private readonly bonuses: BonusService,
    private readonly bonusRepo: BonusRepo,
    private readonly guards: MoneyGuards,
  ) {}

  private rules() {
    return this.settings.getMany([
      'refund.enabled',
      'refund.period',
      'refund.percent',
      'refund.minimum',
      'refund.maximum',
      'refund.claimHours',
      'refund.condition',
      'site.timeZone',
    ]);
  }

  /** The job: the last complete period's offers, for every member who lost in it. */
  async compute(): Promise<{ offers: number; periodStart: string }> {
    const s = await this.rules();
    const p = lastPeriod(s['refund.period'], s['site.timeZone']);
    const [bounds] = await rows<{ start: string | Date }>(this.db, sql`SELECT ${p.start} AS start`);
    if (!s['refund.enabled']) {
      return { offers: 0, periodStart: new Date(bounds!.start).toISOString() };
    }
    // the maximum and minimum of the member's currency (decision 021): kip figures for LAK
    const lak = await new CurrencyFigures(this.settings).refund('LAK');
    const max = s['refund.maximum'];
    const cap = (minor: number | null) =>
      minor === null ? sql`'Infinity'::numeric` : sql`${minor}::numeric`;
    const amount = sql`LEAST(FLOOR(loss.net * ${s['refund.percent']}::numeric / 100),
                             CASE WHEN m.currency = 'LAK' THEN ${cap(lak.maximum)}
                                  ELSE ${cap(max === null ? null : toMinor(max))} END)`;
    const minimum = sql`CASE WHEN m.currency = 'LAK' THEN ${lak.minimum}::numeric
                             ELSE ${toMinor(s['refund.minimum'])}::numeric END`;
    const claimHours = s['refund.claimHours'];
    const written = await rows<{ id: string }>(
      this.db,
      sql`INSERT INTO refund_offers (member_id, period_start, period_end, net_loss, amount, currency, claim_until)
          SELECT loss.member_id, ${p.start}, ${p.end}, loss.net, ${amount}, m.currency,
                 ${claimHours === null ? sql`NULL` : sql`${p.end} + make_interval(hours => ${claimHours})`}
          FROM (
            SELECT g.member_id, SUM(g.stake - g.payout) AS net
            FROM game_rounds g
            WHERE g.member_id IS NOT NULL AND NOT g.void
              AND g.settled_at >= ${p.start} AND g.settled_at < ${p.end}
              -- play under a credited bonus is the bonus's, not the member's loss
              AND NOT EXISTS (SELECT 1 FROM member_bonuses b
                              WHERE b.member_id = g.member_id AND b.started_at IS NOT NULL
                                AND g.settled_at >= b.started_at
                                AND (b.ended_at IS NULL OR g.settled_at < b.ended_at))
            GROUP BY g.member_id
          ) loss JOIN members m ON m.id = loss.member_id
          WHERE loss.net > 0 AND ${amount} >= ${minimum}
          ON CONFLICT (member_id, period_start) DO NOTHING
          RETURNING id::text`,
    );
    return { offers: written.length, periodStart: new Date(bounds!.start).toISOString() };
  }

  private async offer(
    memberId: number,
    s: Awaited<ReturnType<RefundService['rules']>>,
    tx: Db = this.db,
    lock = false,
  ): Promise<Offer | null> {
    const p = lastPeriod(s['refund.period'], s['site.timeZone']);
    const [o] = await rows<Offer>(
      tx,
      sql`SELECT id::text, period_start, period_end, net_loss::text, amount::text, claim_until,
                 received_at, currency
          FROM refund_offers WHERE member_id = ${memberId} AND period_start = ${p.start}
          ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    return o ?? null;
  }

  /** spec §7 GET /api/refund/check: whether the last period's refund can be received. */
  async check(memberId: number, locale: Locale) {
    const s = await this.rules();
    const p = lastPeriod(s['refund.period'], s['site.timeZone']);
    const [[bounds], offer, open] = await Promise.all([
      rows<{ start: string | Date; end: string | Date }>(
        this.db,
        sql`SELECT ${p.start} AS start, ${p.end} AS end`,
      ),
      this.offer(memberId, s),
      this.bonusRepo.open(memberId),
    ]);
    const state = stateOf(s['refund.enabled'], offer, open !== null);
    const condition = s['refund.condition'];
    return {
      result: state === 'ready',
      bonus: open !== null,
      info: refundInfo(state, locale),
      refundAmount: fromMinor(Number(offer?.amount ?? 0)),
      refundSuccess: condition?.percentSuccess ?? 0,
      refundFail: condition?.percentFail ?? 0,
      enabled: s['refund.enabled'],
      period: s['refund.period'],
      periodStart: new Date(bounds!.start).toISOString(),
      periodEnd: new Date(bounds!.end).toISOString(),
      netLoss: fromMinor(Number(offer?.net_loss ?? 0)),
      percent: s['refund.percent'],
      minimum: s['refund.minimum'],
      maximum: s['refund.maximum'],
      received: offer?.received_at != null,
      claimUntil: offer?.claim_until ? new Date(offer.claim_until).toISOString() : null,
    };
  }

  /** spec §7 receive / addWallet: the offer into the wallet, once per member and period. */
  async receive(memberId: number) {
    const s = await this.rules();
    // a claim asks the money guards first, as invites and coupons do (a bonus, a break)
    await this.guards.check({ memberId, action: 'claim' });
    return withTx(this.db, async (tx) => {
      // decided here, with the member locked first (decision 019)
      const guard = await this.guards.inside(tx, { memberId, action: 'claim' });
      const offer = await this.offer(memberId, s, tx, true);
      const open = await this.bonusRepo.open(memberId, tx);
      const state = stateOf(s['refund.enabled'], offer, open !== null);
      if (state !== 'ready') {
        const conflict = state === 'received' || state === 'bonus';
        throw new AppError(ERROR_OF[state], conflict ? 409 : 400);
      }
      const amount = Number(offer!.amount);
      const condition = s['refund.condition'];
      const bonusId = condition
        ? await this.bonuses.startReward(tx, {
            memberId,
            currency: offer!.currency,
            code: 'REFUND_REWARD',
            amount,
            condition,
          })
        : null;
      const [updated] = await rows(
        tx,
        sql`UPDATE refund_offers SET received_at = now(), member_bonus_id = ${bonusId}
            WHERE id = ${offer!.id} AND received_at IS NULL RETURNING id`,
      );
      if (!updated) throw new AppError('REFUND_RECEIVED', 409);
      const balance = await payToWallet(this.ledger, this.accounts, tx, {
        memberId,
        currency: offer!.currency,
        amount,
        from: 'refunds',
        kind: 'refund',
        source: { kind: 'refund_offer', id: offer!.id },
        guard,
      });
      return {
        message: 'REFUND_SUCCESS' as const,
        refundAmount: fromMinor(amount),
        wallet: { amount: fromMinor(balance) },
        bonusId,
      };
    });
  }

  /** spec §7 POST /api/refund: refunds received, newest first. */
  async list(memberId: number, page: number, limit: number) {
    const [[total], list] = await Promise.all([
      rows<{ n: string }>(
        this.db,
        sql`SELECT COUNT(*)::text AS n FROM refund_offers
            WHERE member_id = ${memberId} AND received_at IS NOT NULL`,
      ),
      rows<Offer>(
        this.db,
        sql`SELECT id::text, period_start, period_end, net_loss::text, amount::text, claim_until,
                   received_at, currency
            FROM refund_offers WHERE member_id = ${memberId} AND received_at IS NOT NULL
            ORDER BY received_at DESC, refund_offers.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      ),
    ]);
    return {
      total: Number(total?.n ?? 0),
      refunds: list.map((o) => ({
        refundAmount: fromMinor(Number(o.amount)),
        createdAt: new Date(o.received_at!).toISOString(),
        periodStart: new Date(o.period_start).toISOString(),
        periodEnd: new Date(o.period_end).toISOString(),
        netLoss: fromMinor(Number(o.net_loss)),
      })),
    };
  }
}

const ERROR_OF = {
  inactive: 'REFUND_INACTIVE',
  none: 'NO_REFUND',
  received: 'REFUND_RECEIVED',
  bonus: 'REFUND_CONDITION',
  expired: 'NO_REFUND',
  zero: 'REFUND_MINIMUM',
} as const;

function stateOf(enabled: boolean, offer: Offer | null, bonusOpen: boolean): RefundState {
  if (!enabled) return 'inactive';
  if (!offer) return 'none';
  if (offer.received_at) return 'received';
  if (Number(offer.amount) <= 0) return 'zero';
  if (offer.claim_until && new Date(offer.claim_until).getTime() <= Date.now()) return 'expired';
  // §4: the receive button is disabled while a bonus is active
  if (bonusOpen) return 'bonus';
  return 'ready';
}
