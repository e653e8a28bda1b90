import { fromMinor, type Currency } from '@wallet/contract';
import type { GameProviders } from '../../adapters/game-providers/registry';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { Idempotency } from '../../kernel/ledger/idempotency';
import type { TransferRow, WalletRepo } from './repo';
import type { TransferService } from './transfers';

export interface RecoveryReport {
  settled: number;
  reversed: number;
  stillPending: number;
  requestsClosed: number;
}

/**
 * Settles transfers left in doubt (a crash between the steps, a provider that never answered):
 * for each transfer pending longer than the grace period, the provider is asked about our id.
 * Found: the provider applied it, so it is settled. Not found: by now no call of ours can still
 * be on its way (the grace period is longer than any provider call), so it is reversed and the
 * money goes back where it came from. No answer: it stays pending for the next run.
 *
 * Then requests whose answer was never stored (in doubt, or the process died) are closed: with
 * all their transfers final they get the answer those imply; with none they are forgotten, so
 * their key can be used again. Runs at start and every TRANSFER_RECOVERY_INTERVAL_SECONDS; every
 * server copy may run it, since each resolution is conditional on the transfer still pending.
 */
export class TransferRecovery {
  constructor(
    private readonly repo: WalletRepo,
    private readonly providers: GameProviders,
    private readonly transfers: TransferService,
    private readonly idempotency: Idempotency,
    private readonly accounts: LedgerAccounts,
    private readonly graceMs: number,
    private readonly now: () => Date,
  ) {}

  async run(options: { olderThanMs?: number } = {}): Promise<RecoveryReport> {
    const before = new Date(this.now().getTime() - (options.olderThanMs ?? this.graceMs));
    const report: RecoveryReport = { settled: 0, reversed: 0, stillPending: 0, requestsClosed: 0 };
    for (;;) {
      const batch = await this.repo.pendingTransfers(before, 100);
      const results = await Promise.all(batch.map((t) => this.settle(t)));
      for (const r of results) report[r]++;
      // stop when nothing more can be done now (everything left is waiting for a provider)
      if (batch.length < 100 || results.every((r) => r === 'stillPending')) break;
    }
    report.requestsClosed = await this.closeRequests(before);
    return report;
  }

  private async settle(transfer: TransferRow): Promise<keyof RecoveryReport> {
    // a slot disabled since still has its transfers settled
    const slot = await this.repo.slot(transfer.slotCode, { includeDisabled: true });
    const provider = slot && this.providers.get(slot.provider);
    if (!provider) {
      await this.repo.noteAttempt(transfer.id, 'no provider configured for this slot');
      return 'stillPending';
    }
    try {
      const found = await provider.findTransfer(transfer.slotCode, transfer.ref);
      const expected = transfer.direction === 'to_game' ? 'deposit' : 'withdraw';
      if (found && (found.direction !== expected || found.amount !== Number(transfer.amount))) {
        // never guess with money: a mismatch is left for a person to look at
        await this.repo.noteAttempt(
          transfer.id,
          `provider holds ${found.direction} ${found.amount}`,
        );
        return 'stillPending';
      }
      const action = found ? 'settle' : 'reverse';
      await this.transfers.resolve(transfer, action);
      return action === 'settle' ? 'settled' : 'reversed';
    } catch (error) {
      await this.repo.noteAttempt(transfer.id, (error as Error).message);
      return 'stillPending';
    }
  }

  private async closeRequests(before: Date): Promise<number> {
    let closed = 0;
    for (const request of await this.idempotency.staleRunning(before)) {
      const legs = await this.repo.transfersOfRequest(Number(request.id));
      if (legs.some((t) => t.status === 'pending')) continue;
      if (legs.length === 0) {
        await this.idempotency.forget(Number(request.id));
      } else if (legs.some((t) => t.status === 'reversed')) {
        await this.idempotency.finish(Number(request.id), 502, { message: 'TRANSFER_FAIL' });
      } else {
        const first = legs[0]!;
        const book = await this.accounts.book(first.memberId, first.currency as Currency);
        await this.idempotency.finish(Number(request.id), 200, {
          message: 'OK',
          wallet: { amount: fromMinor(Number(book.wallet.balance)) },
        });
      }
      closed++;
    }
    return closed;
  }
}
