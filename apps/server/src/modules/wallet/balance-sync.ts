import { and, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { ledgerAccounts } from '../../kernel/ledger/tables';
import { transfers } from './tables';
import type { LedgerAccount, LedgerAccounts } from '../../kernel/ledger/accounts';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { ActiveGame } from './game-accounts';

/**
 * A game account in the ledger holds the last known provider balance. Play at the provider
 * (bets, wins) changes the real one; a sync posts the difference as a `game_result` entry
 * against that provider's clearing account, so the ledger follows without ever inventing money.
 *
 * It must not write over a transfer it did not see: it reads the account version and checks that
 * no transfer of that slot is open before asking the provider, then, holding the account row,
 * writes only if the version is unchanged and still no transfer is open. A transfer's opening
 * commits before its provider call, and its settlement needs the row we hold, so any transfer the
 * provider's answer could include is seen.
 */
export class BalanceSync {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
  ) {}

  /**
   * Asks the provider and catches the ledger up. Answers the ledger's game balance afterwards
   * (the provider's, unless a transfer was in flight); throws when the provider fails.
   *
   * `accountJustRead` says `account` was read from the database in this same request, just
   * before: its version and balance then serve as the starting point instead of a second read
   * (the wallet view). An older copy would only make the version check skip the write.
   * `transferOpen`, when given, is whether a transfer of the slot was open as read with the
   * accounts in this request (the wallet view): the first check below is only there to skip
   * writing; the one inside the write's transaction is what keeps a transfer safe.
   */
  async sync(
    game: ActiveGame,
    account: LedgerAccount,
    accountJustRead = false,
    transferOpen?: boolean,
  ): Promise<number> {
    const { memberId, slotCode } = game.account;
    const before = accountJustRead
      ? account
      : (
          await this.db
            .select({ version: ledgerAccounts.version, balance: ledgerAccounts.balance })
            .from(ledgerAccounts)
            .where(eq(ledgerAccounts.id, account.id))
        )[0];
    if (!before) return 0;
    const open = (db: Db) =>
      db
        .select({ id: transfers.id })
        .from(transfers)
        .where(
          and(
            eq(transfers.memberId, memberId),
            eq(transfers.slotCode, slotCode),
            eq(transfers.status, 'pending'),
          ),
        )
        .limit(1);
    if (transferOpen ?? (await open(this.db)).length > 0) {
      // still ask, so a failing provider is reported, but leave the ledger alone
      await game.provider.balance(game.slot.code, game.account.username);
      return Number(before.balance);
    }
    const real = await game.provider.balance(game.slot.code, game.account.username);
    // nothing played since the ledger last caught up: nothing to write, so no transaction (the
    // common case, and every wallet view asks)
    if (real === Number(before.balance)) return real;
    const clearing = await this.accounts.systemAccount(
      'provider_clearing',
      account.currency,
      slotCode,
    );
    return withTx(this.db, async (tx) => {
      const [now] = await tx
        .select({ version: ledgerAccounts.version, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, account.id))
        .for('update');
      const moved = now!.version !== before.version;
      if (moved || (await open(tx)).length > 0) {
        return Number(now!.balance);
      }
      const delta = real - Number(now!.balance);
      if (delta === 0) return real;
      await this.ledger.post(
        {
          kind: 'game_result',
          source: { kind: 'game_sync', id: slotCode },
          memberId,
          memo: `${slotCode} balance ${real}`,
          postings: [
            { accountId: account.id, amount: delta },
            { accountId: clearing.id, amount: -delta },
          ],
        },
        tx,
      );
      return real;
    });
  }
}
