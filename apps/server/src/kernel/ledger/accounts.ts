import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Currency } from '@wallet/contract';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { ledgerAccounts } from './tables';
import type { LedgerAccountKind, LedgerCurrency } from './registry';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
type MemberKind = Extract<
  LedgerAccountKind,
  'wallet' | 'transfer_in_flight' | 'game' | 'pending_withdrawal'
>;
/** Accounts in a currency of their own (the wheel's coins, issue 10). */
type CoinKind = Extract<LedgerAccountKind, 'coins'>;
/** System accounts, of any module (the registry says which kinds are system-owned). */
type SystemKind = Exclude<LedgerAccountKind, MemberKind | CoinKind>;

/** The accounts one member holds: wallet, in-flight, and one game account per activated slot. */
export interface MemberBook {
  memberId: number;
  currency: Currency;
  wallet: LedgerAccount;
  inFlight: LedgerAccount;
  games: Map<string, LedgerAccount>;
  /** The wheel's coins (issue 10), when the member has the account: read with the rest. */
  coins: LedgerAccount | undefined;
  /** Where the member's money stood when the book was read: see `moneyVersion` below. */
  moneyVersion: number;
}

/**
 * A member's money version: the sum of their accounts' versions, each bumped by every posting
 * (under the row's lock, so in commit order). It only grows, and grows with every movement of
 * any account of theirs: a screen holding an answer read at version v has missed money exactly
 * when the member's version is now above v (decision 026, the socket's `money:version`).
 */
export const moneyVersionOf = (accounts: readonly Pick<LedgerAccount, 'version'>[]): number =>
  accounts.reduce((sum, a) => sum + a.version, 0);

/** Finds ledger accounts, creating them on first use (accounts are never deleted). */
export class LedgerAccounts {
  constructor(private readonly db: Db) {}

  /**
   * Every account of the member, with the wallet and in-flight accounts created if missing.
   * `currency` may be a lookup, asked only when the member has no wallet yet (a member has one
   * currency, chosen at registration, so an existing wallet already says which).
   */
  async book(
    memberId: number,
    currencyOf: Currency | (() => Promise<Currency>),
    db: Db = this.db,
  ): Promise<MemberBook> {
    let list = await this.listOf(memberId, db);
    const has = (kind: MemberKind) => list.some((a) => a.kind === kind);
    const currency =
      typeof currencyOf === 'string'
        ? currencyOf
        : ((list.find((a) => a.kind === 'wallet')?.currency as Currency | undefined) ??
          (await currencyOf()));
    if (!has('wallet') || !has('transfer_in_flight')) {
      await db
        .insert(ledgerAccounts)
        .values([
          { memberId, kind: 'wallet', currency },
          { memberId, kind: 'transfer_in_flight', currency },
        ])
        .onConflictDoNothing();
      list = await this.listOf(memberId, db);
    }
    // A member has one currency (chosen at registration); their accounts are all in it.
    const find = (kind: MemberKind) =>
      list.find((a) => a.kind === kind && a.currency === currency)!;
    return {
      memberId,
      currency,
      wallet: find('wallet'),
      inFlight: find('transfer_in_flight'),
      games: new Map(
        list
          .filter((a) => a.kind === 'game' && a.currency === currency)
          .map((a) => [a.slotCode, a]),
      ),
      coins: list.find((a) => a.kind === 'coins'),
      moneyVersion: moneyVersionOf(list),
    };
  }

  /** The member's money version now (`moneyVersionOf` their accounts), in one statement. */
  async moneyVersion(memberId: number): Promise<number> {
    const [row] = await rows<{ version: string }>(
      this.db,
      sql`SELECT coalesce(sum(version), 0)::text AS version
          FROM ledger_accounts WHERE member_id = ${memberId}`,
    );
    return Number(row?.version ?? 0);
  }

  /** Raw SQL: every transfer and wallet view reads this (bench/wallet.mjs). */
  private async listOf(memberId: number, db: Db): Promise<LedgerAccount[]> {
    const list = await rows<{
      id: string;
      kind: LedgerAccount['kind'];
      slot_code: string;
      currency: LedgerCurrency;
      balance: string;
      version: string;
      created_at: string | Date;
    }>(
      db,
      sql`SELECT id::text, kind, slot_code, currency, balance::text, version::text, created_at
          FROM ledger_accounts WHERE member_id = ${memberId}`,
    );
    return list.map((r) => ({
      id: Number(r.id),
      memberId,
      // a member's account: never the house's (the generated is_system column)
      isSystem: false,
      kind: r.kind,
      slotCode: r.slot_code,
      currency: r.currency,
      balance: Number(r.balance),
      version: Number(r.version),
      createdAt: new Date(r.created_at),
    }));
  }

  async memberAccount(
    memberId: number,
    kind: MemberKind,
    currency: Currency,
    slotCode = '',
    db: Db = this.db,
  ): Promise<LedgerAccount> {
    return this.findOrCreate(db, { memberId, kind, currency, slotCode });
  }

  /** The member's coin account (currency COIN, whole coins), created on first use. */
  async coinAccount(memberId: number, db: Db = this.db): Promise<LedgerAccount> {
    return this.findOrCreate(db, { memberId, kind: 'coins', currency: 'COIN', slotCode: '' });
  }

  async systemAccount(
    kind: SystemKind,
    currency: LedgerCurrency,
    slotCode = '',
    db: Db = this.db,
  ): Promise<LedgerAccount> {
    return this.findOrCreate(db, { memberId: null, kind, currency, slotCode });
  }

  private async findOrCreate(
    db: Db,
    key: {
      memberId: number | null;
      kind: LedgerAccountKind;
      currency: LedgerCurrency;
      slotCode: string;
    },
  ): Promise<LedgerAccount> {
    const where = and(
      key.memberId === null
        ? isNull(ledgerAccounts.memberId)
        : eq(ledgerAccounts.memberId, key.memberId),
      eq(ledgerAccounts.kind, key.kind),
      eq(ledgerAccounts.slotCode, key.slotCode),
      eq(ledgerAccounts.currency, key.currency),
    );
    const [found] = await db.select().from(ledgerAccounts).where(where);
    if (found) return found;
    const [created] = await db.insert(ledgerAccounts).values(key).onConflictDoNothing().returning();
    if (created) return created;
    // created by a concurrent request between our select and insert
    const [again] = await db.select().from(ledgerAccounts).where(where);
    return again!;
  }
}
