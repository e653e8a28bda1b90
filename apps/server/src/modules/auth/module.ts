import { defineModule } from '../../kernel/module';
import { otpModule } from '../otp/module';
import { LoginLimiter } from './login-limiter';
import { LoginService } from './login-service';
import { memberAuth } from './member-auth';
import { authRoutes } from './routes';
import { SessionService } from './session-service';

// the public entry: what other modules may take from this one
export { LOGIN_LIMITS, LoginLimiter } from './login-limiter';
export { type SessionMember, type SessionService } from './session-service';
export { sessions } from './tables';

/** Member login and sessions (spec §4, §6): the hook that resolves a member route's Bearer token. */
export const authModule = defineModule({
  name: 'auth',
  needs: [otpModule],
  create: ({ kernel, use }) => {
    const sessions = new SessionService(kernel.db, kernel.config.sessionTtlMs, kernel.now);
    return {
      sessions,
      login: new LoginService(
        kernel.members,
        sessions,
        new LoginLimiter(kernel.db, kernel.now),
        use(otpModule).loginOtp,
      ),
    };
  },
  routes: (app, { login, sessions }) => {
    memberAuth(app, sessions);
    authRoutes(app, login, sessions);
  },
});
