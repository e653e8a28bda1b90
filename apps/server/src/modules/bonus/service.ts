import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { WALLET_CODE, type Currency, type Locale } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import { lockMember } from '../../kernel/ledger/member-lock';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { Idempotency, RequestContext } from '../../kernel/ledger/idempotency';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { SettingsService } from '../settings/module';
import type { DepositRow } from '../deposits/module';
import type { TransferService } from '../wallet/module';
import {
  baseOf,
  bonusFor,
  progressOf,
  settlementOf,
  type Progress,
  type Settlement,
} from './progress';
import type { BonusRepo, BonusRow, MemberBonusRow } from './repo';
import { rulesInCurrency, type BonusRules } from './rules';

/** A member bonus with its live figures (minor units); the routes turn it into the wire shape. */
export interface BonusView {
  row: MemberBonusRow;
  bonus: BonusRow;
  progress: Progress | null;
  total: number;
  /** The total less what the member had before the deposit (what progress is measured on). */
  inPlay: number;
  settlement: Settlement;
}

export interface EndResult {
  outcome: 'met' | 'left' | 'lost' | 'cancelled';
  kept: number;
  forfeited: number;
  wallet: number;
}

/** How long ending a bonus waits for transfers into games already on their way. */
const IN_FLIGHT_WAIT_MS = 20_000;

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Bonuses and promotions (issue 8, docs/decisions/010). Activate → awaiting the next deposit
 * (or credited at once from an unplayed recent deposit) → running: progress follows
 * `game_rounds` → the member ends it (met, or left early after a confirm of the exact forfeit),
 * or it is lost and ends itself. Ending empties the games into the wallet first, then a
 * `finish_bonus` entry takes the forfeit, if any.
 */
export class BonusService {
  constructor(
    private readonly db: Db,
    private readonly repo: BonusRepo,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly settings: SettingsService,
    private readonly transfers: TransferService,
    private readonly idempotency: Idempotency,
  ) {}

  // ── reading ──────────────────────────────────────────────────────────────────────────────

  async catalogueFor(memberId: number) {
    const [catalogue, open, tz] = await Promise.all([
      this.repo.catalogue(),
      this.repo.open(memberId),
      this.settings.get('site.timeZone'),
    ]);
    const receipts = await this.repo.receipts(memberId, tz);
    const now = Date.now();
    return catalogue
      .filter((b) => b.kind === 'bonus' && isLive(b, now))
      .map((bonus) => {
        const r = receipts.get(bonus.code) ?? { total: 0, day: 0, week: 0, dates: [] };
        const count = bonus.type === 'limit' ? r.total : bonus.type === 'day' ? r.day : r.week;
        const active = open?.bonusCode === bonus.code;
        return {
          bonus,
          received: r,
          count,
          state: active
            ? ('active' as const)
            : count >= bonus.maxReceived
              ? ('received' as const)
              : ('available' as const),
          openId: active ? open!.id : null,
        };
      });
  }

  /** A promotion by its code, or null when there is none live (NO_PROMOTION for activation). */
  async promotion(memberId: number, code: string) {
    const bonus = await this.repo.bonus(code);
    if (!bonus || bonus.kind !== 'promotion' || !isLive(bonus, Date.now())) return null;
    const tz = await this.settings.get('site.timeZone');
    const r = (await this.repo.receipts(memberId, tz)).get(code);
    const count = !r ? 0 : bonus.type === 'limit' ? r.total : bonus.type === 'day' ? r.day : r.week;
    return { bonus, received: count >= bonus.maxReceived };
  }

  /** The open bonus with its progress, as the ledger and `game_rounds` know them now. */
  async view(memberId: number, tx: Db = this.db): Promise<BonusView | null> {
    const row = await this.repo.open(memberId, tx);
    return row ? this.viewOf(row, tx) : null;
  }

  private async viewOf(row: MemberBonusRow, tx: Db = this.db): Promise<BonusView> {
    const started =
      row.status !== 'awaiting_deposit' && row.startedAt !== null && row.base !== null;
    // independent reads, sent together (a pool runs them at once; a transaction queues them)
    const [bonus, { total }, turnover] = await Promise.all([
      this.repo.bonus(row.bonusCode, tx),
      this.repo.totalBalance(row.memberId, tx),
      started && row.rules.condition.kind === 'turnover'
        ? this.repo.turnover(row.memberId, row.startedAt!, row.rules, tx)
        : Promise.resolve(0),
    ]);
    if (!started) {
      const settlement = { keep: total, forfeit: 0 };
      return { row, bonus: bonus!, progress: null, total, inPlay: total, settlement };
    }
    // money the member had before the deposit is theirs, not part of the bonus's play
    const prior = Math.max(0, (row.ownFunds ?? 0) - (row.deposit ?? 0));
    const inPlay = Math.max(0, total - prior);
    const progress = progressOf(row.rules, row.base!, { turnover, total: inPlay });
    const settlement = settlementOf(
      row.rules,
      { ownFunds: row.ownFunds ?? 0 },
      total,
      progress.met,
    );
    return { row, bonus: bonus!, progress, total, inPlay, settlement };
  }

