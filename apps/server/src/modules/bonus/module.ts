import { defineModule } from '../../kernel/module';
import { depositsModule } from '../deposits/module';
import { responsibleModule } from '../responsible/module';
import { roundsModule } from '../rounds/module';
import { settingsModule } from '../settings/module';
import { statementModule } from '../statement/module';
import { walletModule } from '../wallet/module';
import { BonusCatalogue } from './catalogue';
import { bonusGuard } from './guard';
import { BONUS_LEDGER } from './ledger-kinds';
import { operatorBonusRoutes } from './operator-routes';
import { BonusRepo } from './repo';
import { bonusRoutes } from './routes';
import { BonusService } from './service';
import { bonusStatementLines } from './statement-lines';

// the public entry: what other modules may take from this one
export { type BonusRepo } from './repo';
export { type BonusService } from './service';
export { memberBonuses } from './tables';
export { activeBonusOf } from './wire';
export { activeBonusAnswer } from './active-answer';

/**
 * Bonuses and promotions (issue 8): they plug into the money core through its hooks — a guard on
 * the money paths, a listener on deposits credited, a listener on the bet feed — so the core
 * knows nothing of them.
 */
export const bonusModule = defineModule({
  name: 'bonus',
  needs: [
    settingsModule,
    walletModule,
    depositsModule,
    roundsModule,
    statementModule,
    responsibleModule,
  ],
  ledger: BONUS_LEDGER,
  create: ({ kernel, use }) => {
    const { settings } = use(settingsModule);
    const wallet = use(walletModule);
    const bonusRepo = new BonusRepo(kernel.db);
    const bonuses = new BonusService(
      kernel.db,
      bonusRepo,
      kernel.ledger,
      kernel.ledgerAccounts,
      settings,
      wallet.transfers,
      kernel.idempotency,
    );
    kernel.ledger.guards.register(bonusGuard(bonuses));
    const deposits = use(depositsModule);
    deposits.deposits.onCredited((tx, deposit, amount) =>
      bonuses.onDepositCredited(tx, deposit, amount),
    );
    // a paid QR tells the member the bonus its deposit brought
    deposits.qr.creditedWith = (depositId) => bonusRepo.creditedWith(depositId);
    const roundsEnded = { count: 0 };
    use(roundsModule).rounds.onRounds(async (memberIds) => {
      roundsEnded.count += await bonuses.afterRounds(memberIds, async (id) => {
        await wallet.wallet.refreshSlots(id);
      });
    });
    use(statementModule).statement.describe(bonusStatementLines);
    return {
      bonusRepo,
      bonuses,
      /** Bonuses ended by the bet feed (the operator's `rounds:sync` answer). */
      roundsEnded,
      bonusCatalogue: new BonusCatalogue(kernel.db, settings),
    };
  },
  start: ({ bonusCatalogue }) => bonusCatalogue.seed(),
  routes: (app, api, { kernel, use }) => {
    bonusRoutes(app, {
      bonuses: api.bonuses,
      guards: kernel.ledger.guards,
      isExcluded: use(responsibleModule).isExcluded,
    });
    operatorBonusRoutes(app, {
      ...api,
      members: kernel.members,
      rounds: use(roundsModule).rounds,
    });
  },
});
