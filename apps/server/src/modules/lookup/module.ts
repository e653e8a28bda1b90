import { defineModule } from '../../kernel/module';
import { authModule } from '../auth/module';
import { depositsModule } from '../deposits/module';
import { settingsModule } from '../settings/module';
import { lookupRoutes } from './routes';
import { LookupService } from './service';

/** The public reads of spec §7 Lookup: site info, banks, deposit accounts, promotions. */
export const lookupModule = defineModule({
  name: 'lookup',
  needs: [settingsModule, authModule, depositsModule],
  create: ({ kernel, use }) => {
    const { settings, figures } = use(settingsModule);
    const { sessions } = use(authModule);
    return {
      lookup: new LookupService(
        settings,
        kernel.now,
        use(depositsModule).truelinkKey,
        figures,
        async (token) => {
          const session = await sessions.resolve(token);
          return session && (await kernel.members.byId(session.memberId))?.currency;
        },
        use(depositsModule).slipsCheckedAtOnce,
      ),
    };
  },
  routes: (app, { lookup }) => lookupRoutes(app, lookup),
});
