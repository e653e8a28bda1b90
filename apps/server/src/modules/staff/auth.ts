import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleAllows, settingPermission, type Permission } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { cookieValue, SESSION_COOKIE } from '../../kernel/http/headers';
import type { AuditLog, AuditRecord } from './audit';
import type { StaffPrincipal } from '../../kernel/http/staff';
import type { StaffService } from './service';

/** The back-office session cookie: HttpOnly, SameSite=Strict, only sent to the API. */
export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  maxAgeMs: number,
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${Math.floor(maxAgeMs / 1000)}${secure}`,
  );
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/api; HttpOnly; SameSite=Strict; Max-Age=0`);
}

const cookieOf = (request: FastifyRequest, name: string) =>
  cookieValue(request.headers.cookie, name);

const digest = (value: string) => createHash('sha256').update(value).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** What the audit says of a request: the call, its target (path parameters), its reason. */
export function auditRecordOf(request: FastifyRequest, principal: StaffPrincipal): AuditRecord {
  const params = (request.params ?? {}) as Record<string, string>;
  const body = (request.body ?? null) as Record<string, unknown> | null;
  // the why of an act: a reason, a §8 reject code, a payout's bank reference, an approval note
  const why = [body?.reason, body?.code, body?.reference, body?.note].find(
    (v): v is string => typeof v === 'string' && v.length > 0,
  );
  const values = Object.values(params);
  return {
    principal,
    action: `${request.method} ${request.routeOptions.url}`,
    target: values.length ? values.join(' ') : null,
    reason: why ?? null,
    request: { params, query: request.query ?? null, body },
    before: null,
    ip: request.ip,
  };
}

/**
 * Who may call (issue 11, docs/decisions/013). Operator routes take a personal API key
 * (`Authorization: Bearer`, the CLI) or the back-office session cookie; staff routes the cookie
 * only. A cookie-borne write must carry the session's CSRF token (`x-csrf-token`). Then the
 * role must allow the endpoint's permission (a setting's key decides whose it is): else 403
 * STAFF_FORBIDDEN, recorded in the audit log.
 */
export function staffAuth(app: FastifyInstance, staff: StaffService, audit: AuditLog): void {
  app.decorateRequest('staff', undefined);
  app.addHook('onRequest', async (request) => {
    const { access, permission } = request.routeOptions.config;
    if (access !== 'operator' && access !== 'staff') return;
    const header = request.headers.authorization ?? '';
    // issue 14: the key exactly as issued, nothing trimmed or folded
    const bearer = /^Bearer [\x21-\x7e]+$/.test(header) ? header.slice(7) : '';
    let principal: StaffPrincipal | undefined;
    if (bearer && access === 'operator') {
      principal = await staff.resolveApiKey(bearer);
      if (!principal) throw new AppError('OPERATOR_UNAUTHORIZED', 401);
    } else {
      const token = cookieOf(request, SESSION_COOKIE);
      principal = token ? await staff.resolveSession(token) : undefined;
      if (!principal) {
        throw new AppError(
          access === 'operator' && !token ? 'OPERATOR_UNAUTHORIZED' : 'STAFF_UNAUTHORIZED',
          401,
        );
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const given = request.headers['x-csrf-token'];
        if (typeof given !== 'string' || !same(given, principal.csrfToken ?? '')) {
          throw new AppError('CSRF_INVALID', 403);
        }
      }
    }
    request.staff = principal;
    if (access !== 'operator' || !permission) return;
    const needed: Permission =
      request.method === 'PUT' && request.routeOptions.url === '/api/operator/settings/:key'
        ? settingPermission((request.params as { key: string }).key)
        : permission;
    if (!roleAllows(principal.role, needed)) {
      await audit.refused({ ...auditRecordOf(request, principal), request: null });
      throw new AppError('STAFF_FORBIDDEN', 403);
    }
  });
}
