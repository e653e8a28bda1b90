import { defineModule } from '../../kernel/module';
import { authModule } from '../auth/module';
import { depositsModule } from '../deposits/module';
import { otpModule } from '../otp/module';
import { responsibleModule } from '../responsible/module';
import { settingsModule } from '../settings/module';
import { walletModule } from '../wallet/module';
import { withdrawalsModule } from '../withdrawals/module';
import { operatorDepositRoutes } from './deposit-routes';
import { operatorMemberLookupRoutes } from './member-lookup-routes';
import { operatorMemberRoutes } from './member-routes';
import { MemberLookupRepo } from './repo';
import { operatorRoutes } from './routes';

/**
 * The operator API of the core (`npm run operator` and the back-office): settings, members,
 * money, deposits and withdrawals. Who may call what is the staff module's hook (decision 013).
 * Reward modules declare their own operator routes.
 */
export const operatorModule = defineModule({
  name: 'operator',
  needs: [
    settingsModule,
    otpModule,
    authModule,
    walletModule,
    depositsModule,
    withdrawalsModule,
    responsibleModule,
  ],
  create: ({ kernel }) => ({ memberLookups: new MemberLookupRepo(kernel.db) }),
  routes: (app, { memberLookups }, { kernel, use }) => {
    const wallet = use(walletModule);
    operatorRoutes(app, {
      ...kernel,
      ...wallet,
      settings: use(settingsModule).settings,
      outbox: use(otpModule).outbox,
    });
    operatorMemberRoutes(app, { members: kernel.members, sessions: use(authModule).sessions });
    operatorDepositRoutes(app, { ...use(depositsModule), ...use(withdrawalsModule) });
    operatorMemberLookupRoutes(app, {
      members: kernel.members,
      memberLookups,
      ...use(responsibleModule),
    });
  },
});
