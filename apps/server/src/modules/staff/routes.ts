import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../http/route';
import type { AuditLog } from './audit';
import { auditRecordOf, clearSessionCookie, currentStaff, setSessionCookie } from './auth';
import type { StaffOptions, StaffService } from './service';

/** The back-office's session calls (issue 11): setup link, sign-in, who am I, sign-out. */
export function backofficeRoutes(
  app: FastifyInstance,
  deps: { staff: StaffService; audit: AuditLog },
  options: Pick<StaffOptions, 'absoluteMs'>,
): void {
  const { staff, audit } = deps;
  const b = api.backoffice;
  route(app, b.setupInfo, (req) => staff.setupInfo(req.params.token));
  route(app, b.setupPassword, (req) => staff.setupPassword(req.params.token, req.body.password));
  route(app, b.setupTotp, (req) => staff.setupTotp(req.params.token, req.body.code));
  route(app, b.login, async (req, reply) => {
    const { token, principal } = await staff.login(req.body, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
    setSessionCookie(reply, req, token, options.absoluteMs);
    // a sign-in is on the record: who, when, from where; never its body (the password and the
    // authenticator or recovery code), not even as the "why"
    const record = { ...auditRecordOf(req, principal), request: null, reason: null };
    await audit.record(record, async () => null);
    return staff.view(principal);
  });
  route(app, b.me, async (req) => staff.view(currentStaff(req)));
  route(app, b.logout, async (req, reply) => {
    await staff.logout(currentStaff(req).sessionId!);
    clearSessionCookie(reply);
    return { ok: true as const };
  });
  route(app, b.logoutAll, async (req, reply) => {
    const principal = currentStaff(req);
    const sessions = await staff.endSessions(principal.staffId);
    clearSessionCookie(reply);
    await audit.record(
      { ...auditRecordOf(req, principal), request: null, reason: null },
      async () => ({
        sessions,
      }),
    );
    return { ok: true as const, sessions };
  });
}
