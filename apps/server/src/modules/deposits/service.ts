import { randomBytes } from 'node:crypto';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fromMinor,
  toMinor,
  WALLET_LINK_MIN_BAHT,
  type api,
  type Currency,
  type OperatorDeposit,
  type SlipReasonCode,
} from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { containsText, pageOrder } from '../../kernel/db/table-page';
import { deposits } from './tables';
import { members } from '../../kernel/members/tables';
import { AppError } from '../../kernel/lib/app-error';
import { lockMember } from '../../kernel/ledger/member-lock';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { SlipUrls } from './signed-url';
import type { SlipWait } from '../../adapters/slip-check/interface';

export type DepositRow = typeof deposits.$inferSelect;
export type DepositMethod = DepositRow['method'];
type DepositTableQuery = z.infer<typeof api.operator.deposits.query>;

const PREFIX: Record<DepositMethod, string> = {
  slip: 'SLP',
  qr: 'QRP',
  truelink: 'TML',
  notice: 'DEP',
  bank: 'BNK',
};

export interface NewDeposit {
  memberId: number;
  currency: Currency;
  method: DepositMethod;
  channel: string;
  /** What makes it unique outside (slip bank:ref, QR id, voucher); null: nothing to compare. */
  source: string | null;
  amount?: number | null;
  note?: string | null;
  detail?: string | null;
  file?: string | null;
}

/**
 * Deposits of every method (docs/decisions/008): a row per deposit, credited to the wallet at
 * most once — the row moves from `processing` to `success` in the transaction of the ledger
 * entry (and the journal's UNIQUE deposit reference is the backstop) — or rejected with a §8
 * reason code. Rows waiting in `processing` are the operator review queue.
 */
/** Called inside the transaction that credits a deposit (a bonus awaiting it is credited too). */
export type CreditListener = (tx: Db, deposit: DepositRow, amount: number) => Promise<void>;
/**
 * Asked inside the credit's transaction before money moves without a staff decision: a reason
 * code holds the deposit for staff review (issue 15: a deposit limit, a break), null lets it go.
 */
export type CreditHold = (tx: Db, deposit: DepositRow, amount: number) => Promise<string | null>;
/** Who decided a credit: staff (an approval in the queue) or the system (webhook, checker). */
export type Decider = 'staff' | 'system';
/** What a credit did: credited, held for staff with a reason, or nothing (decided already). */
export type CreditOutcome = 'credited' | 'held' | 'decided';

