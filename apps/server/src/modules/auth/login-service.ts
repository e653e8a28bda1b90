import { AppError } from '../../http/app-error';
import type { MemberRepo } from '../account/repo';
import type { LoginLimiter } from './login-limiter';
import { burnPasswordCheck, verifyPassword } from './secrets';
import type { SessionService } from './session-service';

/**
 * POST /api/login. A wrong phone and a wrong password give the same answer after the same work
 * (WRONG_CREDENTIAL), so the form cannot be used to find members. INACTIVE_USER is only told to
 * someone who knows the password.
 */
export class LoginService {
  constructor(
    private readonly members: MemberRepo,
    private readonly sessions: SessionService,
    private readonly limiter: LoginLimiter,
  ) {}

  async login(input: {
    username: string;
    password: string;
    ip: string;
    userAgent: string | undefined;
  }) {
    const { username, password, ip } = input;
    if (await this.limiter.isBlocked(username, ip)) throw new AppError('REQUEST_LIMIT', 429);
    const member = await this.members.byPhone(username);
    const valid = member
      ? await verifyPassword(member.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!member || !valid) {
      await this.limiter.recordFailure(username, ip);
      throw new AppError('WRONG_CREDENTIAL', 401);
    }
    if (member.status !== 'active') throw new AppError('INACTIVE_USER', 403);
    await this.limiter.clear(username);
    return { token: await this.sessions.create(member.id, { ip, userAgent: input.userAgent }) };
  }
}
