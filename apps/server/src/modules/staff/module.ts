import { currentStaff } from '../../kernel/http/staff';
import { CredentialBox } from '../../kernel/lib/credential-box';
import { defineModule, type ModuleContext } from '../../kernel/module';
import { LoginLimiter } from '../auth/module';
import { authModule } from '../auth/module';
import { settingsModule } from '../settings/module';
import { AuditLog } from './audit';
import { auditRecordOf, staffAuth } from './auth';
import { operatorStaffRoutes } from './operator-routes';
import { backofficeRoutes } from './routes';
import { StaffService } from './service';

// the public entry: what other modules may take from this one
export { type StaffPrincipal, type StaffService } from './service';
export { staff } from './tables';

export interface StaffModuleOptions {
  /** The operator token of earlier releases: the owner's bootstrap API key (decision 013). */
  operatorToken: string;
}

/**
 * Staff accounts, their sessions and keys, roles, and the audit log (issue 11, decision 013).
 * It guards every staff and operator route and records every operator write with its act.
 */
export const staffModule = defineModule({
  name: 'staff',
  needs: [settingsModule, authModule],
  create: ({ kernel }: ModuleContext<StaffModuleOptions>) => {
    // the audit log wraps db.transaction so an operator write's record commits with its act
    const audit = new AuditLog(kernel.db);
    const { staffSession } = kernel.config;
    const staff = new StaffService(
      kernel.db,
      new CredentialBox(kernel.config.games.credentialsKey),
      new LoginLimiter(kernel.db, kernel.now),
      kernel.now,
      {
        issuer: 'Lucky Wallet back-office',
        idleMs: staffSession.idleMinutes * 60_000,
        absoluteMs: staffSession.hours * 3_600_000,
        setupMs: 24 * 3_600_000,
      },
    );
    return { audit, staff };
  },
  start: async ({ staff }, { kernel, options }) => {
    if ((await staff.bootstrap(options.operatorToken)) === 'revoked') {
      // revoked by staff: it stays so, and the server runs on without it (decision 013)
      kernel.log.warn(
        'the operator token (OPERATOR_TOKEN or DATA_DIR/operator-token) is revoked: the CLI needs a personal API key',
      );
    }
  },
  routes: (app, { audit, staff }, { kernel, use }) => {
    staffAuth(app, staff, audit);
    app.acts = {
      record: (request, before, act) => {
        const record = auditRecordOf(request, currentStaff(request));
        record.before = before;
        return audit.record(record, act);
      },
    };
    const { settings } = use(settingsModule);
    operatorStaffRoutes(app, {
      staff,
      audit,
      db: kernel.db,
      timeZone: () => settings.get('site.timeZone'),
    });
    backofficeRoutes(
      app,
      { staff, audit },
      { absoluteMs: kernel.config.staffSession.hours * 3_600_000 },
    );
  },
});