export class DepositService {
  private readonly listeners: CreditListener[] = [];
  private readonly holds: CreditHold[] = [];

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly slipUrls: SlipUrls,
    /** The server's clock: a credit's time is when deposit limits count it (issue 15). */
    private readonly now: () => Date = () => new Date(),
    /** The `banks` setting: names of the member's bank in the staff views. */
    private readonly banks: () => Promise<readonly BankEntry[]> = async () => [],
  ) {}

  onCredited(listener: CreditListener): void {
    this.listeners.push(listener);
  }

  holdCredit(hold: CreditHold): void {
    this.holds.push(hold);
  }

  /** Inserts a deposit; undefined when its source was seen before (UNIQUE method + source). */
  async create(input: NewDeposit, tx: Db = this.db): Promise<DepositRow | undefined> {
    const [row] = await tx
      .insert(deposits)
      .values({
        memberId: input.memberId,
        currency: input.currency,
        method: input.method,
        channel: input.channel,
        source: input.source,
        amount: input.amount ?? null,
        note: input.note ?? null,
        detail: input.detail ?? null,
        file: input.file ?? null,
        reference: PREFIX[input.method] + randomBytes(8).toString('hex').toUpperCase(),
      })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /**
   * Credits `amount` (minor units) for a deposit still `processing`, in `tx`: 'decided' when it
   * was decided already (a racing webhook, a second approval), and nothing moves then. Without a
   * staff decision the holds are asked first: a held deposit stays `processing` with the hold's
   * code as its note, for staff to decide.
   */
  async credit(
    tx: Db,
    deposit: DepositRow,
    amount: number,
    by: Decider = 'system',
  ): Promise<CreditOutcome> {
    // serialised with the member's guard state (a break, a limit, a bonus: decision 019)
    await lockMember(tx, deposit.memberId);
    if (by === 'system') {
      for (const hold of this.holds) {
        const code = await hold(tx, deposit, amount);
        if (!code) continue;
        const [held] = await tx
          .update(deposits)
          .set({ amount, note: code, updatedAt: sql`now()` })
          .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'processing')))
          .returning({ id: deposits.id });
        return held ? 'held' : 'decided';
      }
    }
    const wallet = await this.accounts.memberAccount(
      deposit.memberId,
      'wallet',
      deposit.currency,
      '',
      tx,
    );
    const source = await this.accounts.systemAccount('deposits', deposit.currency, '', tx);
    const [updated] = await tx
      .update(deposits)
      .set({ status: 'success', amount, note: null, updatedAt: this.now() })
      .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'processing')))
      .returning({ id: deposits.id });
    if (!updated) return 'decided';
    await this.ledger.post(
      {
        kind: 'deposit',
        source: { kind: 'deposit', id: deposit.id },
        memberId: deposit.memberId,
        memo: `${deposit.method} ${deposit.reference}`,
        postings: [
          { accountId: wallet.id, amount },
          { accountId: source.id, amount: -amount },
        ],
      },
      tx,
    );
    for (const listener of this.listeners) await listener(tx, deposit, amount);
    return 'credited';
  }

  async byId(id: number): Promise<DepositRow> {
    const [row] = await this.db.select().from(deposits).where(eq(deposits.id, id));
    if (!row) throw new AppError('NO_DATA', 404);
    return row;
  }

  /** An operator's approval with the amount received: credits exactly once. */
  async approve(
    id: number,
    amount: number,
    note?: string,
    by: Decider = 'system',
  ): Promise<OperatorDeposit> {
    const row = await this.byId(id);
    if (row.method === 'truelink' && amount < WALLET_LINK_MIN_BAHT) {
      throw new AppError('DEPOSIT_MINIMUM', 400);
    }
    // issue 11: a decision says why; crediting another amount than the deposit shows needs a note
    // (kept in the audit log with the request)
    if (row.amount !== null && toMinor(amount) !== row.amount && !note) {
      throw new AppError('APPROVE_NOTE_REQUIRED', 400);
    }
    const done = await withTx(this.db, (t) => this.credit(t, row, toMinor(amount), by));
    if (done === 'decided') throw new AppError('ALREADY_PROCESSED', 409);
    return this.viewById(id);
  }

  /**
   * A slip the check service could not decide stays `processing`, its note saying why (one of
   * SLIP_WAITS), for staff; the service's own words go to the detail staff read (members see
   * neither the words nor, not being a §8 code, the note's bracket).
   */
  async wait(id: number, note: SlipWait, why?: string): Promise<void> {
    const said = why ? `slip check: ${why.slice(0, 200)}` : null;
    await this.db
      .update(deposits)
      .set({
        note,
        detail: sql`concat_ws(' · ', ${deposits.detail}, ${said}::text)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'processing')));
  }

  /** An operator's (or a checker's) rejection with a §8 reason code: nothing is credited. */
  async reject(id: number, code: SlipReasonCode): Promise<OperatorDeposit> {
    const [updated] = await this.db
      .update(deposits)
      .set({ status: 'failed', note: code, updatedAt: sql`now()` })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'processing')))
      .returning();
    if (!updated) {
      await this.byId(id);
      throw new AppError('ALREADY_PROCESSED', 409);
    }
    return this.viewById(updated.id);
  }

  /** Issue 11: a page of deposits, sorted and searched by the server, with the total. */
  async list(query: DepositTableQuery): Promise<{ total: number; rows: OperatorDeposit[] }> {
    const q = query.q;
    const where = and(
      query.status === 'all' ? undefined : eq(deposits.status, query.status),
      query.method ? eq(deposits.method, query.method) : undefined,
      q
        ? or(
            containsText(members.phone, q),
            containsText(deposits.reference, q),
            containsText(deposits.channel, q),
            /^\d{1,15}$/.test(q) ? eq(deposits.id, Number(q)) : undefined,
          )
        : undefined,
    );
    const sortColumn = { createdAt: deposits.createdAt, amount: deposits.amount, id: deposits.id }[
      query.sort
    ];
    const [list, [counted]] = await Promise.all([
      this.db
        .select({ d: deposits, ...memberColumns })
        .from(deposits)
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(where)
        .orderBy(...pageOrder(sortColumn, query.dir, deposits.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ n: count() })
        .from(deposits)
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(where),
    ]);
    const banks = await this.banks();
    return { total: counted?.n ?? 0, rows: list.map((r) => this.view(r.d, r, banks)) };
  }

  private async viewById(id: number): Promise<OperatorDeposit> {
    const [r] = await this.db
      .select({ d: deposits, ...memberColumns })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .where(eq(deposits.id, id));
    if (!r) throw new AppError('NO_DATA', 404);
    return this.view(r.d, r, await this.banks());
  }

  private view(d: DepositRow, m: MemberColumns, banks: readonly BankEntry[]): OperatorDeposit {
    const bank = banks.find((b) => b.code === m.bankCode);
    return {
      id: String(d.id),
      phone: m.phone,
      method: d.method,
      channel: d.channel,
      amount: d.amount === null ? null : fromMinor(d.amount),
      currency: d.currency,
      status: d.status,
      note: d.note,
      reference: d.reference,
      detail: d.detail,
      imageUrl: d.file ? this.slipUrls.url(d.reference) : null,
      createdAt: new Date(d.createdAt).toISOString(),
      // the cashier checks the slip's sender against the account the member registered
      memberBank: {
        bankCode: m.bankCode,
        nameTH: bank?.nameTH ?? m.bankCode,
        nameEN: bank?.nameEN ?? m.bankCode,
        accountNo: m.bankAccountNo,
        accountName: m.bankAccountName,
      },
    };
  }
}

type BankEntry = { code: string; nameTH: string; nameEN: string };

/** The member's phone and registered bank account, read with each deposit of staff views. */
const memberColumns = {
  phone: members.phone,
  bankCode: members.bankCode,
  bankAccountNo: members.bankAccountNo,
  bankAccountName: members.bankAccountName,
};
type MemberColumns = {
  phone: string;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
};
