import { fromMinor, PLAY_ACTIONS } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import type { DepositRow } from '../deposits/module';
import { AppError } from '../../kernel/lib/app-error';
import type { MoneyGuard } from '../../kernel/ledger/guards';
import type { ResponsibleService } from './service';

/**
 * Responsible play on the money paths (issue 15). A time-out or a self-exclusion refuses every
 * move towards play (deposits, transfers into games, bonuses, claims, spins) with the end time;
 * withdrawals and money coming back from games go on. A deposit of a known amount is refused
 * past the lowest limit with what is still allowed and when it frees up.
 */
export function responsibleGuard(responsible: ResponsibleService): MoneyGuard {
  return {
    name: 'responsible',
    async check({ memberId, action, amount, tx }) {
      if (!PLAY_ACTIONS.includes(action)) return;
      const profile = await responsible.profile(memberId, tx);
      const block = responsible.blockOf(profile);
      if (block) {
        throw new AppError(block.code, 403, undefined, { until: block.until.toISOString() });
      }
      if (action !== 'deposit' || amount === undefined || !profile) return;
      const passed = await responsible.limitPassed(memberId, profile, amount, tx);
      if (passed) {
        throw new AppError('DEPOSIT_LIMIT', 400, undefined, {
          period: passed.period,
          remaining: fromMinor(passed.remaining!),
          ...(passed.freesAt ? { freesAt: passed.freesAt.toISOString() } : {}),
        });
      }
    },
  };
}

/**
 * The last word before a deposit is credited without a staff decision (a paid QR, a checked
 * slip, a redeemed voucher): in the credit's transaction, with the member's limits row locked so
 * racing deposits are counted one after the other. A deposit past a limit, or arriving during a
 * break, waits for staff marked with the reason (the member's money is never lost: staff can
 * credit it for withdrawal).
 */
export function responsibleCreditHold(responsible: ResponsibleService) {
  return async (tx: Db, deposit: DepositRow, amount: number): Promise<string | null> => {
    const profile = await responsible.lockIfAny(tx, deposit.memberId);
    if (!profile) return null;
    const block = responsible.blockOf(profile);
    if (block) return block.code;
    return (await responsible.limitPassed(deposit.memberId, profile, amount, tx))
      ? 'DEPOSIT_LIMIT'
      : null;
  };
}
