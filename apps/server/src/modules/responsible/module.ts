import { randomUUID } from 'node:crypto';
import { WALLET_CODE } from '@wallet/contract';
import { withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import { defineModule } from '../../kernel/module';
import { authModule } from '../auth/module';
import { depositsModule } from '../deposits/module';
import { walletModule } from '../wallet/module';
import { responsibleCreditHold, responsibleGuard } from './guard';
import { responsibleRoutes } from './routes';
import { ResponsibleService } from './service';

// the public entry: what other modules may take from this one
export { type ResponsibleService } from './service';

/**
 * Responsible play (issue 15, decisions 015 and 019): its guard goes first on every money path,
 * its hold is asked before any deposit is credited without a staff decision, and a
 * self-exclusion locks the member's game accounts and empties them.
 */
export const responsibleModule = defineModule({
  name: 'responsible',
  needs: [authModule, walletModule, depositsModule],
  create: ({ kernel, use }) => {
    const { games, transfers } = use(walletModule);
    const { db, idempotency } = kernel;
    const guards = kernel.ledger.guards;
    // RTS 14: the accounts are locked at their providers first (no money in, no play), the
    // transfers already on their way are let land, then every game is emptied into the wallet
    const emptyGames = async (memberId: number) => {
      await games.setLockedAll(memberId, true);
      await transfers.settleInFlight(memberId, 2 * kernel.config.games.providerTimeoutMs + 2_000);
      await idempotency
        .run(
          // a fresh key each time: emptying again later must not replay an earlier answer
          {
            memberId,
            key: `exclusion-${randomUUID()}`,
            endpoint: 'responsible.exclusion',
            params: {},
          },
          (ctx) => transfers.transferAll(memberId, WALLET_CODE, ctx),
        )
        .catch((error: unknown) => {
          // nothing in any game: nothing to move
          if (!(error instanceof AppError && error.code === 'MONEY_NOT_ENOUGH')) throw error;
        });
    };
    const responsible = new ResponsibleService(db, kernel.now, emptyGames);
    guards.register(responsibleGuard(responsible), { first: true });
    // after an exclusion is lifted, the provider locks come off at the next way into a game. The
    // guards are asked before and again after unlocking: an exclusion that commits in between is
    // either seen by the second question (locked again here) or locks after this unlock itself
    // (its lock follows its commit), so a new exclusion is never undone (decision 019)
    games.unlocker = async (memberId) => {
      const unblocked = () => withTx(db, (tx) => guards.inside(tx, { memberId, action: 'launch' }));
      await unblocked();
      const missed = await games.setLockedAll(memberId, false);
      try {
        await unblocked();
      } catch (error) {
        await games.setLockedAll(memberId, true);
        throw error;
      }
      if (missed.length) throw new AppError('SERVICE_UNAVAILABLE', 503, `unlock: ${missed}`);
    };
    use(depositsModule).deposits.holdCredit(responsibleCreditHold(responsible));
    return { responsible, isExcluded: (memberId: number) => responsible.isExcluded(memberId) };
  },
  routes: (app, { responsible }) => responsibleRoutes(app, responsible),
});
