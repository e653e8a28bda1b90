import type { FastifyInstance } from 'fastify';
import { AppError } from '../../kernel/lib/app-error';
import type { SessionService } from './session-service';

/**
 * spec §6: member routes need `Authorization: Bearer <token>`. No token: UNAUTHORIZED; a token
 * that is unknown, expired, revoked or whose member was suspended: EXPIRED_AUTH_TOKEN. Both are
 * 401, which the web client answers by clearing the session and going to /login (§8).
 */
export function memberAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('member', undefined);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access !== 'member') return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new AppError('UNAUTHORIZED', 401);
    const member = await sessions.resolve(token);
    if (!member) throw new AppError('EXPIRED_AUTH_TOKEN', 401);
    request.member = member;
  });
}
