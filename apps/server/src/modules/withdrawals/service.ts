import { and, count, eq, or, sql } from 'drizzle-orm';
import {
  bankAccountNameNeedsFix,
  fromMinor,
  toMinor,
  type MoneyMovedResponse,
  type api,
  type OperatorWithdrawal,
} from '@wallet/contract';
import type { z } from 'zod';
import type { Db } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { containsText, pageOrder } from '../../kernel/db/table-page';
import { members } from '../../kernel/members/tables';
import { withdrawals } from './tables';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import { InsufficientFunds } from '../../kernel/ledger/errors';
import type { RequestContext } from '../../kernel/ledger/idempotency';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { MemberRepo } from '../../kernel/members/repo';
import type { SettingsService } from '../settings/module';
import { assertWholeKip, CurrencyFigures } from '../settings/module';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type WithdrawalTableQuery = z.infer<typeof api.operator.withdrawals.query>;

/**
 * Where a withdrawal goes once the money is reserved. The default is the operator queue
 * (`npm run operator -- withdrawals`, `withdrawal:paid`, `withdrawal:fail`): nothing to send.
 * A bank payout API plugs in here and calls `paid`/`fail` when it answers.
 */
export interface PayoutAdapter {
  readonly name: string;
  submit(withdrawal: WithdrawalRow): Promise<void>;
}

export const operatorQueuePayout: PayoutAdapter = { name: 'operator', submit: async () => {} };

/**
 * spec §7 withdraw and withdrawAll (docs/decisions/008). The amount is checked against the
 * withdraw lookup's limits, then reserved — wallet → pending_withdrawal — in the transaction that
 * writes the withdrawal row and the request's answer: two racing requests cannot both spend the
 * same money (the ledger's conditional update), and a retry never reserves twice (idempotency).
 */
