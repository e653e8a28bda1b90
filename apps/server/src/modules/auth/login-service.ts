import type { Locale } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import type { MemberRepo } from '../../kernel/members/repo';
import type { LoginOtp, LoginOtpProof } from '../otp/module';
import type { LoginLimiter } from './login-limiter';
import { burnPasswordCheck, verifyPassword } from '../../kernel/lib/secrets';
import type { SessionService } from './session-service';

/**
 * POST /api/login. A wrong phone and a wrong password give the same answer after the same work
 * (WRONG_CREDENTIAL), so the form cannot be used to find members. INACTIVE_USER is only told to
 * someone who knows the password.
 *
 * Issue 14, brute force without lock-outs: after repeated failures for the phone, or from the
 * caller's IP (LOGIN_STEP_UP), the login answers LOGIN_OTP_REQUIRED (403) without looking at the
 * password, unless it carries the code of POST /api/login/otp for that phone. So guessing teaches
 * nothing, while the owner, or anyone honest behind a shared address, gets in with password and
 * code. A wrong code counts like a wrong OTP (five per code); a success clears the phone's
 * failures. No 429 here: the only hard limits are the SMS brakes of sending the code.
 */
export class LoginService {
  constructor(
    private readonly members: MemberRepo,
    private readonly sessions: SessionService,
    private readonly limiter: LoginLimiter,
    private readonly otp: LoginOtp,
  ) {}

  async login(input: {
    username: string;
    password: string;
    otp?: { otpToken: string; otpCode: string } | undefined;
    ip: string;
    userAgent: string | undefined;
  }) {
    const { username, password, ip } = input;
    let proof: LoginOtpProof | null = null;
    if (await this.limiter.needsStepUp(username, ip)) {
      if (!input.otp) throw new AppError('LOGIN_OTP_REQUIRED', 403);
      proof = await this.otp.check(username, input.otp);
    }
    const member = await this.members.byPhone(username);
    const valid = member
      ? await verifyPassword(member.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!member || !valid) {
      await this.limiter.recordFailure(username, ip);
      if (proof) await this.otp.countMiss(proof);
      throw new AppError('WRONG_CREDENTIAL', 401);
    }
    if (member.status !== 'active') throw new AppError('INACTIVE_USER', 403);
    if (proof) await this.otp.consume(proof);
    await this.limiter.clear(username);
    return { token: await this.sessions.create(member.id, { ip, userAgent: input.userAgent }) };
  }

  /** POST /api/login/otp: the same answer for any phone (see LoginOtp.send). */
  sendOtp(input: { username: string; ip: string; locale: Locale }) {
    return this.otp.send({ phone: input.username, ip: input.ip, locale: input.locale });
  }
}
