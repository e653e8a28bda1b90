import { sql } from 'drizzle-orm';
import { toMinor } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import { InsufficientFunds } from '../../kernel/ledger/errors';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { SettingsService } from '../settings/module';
import { CurrencyFigures } from '../settings/module';

/**
 * Coins (issue 10): a ledger currency of their own. Earned by a rule from settings (per deposit,
 * per completed day of play), written once per source by the rewards job; granted or taken by an
 * operator with a reason. The balance is the member's `coins` account, never below zero.
 */
export class CoinService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly settings: SettingsService,
  ) {}

  /** spec §3 profile.coin and userCoin: the ledger's balance. */
  async balance(memberId: number, db: Db = this.db): Promise<number> {
    const [r] = await rows<{ balance: string }>(
      db,
      sql`SELECT balance::text FROM ledger_accounts
          WHERE member_id = ${memberId} AND kind = 'coins' AND currency = 'COIN'`,
    );
    return Number(r?.balance ?? 0);
  }

  /** An operator grants (coins > 0) or takes (coins < 0) coins, never below zero. */
  async grant(memberId: number, coins: number, reason: string): Promise<number> {
    return withTx(this.db, async (tx) => {
      const [grant] = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO coin_grants (member_id, coins, reason)
            VALUES (${memberId}, ${coins}, ${reason}) RETURNING id::text`,
      );
      const account = await this.accounts.coinAccount(memberId, tx);
      const issuer = await this.accounts.systemAccount('coin_issuer', 'COIN', '', tx);
      try {
        const { balances } = await this.ledger.post(
          {
            kind: 'coin_grant',
            source: { kind: 'coin_grant', id: grant!.id },
            memberId,
            memo: reason,
            postings: [
              { accountId: account.id, amount: coins },
              { accountId: issuer.id, amount: -coins },
            ],
          },
          tx,
        );
        return balances.get(account.id) ?? 0;
      } catch (error) {
        if (error instanceof InsufficientFunds) throw new AppError('NO_COIN', 409);
        throw error;
      }
    });
  }

  /**
   * The job: coins for deposits and for completed days of play that earned none yet. Each source
   * is written once (UNIQUE member + source, and the `coin_earn` entry once per earning), so a
   * run repeated here or on another copy adds nothing.
   */
  async earn(): Promise<{ rows: number; coins: number }> {
    const s = await this.settings.getMany([
      'spinwheel.enabled',
      'spinwheel.coinPerDeposit',
      'spinwheel.coinPerTurnover',
      'site.timeZone',
    ]);
    if (!s['spinwheel.enabled']) return { rows: 0, coins: 0 };
    // one coin per so much money of the member's currency (decision 021: kip figures for LAK)
    const lak = await new CurrencyFigures(this.settings).coins('LAK');
    const rules = [
      {
        currency: 'BAHT',
        perDeposit: s['spinwheel.coinPerDeposit'],
        perTurnover: s['spinwheel.coinPerTurnover'],
      },
      { currency: 'LAK', ...lak },
    ] as const;
    const candidates: {
      member_id: string;
      kind: string;
      source_id: string;
      basis: string;
      per: number;
    }[] = [];
    type Found = Omit<(typeof candidates)[number], 'per'>;
    for (const { currency, perDeposit, perTurnover } of rules) {
      if (perDeposit !== null && perDeposit > 0) {
        const found = await rows<Found>(
          this.db,
          sql`SELECT d.member_id::text, 'deposit' AS kind, d.id::text AS source_id, d.amount::text AS basis
              FROM deposits d
              WHERE d.status = 'success' AND d.currency = ${currency}
                AND d.amount >= ${toMinor(perDeposit)}
                AND NOT EXISTS (SELECT 1 FROM coin_earnings c WHERE c.member_id = d.member_id
                                AND c.source_kind = 'deposit' AND c.source_id = d.id::text)
              ORDER BY d.id LIMIT 1000`,
        );
        candidates.push(...found.map((f) => ({ ...f, per: toMinor(perDeposit) })));
      }
      if (perTurnover !== null && perTurnover > 0) {
        const tz = s['site.timeZone'];
        const found = await rows<Found>(
          this.db,
          sql`SELECT x.* FROM (
                SELECT g.member_id::text, 'turnover_day' AS kind,
                  to_char(g.settled_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS source_id,
                  SUM(g.stake)::text AS basis
                FROM game_rounds g JOIN members m ON m.id = g.member_id AND m.currency = ${currency}
                WHERE g.member_id IS NOT NULL AND NOT g.void
                  AND g.settled_at < date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz}
                GROUP BY 1, 3) x
              WHERE x.basis::bigint >= ${toMinor(perTurnover)}
                AND NOT EXISTS (SELECT 1 FROM coin_earnings c WHERE c.member_id = x.member_id::bigint
                                AND c.source_kind = 'turnover_day' AND c.source_id = x.source_id)
              LIMIT 1000`,
        );
        candidates.push(...found.map((f) => ({ ...f, per: toMinor(perTurnover) })));
      }
    }
    let written = 0;
    let total = 0;
    for (const c of candidates) {
      const coins = Math.floor(Number(c.basis) / c.per);
      if (coins <= 0) continue;
      if (await this.earnOne(Number(c.member_id), c.kind, c.source_id, Number(c.basis), coins)) {
        written++;
        total += coins;
      }
    }
    return { rows: written, coins: total };
  }

  private async earnOne(
    memberId: number,
    kind: string,
    sourceId: string,
    basis: number,
    coins: number,
  ): Promise<boolean> {
    return withTx(this.db, async (tx) => {
      const inserted = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO coin_earnings (member_id, source_kind, source_id, basis, coins)
            VALUES (${memberId}, ${kind}, ${sourceId}, ${basis}, ${coins})
            ON CONFLICT DO NOTHING RETURNING id::text`,
      );
      if (!inserted.length) return false;
      const account = await this.accounts.coinAccount(memberId, tx);
      const issuer = await this.accounts.systemAccount('coin_issuer', 'COIN', '', tx);
      await this.ledger.post(
        {
          kind: 'coin_earn',
          source: { kind: 'coin_earning', id: inserted[0]!.id },
          memberId,
          memo: `${kind} ${sourceId}`,
          postings: [
            { accountId: account.id, amount: coins },
            { accountId: issuer.id, amount: -coins },
          ],
        },
        tx,
      );
      return true;
    });
  }
}
