import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor, WALLET_CODE, type Slip, type StatementEntry } from '@wallet/contract';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { deposits, gameSlots, transfers, withdrawals } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { LedgerAccounts } from '../../ledger/accounts';
import type { MemberRepo } from '../account/repo';
import type { SlipUrls } from '../deposits/signed-url';

/** Journal kinds that make a statement line (a reversal shows as the failed line it undoes). */
const STATEMENT_KINDS = [
  'deposit',
  'adjustment',
  'withdraw_reserve',
  'transfer_debit',
  'transfer_settle',
] as const;

const TRANSFER_STATUS = { pending: 'processing', settled: 'success', reversed: 'failed' } as const;

interface Line {
  id: string;
  kind: (typeof STATEMENT_KINDS)[number];
  reference: string;
  amount: string | number;
  created_at: string | Date;
}

/**
 * spec §7 Statement, derived from the journal (ARCHITECTURE § Money): every entry that moved the
 * member's wallet, newest first, with the status of the record it belongs to (a withdrawal, a
 * transfer, a deposit). Nothing is written beside the journal.
 */
export class StatementService {
  constructor(
    private readonly db: Db,
    private readonly accounts: LedgerAccounts,
    private readonly members: MemberRepo,
    private readonly slipUrls: SlipUrls,
  ) {}

  async statement(memberId: number, page: number, limit: number) {
    const member = await this.members.byId(memberId);
    if (!member) throw new AppError('NO_USER', 404);
    const wallet = await this.accounts.memberAccount(memberId, 'wallet', member.currency);
    const kinds = sql.join(
      STATEMENT_KINDS.map((k) => sql`${k}`),
      sql`, `,
    );
    const where = sql`e.member_id = ${memberId} AND e.kind IN (${kinds})`;
    const [total] = await rows<{ n: string | number }>(
      this.db,
      sql`SELECT COUNT(*) AS n FROM journal_entries e
          JOIN postings p ON p.entry_id = e.id AND p.account_id = ${wallet.id}
          WHERE ${where}`,
    );
    const lines = await rows<Line>(
      this.db,
      sql`SELECT e.id::text, e.kind, e.reference, p.amount, e.created_at
          FROM journal_entries e
          JOIN postings p ON p.entry_id = e.id AND p.account_id = ${wallet.id}
          WHERE ${where}
          ORDER BY e.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    );
    const idsOf = (prefix: string) =>
      lines
        .filter((l) => l.reference.startsWith(prefix))
        .map((l) => l.reference.slice(prefix.length));
    const withdrawalIds = idsOf('withdrawal:').map(Number);
    const depositIds = idsOf('deposit:').map(Number);
    const transferRefs = idsOf('transfer:');
    const [ws, ds, ts] = await Promise.all([
      withdrawalIds.length
        ? this.db.select().from(withdrawals).where(inArray(withdrawals.id, withdrawalIds))
        : [],
      depositIds.length
        ? this.db.select().from(deposits).where(inArray(deposits.id, depositIds))
        : [],
      transferRefs.length
        ? // a game side reads as the game's name ("PG Slot"), not its code
          this.db
            .select({
              ref: transfers.ref,
              status: transfers.status,
              slot: sql<string>`coalesce(${gameSlots.name}, ${transfers.slotCode})`,
            })
            .from(transfers)
            .leftJoin(gameSlots, eq(gameSlots.code, transfers.slotCode))
            .where(inArray(transfers.ref, transferRefs))
        : [],
    ]);
    const statements = lines.map((line): StatementEntry => {
      const amount = Number(line.amount);
      const base = {
        amount: fromMinor(Math.abs(amount)),
        createdAt: new Date(line.created_at).toISOString(),
      };
      const ref = line.reference.slice(line.reference.indexOf(':') + 1);
      switch (line.kind) {
        case 'deposit': {
          const d = ds.find((x) => String(x.id) === ref);
          const from = d?.method === 'truelink' ? 'TRUEMONEY' : (d?.channel ?? 'BANK');
          return { ...base, statementType: 'deposit', status: 'success', from, to: WALLET_CODE };
        }
        case 'withdraw_reserve': {
          const w = ws.find((x) => String(x.id) === ref);
          return {
            ...base,
            statementType: 'withdraw',
            status: w?.status ?? 'processing',
            from: WALLET_CODE,
            to: w?.bankCode ?? 'BANK',
          };
        }
        case 'transfer_debit':
        case 'transfer_settle': {
          const t = ts.find((x) => x.ref === ref);
          const slot = t?.slot ?? '';
          return amount < 0
            ? {
                ...base,
                statementType: 'transfer',
                status: t ? TRANSFER_STATUS[t.status] : 'processing',
                from: WALLET_CODE,
                to: slot,
              }
            : {
                ...base,
                statementType: 'transfer',
                status: 'success',
                from: slot,
                to: WALLET_CODE,
              };
        }
        default:
          // operator adjustments: a credit reads as a deposit, a debit as a withdrawal
          return amount > 0
            ? {
                ...base,
                statementType: 'deposit',
                status: 'success',
                from: 'ADJUSTMENT',
                to: WALLET_CODE,
              }
            : {
                ...base,
                statementType: 'withdraw',
                status: 'success',
                from: WALLET_CODE,
                to: 'ADJUSTMENT',
              };
      }
    });
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
