import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import { localeFromHeader } from '../settings/module';
import type { LoginService } from './login-service';
import { currentMember } from '../../kernel/http/member';
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
      otp: req.body.otp,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    }),
  );
  // issue 14: the login step-up code, sent in the language the login page is shown in
  route(app, api.account.loginOtp, async (req) => {
    const { answer, delivery } = await login.sendOtp({
      username: req.body.username,
      ip: req.ip,
      locale: localeFromHeader(req.headers['accept-language']),
    });
    void delivery.then((error) => {
      if (error) req.log.warn({ err: error }, 'login OTP SMS not sent');
    });
    return answer;
  });
  route(app, api.account.logout, async (req) => {
    await sessions.revoke(currentMember(req).sessionId);
    return { message: 'OK' };
  });
}
