import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { AuditLog } from './audit';
import { currentStaff } from '../../kernel/http/staff';
import { auditRecordOf, clearSessionCookie, setSessionCookie } from './auth';
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
  /**
   * A setup step on the record under the person the link is for (decision 013): never the link
   * (it is the credential) nor the body; the answer's secrets are redacted.
   */
  const enrolment = async <T>(
    req: FastifyRequest<{ Params: { token: string } }>,
    act: () => Promise<T>,
  ) =>
    audit.record(
      {
        principal: await staff.setupPrincipal(req.params.token),
        action: `POST ${req.routeOptions.url}`,
        target: null,
        reason: null,
        request: null,
        before: null,
        ip: req.ip,
      },
      act,
    );
  route(app, b.setupPassword, (req) =>
    enrolment(req, () => staff.setupPassword(req.params.token, req.body.password)),
  );
  route(app, b.setupTotp, (req) =>
    enrolment(req, () => staff.setupTotp(req.params.token, req.body.code)),
  );
  route(app, b.login, async (req, reply) => {
    let signedIn: Awaited<ReturnType<StaffService['login']>>;
    try {
      signedIn = await staff.login(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
    } catch (error) {
      // a wrong credential and a braked attempt are on the record too (decision 013)
      const code = error instanceof AppError ? error.code : null;
      // a braked login or address is recorded once per window, not once per hammered request
      const again = error instanceof AppError && error.detail === 'braked again';
      if (code === 'WRONG_CREDENTIAL' || (code === 'REQUEST_LIMIT' && !again)) {
        await audit.signInFailed({
          login: req.body.login,
          ip: req.ip,
          outcome: code === 'REQUEST_LIMIT' ? 'refused' : 'failed',
          error: code,
        });
      }
      throw error;
    }
    const { token, principal } = signedIn;
    setSessionCookie(reply, req, token, options.absoluteMs);
    // a sign-in is on the record: who, when, from where; never its body (the password and the
    // authenticator or recovery code), not even as the "why"
    const record = { ...auditRecordOf(req, principal), request: null, reason: null };
    await audit.record(record, async () => null);
    return staff.view(principal);
  });
  route(app, b.me, async (req) => staff.view(currentStaff(req)));
  route(app, b.logout, async (req, reply) => {
    const principal = currentStaff(req);
    await audit.record({ ...auditRecordOf(req, principal), request: null, reason: null }, () =>
      staff.logout(principal.sessionId!).then(() => null),
    );
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
