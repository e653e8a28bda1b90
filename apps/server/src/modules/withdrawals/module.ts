import { defineModule } from '../../kernel/module';
import { settingsModule } from '../settings/module';
import { withdrawalRoutes } from './routes';
import { WithdrawalService } from './service';

// the public entry: what other modules may take from this one
export { withdrawals } from './tables';

/** Withdrawals to the member's own bank account (spec §7 Withdraw), paid out by staff. */
export const withdrawalsModule = defineModule({
  name: 'withdrawals',
  needs: [settingsModule],
  create: ({ kernel, use }) => {
    const { settings, figures } = use(settingsModule);
    return {
      withdrawals: new WithdrawalService(
        kernel.db,
        kernel.ledger,
        kernel.ledgerAccounts,
        kernel.members,
        settings,
        figures,
      ),
    };
  },
  routes: (app, { withdrawals }, { kernel }) =>
    withdrawalRoutes(app, { withdrawals, guards: kernel.ledger.guards }),
});
