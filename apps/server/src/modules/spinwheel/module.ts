import { defineModule } from '../../kernel/module';
import { bonusModule } from '../bonus/module';
import { settingsModule } from '../settings/module';
import { statementModule } from '../statement/module';
import { CoinService } from './coins';
import { CouponService } from './coupons';
import { SPIN_LEDGER } from './ledger-kinds';
import { operatorSpinwheelRoutes } from './operator-routes';
import { SpinwheelRepo } from './repo';
import { spinwheelRoutes } from './routes';
import { SpinService } from './service';
import { spinStatementLines } from './statement-lines';
import { WheelVersions } from './wheel';

// the public entry: what other modules may take from this one
export { type SpinService } from './service';

/** The prize wheel (spec §7 Spin wheel, issue 10): coins in the ledger, spins, coupons. */
export const spinwheelModule = defineModule({
  name: 'spinwheel',
  needs: [settingsModule, bonusModule, statementModule],
  ledger: SPIN_LEDGER,
  create: ({ kernel, use }) => {
    const { db, ledger, ledgerAccounts, now } = kernel;
    const { settings } = use(settingsModule);
    const { bonuses } = use(bonusModule);
    const guards = ledger.guards;
    const wheels = new WheelVersions(db);
    const coins = new CoinService(db, ledger, ledgerAccounts, settings);
    const coupons = new CouponService(
      db,
      ledger,
      ledgerAccounts,
      bonuses,
      guards,
      wheels,
      now,
      () => settings.get('currency.kipPerBaht'),
    );
    use(statementModule).statement.describe(spinStatementLines);
    return {
      wheels,
      coins,
      coupons,
      spins: new SpinService(db, ledger, ledgerAccounts, settings, wheels, coins, guards, coupons),
      spinwheelRepo: new SpinwheelRepo(db),
    };
  },
  start: ({ wheels }) => wheels.seed(),
  routes: (app, api, { kernel, use }) => {
    spinwheelRoutes(app, { ...api, bonuses: use(bonusModule).bonuses });
    operatorSpinwheelRoutes(app, { ...api, members: kernel.members });
  },
});
