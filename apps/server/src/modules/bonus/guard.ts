import { fromMinor } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import type { MoneyGuard } from '../../kernel/ledger/guards';
import type { BonusService } from './service';

/**
 * The bonus rules on the money paths (issue 8, §4 lifecycle), registered with MoneyGuards. A
 * bonus awaiting its deposit refuses nothing. A running one refuses deposits (BONUS_REMAINING;
 * a lost one ends itself first), withdrawals (BONUS_CONDITION with the amount still missing, or
 * BONUS_NOT_ENDED once met) and reward claims (coupons too; a spin only costs coins); one being
 * ended refuses everything but reads.
 */
export function bonusGuard(bonuses: BonusService): MoneyGuard {
  return {
    name: 'bonus',
    async check({ memberId, action, tx }) {
      // a spin moves coins only; what it wins waits as a coupon (claimed after the bonus).
      // Starting or ending a bonus follows the bonus service's own rules (§4); a launch moves
      // no money.
      if (action === 'spin' || action === 'bonus' || action === 'release' || action === 'launch')
        return;
      // inside the money's transaction: read through it (decision 019)
      const view = await bonuses.view(memberId, tx);
      if (!view || view.row.status === 'awaiting_deposit') return;
      if (view.row.status === 'ending') throw new AppError('BONUS_ENDING', 409);
      const progress = view.progress!;
      switch (action) {
        case 'transfer_to_game':
          return;
        case 'deposit':
          // ending a lost bonus moves money of its own: only when asked outside a transaction
          if (progress.lost && !tx && (await bonuses.endIfLost(memberId))) return;
          throw new AppError('BONUS_REMAINING', 409);
        case 'withdraw':
          if (progress.met) throw new AppError('BONUS_NOT_ENDED', 409);
          throw new AppError('BONUS_CONDITION', 409, undefined, {
            remaining: fromMinor(progress.remaining),
          });
        case 'claim':
          throw new AppError('BONUS_REMAINING', 409);
      }
    },
  };
}
