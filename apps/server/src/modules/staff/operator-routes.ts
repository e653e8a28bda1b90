import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { Db } from '../../kernel/db/client';
import type { AuditLog } from './audit';
import type { StaffService } from './service';
import { dashboardOf } from './dashboard';

/** Staff, API keys, the audit log and the dashboard on the operator API (issue 11). */
export function operatorStaffRoutes(
  app: FastifyInstance,
  deps: { staff: StaffService; audit: AuditLog; db: Db; timeZone: () => Promise<string> },
): void {
  const o = api.operatorStaff;
  const { staff, audit } = deps;
  route(app, o.listStaff, async () => ({ staff: await staff.list() }));
  route(app, o.addStaff, (req) => staff.add(req.body));
  route(app, o.updateStaff, (req) => staff.update(req.params.login, req.body), {
    auditBefore: (req) => staff.one(req.params.login),
  });
  route(app, o.resetStaff, (req) => staff.reset(req.params.login));
  route(app, o.listApiKeys, async () => ({ keys: await staff.keys() }));
  route(app, o.createApiKey, (req) => staff.createKey(req.body.login, req.body.name));
  route(app, o.revokeApiKey, (req) => staff.revokeKey(req.params.id));
  route(app, o.audit, async (req) => ({ entries: await audit.list(req.query) }));
  route(app, o.dashboard, async () => dashboardOf(deps.db, await deps.timeZone()));
}
