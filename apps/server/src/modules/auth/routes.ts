import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../http/route';
import type { LoginService } from './login-service';
import { currentMember } from './member-auth';
import type { SessionService } from './session-service';

export function authRoutes(
  app: FastifyInstance,
  login: LoginService,
  sessions: SessionService,
): void {
  route(app, api.account.login, (req) =>
    login.login({
      username: req.body.username,
      password: req.body.password,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    }),
  );
  route(app, api.account.logout, async (req) => {
    await sessions.revoke(currentMember(req).sessionId);
    return { message: 'OK' };
  });
}
