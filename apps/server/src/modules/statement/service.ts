import { and, count, desc, eq, sql } from 'drizzle-orm';
import { fromMinor, type Locale, type Slip } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';
import { deposits } from '../deposits/module';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { EntryKind, SourceKind } from '../../kernel/ledger/registry';
import type { MemberRepo } from '../../kernel/members/repo';
import type { SlipUrls } from '../deposits/module';
import type { StatementDescriber, StatementLine, WalletLine } from './lines';

interface Row {
  id: string;
  kind: EntryKind;
  source_kind: SourceKind;
  source_id: string;
  amount: string | number;
  created_at: string | Date;
}

/**
 * spec §7 Statement, derived from the journal (ARCHITECTURE § Money): every entry that moved the
 * member's wallet, newest first, described by the module that owns its kind (lines.ts). Nothing
 * is written beside the journal.
 */
export class StatementService {
  private readonly byKind = new Map<EntryKind, StatementDescriber>();

  constructor(
    private readonly db: Db,
    private readonly accounts: LedgerAccounts,
    private readonly members: MemberRepo,
    private readonly slipUrls: SlipUrls,
    describers: readonly StatementDescriber[],
  ) {
    for (const d of describers) this.describe(d);
  }

  /** A module's lines: how its entry kinds read in the statement (modules add theirs at start). */
  describe(describer: StatementDescriber): void {
    for (const k of describer.kinds) this.byKind.set(k, describer);
  }

  async statement(
    memberId: number,
    page: number,
    limit: number,
    locale: Locale = 'th',
  ): Promise<{ total: number; statements: StatementLine[] }> {
    const member = await this.members.byId(memberId);
    if (!member) throw new AppError('NO_USER', 404);
    const wallet = await this.accounts.memberAccount(memberId, 'wallet', member.currency);
    const kinds = sql.join(
      [...this.byKind.keys()].map((k) => sql`${k}`),
      sql`, `,
    );
    const where = sql`e.member_id = ${memberId} AND e.kind IN (${kinds})`;
    const [total] = await rows<{ n: string | number }>(
      this.db,
      sql`SELECT COUNT(*) AS n FROM journal_entries e
          JOIN postings p ON p.entry_id = e.id AND p.account_id = ${wallet.id}
          WHERE ${where}`,
    );
    const found = await rows<Row>(
      this.db,
      sql`SELECT e.id::text, e.kind, e.source_kind, e.source_id, p.amount, e.created_at
          FROM journal_entries e
          JOIN postings p ON p.entry_id = e.id AND p.account_id = ${wallet.id}
          WHERE ${where}
          ORDER BY e.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    );
    const lines: WalletLine[] = found.map((r) => ({
      entryId: Number(r.id),
      kind: r.kind,
      sourceKind: r.source_kind,
      sourceId: r.source_id,
      amount: Number(r.amount),
      createdAt: new Date(r.created_at),
    }));
    const described = new Map<number, Omit<StatementLine, 'amount' | 'createdAt'>>();
    for (const describer of new Set(this.byKind.values())) {
      const own = lines.filter((l) => describer.kinds.includes(l.kind));
      if (own.length === 0) continue;
      for (const [id, d] of await describer.describe(this.db, own, locale)) described.set(id, d);
    }
    const statements = lines.map((line): StatementLine => ({
      ...described.get(line.entryId)!,
      amount: Math.abs(line.amount),
      createdAt: line.createdAt.toISOString(),
    }));
    return { total: Number(total?.n ?? 0), statements };
  }

  async slips(
    memberId: number,
    page: number,
    limit: number,
  ): Promise<{ total: number; slips: Slip[] }> {
    const where = and(eq(deposits.memberId, memberId), eq(deposits.method, 'slip'));
    const [[total], list] = await Promise.all([
      this.db.select({ n: count() }).from(deposits).where(where),
      this.db
        .select()
        .from(deposits)
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(limit)
        .offset((page - 1) * limit),
    ]);
    return {
      total: Number(total?.n ?? 0),
      slips: list.map((d) => ({
        createdAt: new Date(d.createdAt).toISOString(),
        amount: d.amount === null ? 0 : fromMinor(d.amount),
        status: d.status,
        note: d.note,
        link: this.slipUrls.url(d.reference),
        reference: d.reference,
      })),
    };
  }

  /** The owner's slip only: anyone else's reference is as unknown as a made-up one. */
  async slipUrl(memberId: number, reference: string): Promise<{ url: string }> {
    const [found] = await this.db
      .select({ reference: deposits.reference })
      .from(deposits)
      .where(
        and(
          eq(deposits.reference, reference),
          eq(deposits.memberId, memberId),
          eq(deposits.method, 'slip'),
        ),
      );
    if (!found) throw new AppError('NO_DATA', 404);
    return { url: this.slipUrls.url(found.reference) };
  }
}