export class WithdrawalService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly members: MemberRepo,
    private readonly settings: SettingsService,
    /** The limits of the member's currency (decision 021). */
    private readonly figures: CurrencyFigures = new CurrencyFigures(settings),
    private readonly payout: PayoutAdapter = operatorQueuePayout,
  ) {}

  /** `minor`: the amount in minor units (converted at the route). */
  async request(memberId: number, minor: number, ctx: RequestContext): Promise<MoneyMovedResponse> {
    const member = await this.members.byId(memberId);
    if (!member) throw new AppError('NO_USER', 404);
    // spec §4: the forced bank-name edit comes first; a payout to an English-name bank (KTB,
    // TMB, BBL) under a non-English name would be bounced by the bank
    if (bankAccountNameNeedsFix(member.bankCode, member.bankAccountName)) {
      throw new AppError('BANK_ACCOUNT_NAME_ENG', 409);
    }
    // the limits of the member's currency, as the withdraw lookup shows them (decision 021)
    const limits = await this.figures.withdraw(member.currency);
    assertWholeKip(member.currency, minor);
    if (minor <= 0 || minor < toMinor(limits.min)) {
      throw new AppError('WITHDRAW_MIN', 400);
    }
    if (minor > toMinor(limits.max)) throw new AppError('WITHDRAW_MAX', 400);
    const book = await this.accounts.book(memberId, member.currency);
    const pending = await this.accounts.memberAccount(
      memberId,
      'pending_withdrawal',
      member.currency,
    );
    let row: WithdrawalRow;
    let answer: MoneyMovedResponse;
    try {
      [row, answer] = await withTx(this.db, async (tx) => {
        // decided here, with the member locked: a bonus cannot start between the check and the
        // reserve (decision 019)
        const guard = await this.ledger.guards.inside(tx, {
          memberId,
          action: 'withdraw',
          amount: minor,
        });
        const [created] = await tx
          .insert(withdrawals)
          .values({
            memberId,
            requestId: ctx.requestId,
            amount: minor,
            currency: member.currency,
            bankCode: member.bankCode,
            bankAccountNo: member.bankAccountNo,
            bankAccountName: member.bankAccountName,
          })
          .returning();
        const { balances } = await this.ledger.post(
          {
            kind: 'withdraw_reserve',
            source: { kind: 'withdrawal', id: created!.id },
            memberId,
            guard,
            postings: [
              { accountId: book.wallet.id, amount: -minor },
              { accountId: pending.id, amount: minor },
            ],
          },
          tx,
        );
        const body = {
          message: 'OK',
          wallet: { amount: fromMinor(balances.get(book.wallet.id) ?? 0) },
        };
        await ctx.complete(tx, 200, body);
        return [created!, body] as const;
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new AppError('MONEY_NOT_ENOUGH', 400);
      throw error;
    }
    await this.payout.submit(row);
    return answer;
  }

  /** Issue 11: a page of the payout queue, sorted and searched by the server, with the total. */
  async list(query: WithdrawalTableQuery): Promise<{ total: number; rows: OperatorWithdrawal[] }> {
    const q = query.q;
    const where = and(
      query.status === 'all' ? undefined : eq(withdrawals.status, query.status),
      q
        ? or(
            containsText(members.phone, q),
            containsText(withdrawals.bankAccountNo, q),
            containsText(withdrawals.bankAccountName, q),
            /^\d{1,15}$/.test(q) ? eq(withdrawals.id, Number(q)) : undefined,
          )
        : undefined,
    );
    const sortColumn = {
      createdAt: withdrawals.createdAt,
      amount: withdrawals.amount,
      id: withdrawals.id,
    }[query.sort];
    const [list, [counted]] = await Promise.all([
      this.db
        .select({ w: withdrawals, phone: members.phone })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(where)
        .orderBy(...pageOrder(sortColumn, query.dir, withdrawals.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ n: count() })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(where),
    ]);
    return { total: counted?.n ?? 0, rows: list.map((r) => view(r.w, r.phone)) };
  }

  /** Paid out: pending_withdrawal → payouts, once (conditional on `processing`). */
  paid(id: number): Promise<OperatorWithdrawal> {
    return this.settle(id, 'success', null);
  }

  /** Failed: the reserved money returns to the wallet, once. */
  fail(id: number, reason: string): Promise<OperatorWithdrawal> {
    return this.settle(id, 'failed', reason);
  }

  private async settle(
    id: number,
    status: 'success' | 'failed',
    reason: string | null,
  ): Promise<OperatorWithdrawal> {
    const [found] = await this.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!found) throw new AppError('NO_DATA', 404);
    const pending = await this.accounts.memberAccount(
      found.memberId,
      'pending_withdrawal',
      found.currency,
    );
    const target =
      status === 'success'
        ? await this.accounts.systemAccount('payouts', found.currency)
        : await this.accounts.memberAccount(found.memberId, 'wallet', found.currency);
    const row = await withTx(this.db, async (tx) => {
      const [updated] = await tx
        .update(withdrawals)
        .set({ status, reason, updatedAt: sql`now()` })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'processing')))
        .returning();
      if (!updated) throw new AppError('ALREADY_PROCESSED', 409);
      await this.ledger.post(
        {
          kind: status === 'success' ? 'withdraw_payout' : 'withdraw_return',
          source: { kind: 'withdrawal', id },
          memberId: found.memberId,
          memo: reason,
          postings: [
            { accountId: pending.id, amount: -updated.amount },
            { accountId: target.id, amount: updated.amount },
          ],
        },
        tx,
      );
      return updated;
    });
    const member = await this.members.byId(row.memberId);
    return view(row, member?.phone ?? '');
  }
}

function view(w: WithdrawalRow, phone: string): OperatorWithdrawal {
  return {
    id: String(w.id),
    phone,
    amount: fromMinor(w.amount),
    currency: w.currency,
    status: w.status,
    bankCode: w.bankCode,
    bankAccountNo: w.bankAccountNo,
    bankAccountName: w.bankAccountName,
    reason: w.reason,
    createdAt: new Date(w.createdAt).toISOString(),
  };
}
