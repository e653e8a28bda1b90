import { defineModule } from '../../kernel/module';
import { accountModule } from '../account/module';
import { bonusModule } from '../bonus/module';
import { inviteModule } from '../invite/module';
import { responsibleModule } from '../responsible/module';
import { spinwheelModule } from '../spinwheel/module';
import { walletModule } from '../wallet/module';
import { homeRoutes } from './routes';

/**
 * The home screen's aggregate read (docs/decisions/028): it owns no table and no query of its
 * own; it composes the services of the modules whose calls home makes on load. The invite module
 * is needed because it fills the wallet answer's invite block.
 */
export const homeModule = defineModule({
  name: 'home',
  needs: [
    accountModule,
    walletModule,
    inviteModule,
    bonusModule,
    spinwheelModule,
    responsibleModule,
  ],
  create: () => ({}),
  routes: (app, _api, { use }) => {
    const { wallet, walletParts } = use(walletModule);
    homeRoutes(app, {
      wallet,
      walletParts,
      bonuses: use(bonusModule).bonuses,
      spins: use(spinwheelModule).spins,
      responsible: use(responsibleModule).responsible,
      accounts: use(accountModule).accounts,
    });
  },
});
