import { defineModule } from '../../kernel/module';
import { settingsModule } from '../settings/module';
import { Readiness } from './readiness';
import { systemRoutes } from './routes';
import { terminatedGuard } from './terminated-guard';

/**
 * Health and readiness (issue 14), and the site's terminated state (spec §8 terminated): its
 * hook runs before every other module's, so a terminated site answers nothing else.
 */
export const systemModule = defineModule({
  name: 'system',
  needs: [settingsModule],
  create: ({ kernel }) => ({ readiness: new Readiness(kernel.db) }),
  routes: (app, { readiness }, { use }) => {
    terminatedGuard(app, use(settingsModule).settings);
    app.decorate('readiness', readiness);
    systemRoutes(app, readiness);
  },
});