  // ── receiving ────────────────────────────────────────────────────────────────────────────

  /**
   * Receives a bonus or promotion (§4: activating makes it active). Under a lock on the member
   * row, so racing activations see each other: one open bonus (BONUS_ALREADY_ACTIVE; a partial
   * UNIQUE index is the backstop) and never more receipts than maxReceived in the period.
   */
  /**
   * How a definition's rules read for this member: in their wallet's currency (decision 021),
   * as they would receive them, so a LAK member is never shown a baht figure as kip.
   */
  async rulesFor(memberId: number): Promise<(rules: BonusRules) => BonusRules> {
    const [member] = await rows<{ currency: Currency }>(
      this.db,
      sql`SELECT currency FROM members WHERE id = ${memberId}`,
    );
    const kipPerBaht = await this.settings.get('currency.kipPerBaht');
    return (rules) => rulesInCurrency(rules, member?.currency ?? 'BAHT', kipPerBaht);
  }

  async activate(memberId: number, code: string, kind: 'bonus' | 'promotion'): Promise<BonusView> {
    const notFound =
      kind === 'promotion' ? new AppError('NO_PROMOTION', 404) : new AppError('NO_DATA', 404);
    const tz = await this.settings.get('site.timeZone');
    const recentMinutes = await this.settings.get('bonus.recentDepositMinutes');
    const kipPerBaht = await this.settings.get('currency.kipPerBaht');
    try {
      return await withTx(this.db, async (tx) => {
        // the guards decide here, with the member locked (a break cannot start in between)
        await this.ledger.guards.inside(tx, { memberId, action: 'bonus' });
        const [member] = await rows<{ currency: Currency }>(
          tx,
          sql`SELECT currency FROM members WHERE id = ${memberId}`,
        );
        if (!member) throw new AppError('NO_USER', 404);
        const bonus = await this.repo.bonus(code, tx);
        if (!bonus || bonus.kind !== kind || !isLive(bonus, Date.now())) throw notFound;
        if (await this.repo.open(memberId, tx)) throw new AppError('BONUS_ALREADY_ACTIVE', 409);
        const r = (await this.repo.receipts(memberId, tz, tx)).get(code);
        const count = !r
          ? 0
          : bonus.type === 'limit'
            ? r.total
            : bonus.type === 'day'
              ? r.day
              : r.week;
        if (count >= bonus.maxReceived) {
          throw new AppError(
            kind === 'promotion' ? 'PROMOTION_RECEIVED' : 'BONUS_MAX_CLAIMED',
            409,
          );
        }
        const [created] = await rows<{ id: string }>(
          tx,
          sql`INSERT INTO member_bonuses (member_id, bonus_code, rules, currency)
              VALUES (${memberId}, ${code},
                ${JSON.stringify(rulesInCurrency(bonus.rules, member.currency, kipPerBaht))}::jsonb,
                ${member.currency})
              RETURNING id::text`,
        );
        const row = (await this.repo.byId(Number(created!.id), tx))!;
        // §4 lifecycle: a deposit of the last few minutes that was not played yet counts
        const recent = await this.repo.unplayedDeposit(memberId, recentMinutes, tx);
        const { wallet } = await this.repo.totalBalance(memberId, tx);
        if (recent && wallet >= recent.amount) await this.start(tx, row, recent);
        return this.viewOf((await this.repo.byId(row.id, tx))!, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('BONUS_ALREADY_ACTIVE', 409);
      throw error;
    }
  }

  /**
   * The deposit hook (DepositService.onCredited): inside the transaction that credits a deposit,
   * a bonus awaiting a deposit is credited with it when the deposit reaches its minimum.
   */
  async onDepositCredited(tx: Db, deposit: DepositRow, amount: number): Promise<void> {
    const row = await this.repo.open(deposit.memberId, tx, true);
    if (!row || row.status !== 'awaiting_deposit') return;
    await this.start(tx, row, { id: deposit.id, amount });
  }

  /** awaiting_deposit → running: the `bonus` entry from the promotions account, once. */
  private async start(tx: Db, row: MemberBonusRow, deposit: { id: number; amount: number }) {
    const amount = bonusFor(row.rules, deposit.amount);
    if (amount <= 0) return false;
    const { total } = await this.repo.totalBalance(row.memberId, tx);
    const wallet = await this.accounts.memberAccount(row.memberId, 'wallet', row.currency, '', tx);
    const promotions = await this.accounts.systemAccount('promotions', row.currency, '', tx);
    const [updated] = await rows(
      tx,
      sql`UPDATE member_bonuses SET status = 'running', deposit_id = ${deposit.id},
            deposit = ${deposit.amount}, amount = ${amount},
            base = ${baseOf(row.rules, deposit.amount, amount)}, own_funds = ${total},
            started_at = now()
          WHERE id = ${row.id} AND status = 'awaiting_deposit' RETURNING id`,
    );
    if (!updated) return false;
    await this.ledger.post(
      {
        kind: 'bonus',
        source: { kind: 'member_bonus', id: row.id },
        memberId: row.memberId,
        memo: row.bonusCode,
        postings: [
          { accountId: wallet.id, amount },
          { accountId: promotions.id, amount: -amount },
        ],
      },
      tx,
    );
    return true;
  }

  /**
   * A reward received as a bonus (invite, refund; issue 9): a running bonus from the start, its
   * condition a balance target on the reward, measured on the money in play. Called inside the
   * transaction that credits the reward, before the credit (so `own_funds` is the member's own).
   */
  async startReward(
    tx: Db,
    input: {
      memberId: number;
      currency: Currency;
      code: 'INVITE_REWARD' | 'REFUND_REWARD' | 'LUCKYDRAW_REWARD';
      amount: number;
      condition: { percentSuccess: number; percentFail: number };
    },
  ): Promise<number> {
    if (await this.repo.open(input.memberId, tx, true)) {
      throw new AppError('BONUS_ALREADY_ACTIVE', 409);
    }
    const { total } = await this.repo.totalBalance(input.memberId, tx);
    const rules: BonusRules = {
      kind: 'promotion',
      type: 'limit',
      maxReceived: 1_000,
      amountRule: { kind: 'fixed', amount: input.amount },
      minDeposit: 0,
      condition: {
        kind: 'credit_target',
        percentSuccess: input.condition.percentSuccess,
        base: 'bonus',
      },
      contributions: [
        { category: 'slot', factor: 1 },
        { category: 'sport', factor: 1 },
        { category: 'lotto', factor: 1 },
      ],
      percentFail: input.condition.percentFail,
      maxWithdraw: null,
    };
    try {
      const [row] = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO member_bonuses (member_id, bonus_code, status, rules, currency, deposit,
              amount, base, own_funds, started_at)
            VALUES (${input.memberId}, ${input.code}, 'running', ${JSON.stringify(rules)}::jsonb,
              ${input.currency}, 0, ${input.amount}, ${input.amount}, ${total}, now())
            RETURNING id::text`,
      );
      return Number(row!.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('BONUS_ALREADY_ACTIVE', 409);
      throw error;
    }
  }

  // ── ending ───────────────────────────────────────────────────────────────────────────────

  /**
   * The member ends their bonus (§7 clear). Not yet credited: cancelled, nothing moves. Running:
   * the forfeit must not exceed what the member confirmed (`acceptForfeit`, minor units), the
   * games are emptied into the wallet, then the `finish_bonus` entry takes the forfeit.
   */
  async clear(memberId: number, acceptForfeit: number, ctx: RequestContext): Promise<EndResult> {
    return this.end(memberId, { acceptForfeit, reason: 'member' }, ctx);
  }

  /** A lost bonus ends itself (called after the bet feed or before a deposit). */
  async endIfLost(memberId: number): Promise<boolean> {
    const view = await this.view(memberId);
    if (!view?.progress?.lost || view.row.status !== 'running') return false;
    const id = view.row.id;
    await this.idempotency.run(
      // a fresh key each try: a try that failed (a game not emptied) must not block the next
      { memberId, key: `bonus-lost-${id}-${randomUUID()}`, endpoint: 'bonus.lost', params: { id } },
      (ctx) => this.end(memberId, { acceptForfeit: Number.MAX_SAFE_INTEGER, reason: 'lost' }, ctx),
    );
    return true;
  }

  private async end(
    memberId: number,
    how: { acceptForfeit: number; reason: 'member' | 'lost' },
    ctx: RequestContext,
  ): Promise<EndResult> {
    // 1. claim the bonus: running → ending (only one request can), or cancel one not credited
    const claimed = await withTx(this.db, async (tx) => {
      // under the member lock: a transfer into a game decided after this sees `ending` and is
      // refused; one decided before is let land below (decision 019)
      await lockMember(tx, memberId);
      const row = await this.repo.open(memberId, tx, true);
      if (!row) throw new AppError('NO_ACTIVE_BONUS', 404);
      if (row.status === 'ending') throw new AppError('BONUS_ENDING', 409);
      if (row.status === 'awaiting_deposit') {
        await tx.execute(
          sql`UPDATE member_bonuses SET status = 'ended', outcome = 'cancelled', kept = 0,
                forfeited = 0, ended_at = now() WHERE id = ${row.id}`,
        );
        const { wallet } = await this.repo.totalBalance(memberId, tx);
        this.ledger.changedWithoutPosting(tx, memberId);
        const done: EndResult = { outcome: 'cancelled', kept: 0, forfeited: 0, wallet };
        return { done, row: null };
      }
      const view = await this.viewOf(row, tx);
      if (view.settlement.forfeit > how.acceptForfeit) {
        throw new AppError('BONUS_FORFEIT_CHANGED', 409, undefined, {
          forfeit: view.settlement.forfeit / 100,
        });
      }
      await tx.execute(sql`UPDATE member_bonuses SET status = 'ending' WHERE id = ${row.id}`);
      return { done: null, row };
    });
    if (claimed.done) return claimed.done;
    const row = claimed.row!;
    const back = () =>
      this.db.execute(
        sql`UPDATE member_bonuses SET status = 'running' WHERE id = ${row.id} AND status = 'ending'`,
      );
    // 2. §4 "ending clears the in-game balance": transfers into games already decided land
    // first, then every game goes back into the wallet
    if (!(await this.transfers.settleInFlight(memberId, IN_FLIGHT_WAIT_MS))) {
      await back();
      throw new AppError('TRANSFER_PENDING', 504);
    }
    try {
      await this.transfers.transferAll(memberId, WALLET_CODE, ctx);
    } catch (error) {
      const nothingToMove = error instanceof AppError && error.code === 'MONEY_NOT_ENOUGH';
      if (!nothingToMove) {
        await back();
        throw error;
      }
    }
    // 3. settle on what the ledger holds now, in one transaction with the wallet locked
    try {
      return await withTx(this.db, async (tx) => {
        await lockMember(tx, memberId);
        const locked = (await this.repo.byId(row.id, tx, true))!;
        const wallet = await this.accounts.memberAccount(memberId, 'wallet', row.currency, '', tx);
        await tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${wallet.id} FOR UPDATE`);
        const view = await this.viewOf(locked, tx);
        const { forfeit, keep } = view.settlement;
        if (forfeit > how.acceptForfeit) {
          throw new AppError('BONUS_FORFEIT_CHANGED', 409, undefined, { forfeit: forfeit / 100 });
        }
        const { wallet: inWallet } = await this.repo.totalBalance(memberId, tx);
        // the forfeit is taken whole, as confirmed, or not at all: money a failed leg left in a
        // game keeps the bonus running, to be ended again (a race must not shrink the forfeit)
        if (forfeit > inWallet) throw new AppError('TRANSFER_FAIL', 502);
        const taken = forfeit;
        if (taken > 0) {
          const promotions = await this.accounts.systemAccount('promotions', row.currency, '', tx);
          await this.ledger.post(
            {
              kind: 'finish_bonus',
              source: { kind: 'member_bonus', id: row.id },
              memberId,
              memo: row.bonusCode,
              guard: await this.ledger.guards.inside(tx, { memberId, action: 'release' }),
              postings: [
                { accountId: wallet.id, amount: -taken },
                { accountId: promotions.id, amount: taken },
              ],
            },
            tx,
          );
        }
        // the ended bonus changes the member's money view even with nothing forfeited (decision
        // 026): their screens read it again once this commits
        this.ledger.changedWithoutPosting(tx, memberId);
        const outcome = how.reason === 'lost' ? 'lost' : view.progress?.met ? 'met' : 'left';
        await tx.execute(
          sql`UPDATE member_bonuses SET status = 'ended', outcome = ${outcome},
                kept = ${view.total - taken}, forfeited = ${taken}, ended_at = now()
              WHERE id = ${row.id}`,
        );
        return {
          outcome,
          kept: keep + (forfeit - taken),
          forfeited: taken,
          wallet: inWallet - taken,
        };
      });
    } catch (error) {
      await back();
      throw error;
    }
  }

  /** After the bet feed: members whose rounds changed and who run a bonus may have lost it. */
  async afterRounds(
    memberIds: number[],
    syncGames: (memberId: number) => Promise<void>,
  ): Promise<number> {
    let ended = 0;
    for (const row of await this.repo.openAmong(memberIds)) {
      // the ledger's game balances catch up with play first (losses are in the games)
      await syncGames(row.memberId).catch(() => undefined);
      if (await this.endIfLost(row.memberId).catch(() => false)) ended++;
    }
    return ended;
  }
}

export function isLive(bonus: BonusRow, now: number): boolean {
  if (!bonus.enabled) return false;
  if (bonus.startsAt && new Date(bonus.startsAt).getTime() > now) return false;
  if (bonus.endsAt && new Date(bonus.endsAt).getTime() <= now) return false;
  return true;
}

export type { Locale };
