import type { Currency } from '@wallet/contract';
import type { Db } from '../db/client';
import type { LedgerAccounts } from './accounts';
import type { GuardPass } from './guards';
import type { EntrySource, EntryKind, Ledger } from './ledger';

type SystemKind = Parameters<LedgerAccounts['systemAccount']>[0];

/**
 * One entry that pays a reward from a system account into the member's wallet (invite, refund,
 * wheel coupon), in the caller's transaction. Answers the wallet balance after it (minor units).
 */
export async function payToWallet(
  ledger: Ledger,
  accounts: LedgerAccounts,
  tx: Db,
  payment: {
    memberId: number;
    currency: Currency;
    amount: number;
    from: SystemKind;
    kind: EntryKind;
    source: EntrySource;
    memo?: string;
    /** The guards' yes of this transaction (a claim: decision 019). */
    guard: GuardPass;
  },
): Promise<number> {
  const { memberId, currency, amount } = payment;
  const wallet = await accounts.memberAccount(memberId, 'wallet', currency, '', tx);
  const source = await accounts.systemAccount(payment.from, currency, '', tx);
  const { balances } = await ledger.post(
    {
      kind: payment.kind,
      source: payment.source,
      memberId,
      memo: payment.memo ?? null,
      guard: payment.guard,
      postings: [
        { accountId: wallet.id, amount },
        { accountId: source.id, amount: -amount },
      ],
    },
    tx,
  );
  return balances.get(wallet.id) ?? 0;
}
