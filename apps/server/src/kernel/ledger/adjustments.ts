import { fromMinor, type Currency } from '@wallet/contract';
import type { Db } from '../db/client';
import { withTx } from '../db/rows';
import { AppError } from '../lib/app-error';
import type { LedgerAccounts } from './accounts';
import { InsufficientFunds } from './errors';
import type { RequestContext } from './idempotency';
import type { Ledger } from './ledger';

export interface AdjustmentInput {
  member: { id: number; phone: string; currency: Currency };
  /** Signed minor units: + credit, − debit. */
  amount: number;
  reason: string;
  ctx: RequestContext;
}

/**
 * Operator credits and debits (issue 4: used by tests and demos until deposits land). Each is
 * one entry between the member's wallet and the system adjustments account, with the reason as
 * memo; the answer is stored in the same transaction, so a retried CLI call never moves twice.
 */
export class Adjustments {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
  ) {}

  async apply({ member, amount, reason, ctx }: AdjustmentInput) {
    const wallet = await this.accounts.memberAccount(member.id, 'wallet', member.currency);
    const system = await this.accounts.systemAccount('adjustments', member.currency);
    try {
      return await withTx(this.db, async (tx) => {
        const { entryId, balances } = await this.ledger.post(
          {
            kind: 'adjustment',
            source: { kind: 'adjustment', id: ctx.requestId },
            memberId: member.id,
            memo: reason,
            postings: [
              { accountId: wallet.id, amount },
              { accountId: system.id, amount: -amount },
            ],
          },
          tx,
        );
        const answer = {
          phone: member.phone,
          entryId: String(entryId),
          wallet: { amount: fromMinor(balances.get(wallet.id) ?? 0) },
        };
        await ctx.complete(tx, 200, answer);
        return answer;
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new AppError('MONEY_NOT_ENOUGH', 400);
      throw error;
    }
  }
}
