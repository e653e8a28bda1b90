import { defineModule } from '../../kernel/module';
import { depositsModule } from '../deposits/module';
import { coreStatementLines } from './core-lines';
import { statementRoutes } from './routes';
import { StatementService } from './service';

// the public entry: what other modules may take from this one
export { type StatementDescriber } from './lines';

/**
 * The member's statement (spec §7 Statement): every journal entry of theirs, in words. Modules
 * that add entry kinds add their lines here (`statement.describe`).
 */
export const statementModule = defineModule({
  name: 'statement',
  needs: [depositsModule],
  create: ({ kernel, use }) => ({
    statement: new StatementService(
      kernel.db,
      kernel.ledgerAccounts,
      kernel.members,
      use(depositsModule).slipUrls,
      [coreStatementLines],
    ),
  }),
  routes: (app, { statement }) => statementRoutes(app, statement),
});
