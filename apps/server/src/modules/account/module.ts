import { defineModule } from '../../kernel/module';
import { authModule } from '../auth/module';
import { otpModule } from '../otp/module';
import { settingsModule } from '../settings/module';
import { accountRoutes } from './routes';
import { AccountService } from './service';

// the public entry: what other modules may take from this one
export { type AccountService } from './service';

/** Registration, profile and password (spec §4, §7 Account). */
export const accountModule = defineModule({
  name: 'account',
  needs: [settingsModule, otpModule, authModule],
  create: ({ kernel, use }) => ({
    accounts: new AccountService(
      kernel.db,
      kernel.members,
      use(settingsModule).settings,
      use(otpModule).otp,
      use(authModule).sessions,
    ),
  }),
  routes: (app, { accounts }) => accountRoutes(app, accounts),
});
