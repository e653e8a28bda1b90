import type { Locale, ResponseOf, api } from '@wallet/contract';
import type { SmsSender } from '../../adapters/sms/interface';
import type { Db } from '../../kernel/db/client';
import { AppError } from '../../kernel/lib/app-error';
import type { MemberRepo } from '../../kernel/members/repo';
import { phoneError } from '../../kernel/members/rules';
import { newOtpCode, newOtpRef, newToken, sha256 } from '../../kernel/lib/secrets';
import type { SettingsService } from '../settings/module';
import { LOGIN_SEND_LIMITS, OtpStore } from './otp-store';
import { loginOtpSmsText } from './sms-text';

type SendAnswer = ResponseOf<typeof api.account.loginOtp>;

/** A login code that matched: the request to count a wrong password on, or to use up. */
export interface LoginOtpProof {
  readonly id: number;
}

/**
 * Login tokens are hashed apart from registration ones (those are sha256 of the bare token), so
 * a login code can never confirm a registration and a registration code never steps up a login.
 */
const loginTokenHash = (token: string) => sha256(`login:${token}`);

/**
 * The login step-up code (issue 14): POST /api/login/otp sends it, POST /api/login checks it.
 * Same table and rules as the registration OTP (otp-store): one send per minute per phone, five
 * wrong tries per code, valid 5 minutes, single use; but 60 sends per IP and 5 per phone an hour
 * (LOGIN_SEND_LIMITS: many honest members share one mobile address).
 */
export class LoginOtp {
  private readonly store: OtpStore;

  constructor(
    db: Db,
    private readonly sms: SmsSender,
    private readonly members: MemberRepo,
    private readonly settings: SettingsService,
    now: () => Date,
  ) {
    this.store = new OtpStore(db, now);
  }

  /**
   * The same work and answer for any phone, so nobody learns from it who is a member: a code is
   * recorded under the send brakes either way (a non-member's phone is braked like a member's),
   * and an SMS goes out only to a member's phone, without waiting for it, so the timing tells
   * nothing either. `delivery` settles once the SMS is handed over, with the error if it could
   * not be (the route logs it; the member asks again after the minute, as the form offers).
   */
  async send(input: {
    phone: string;
    ip: string;
    locale: Locale;
  }): Promise<{ answer: SendAnswer; delivery: Promise<Error | undefined> }> {
    const { phone, ip } = input;
    const lao = (await this.settings.get('site.deployment')) === 'LA';
    const invalid = phoneError(phone, lao);
    if (invalid) throw new AppError(invalid, 400);
    const [member, site] = await Promise.all([
      this.members.byPhone(phone),
      this.settings.get('site.name'),
    ]);
    const code = newOtpCode();
    const ref = newOtpRef();
    const token = newToken();
    await this.store.issue({
      phone,
      ip,
      tokenHash: loginTokenHash(token),
      ref,
      code,
      limits: LOGIN_SEND_LIMITS,
    });
    const delivery = member
      ? this.sms.send({ phone, text: loginOtpSmsText(input.locale, site, code, ref) }).then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        )
      : Promise.resolve(undefined);
    return { answer: { otpRef: ref, otpToken: token }, delivery };
  }

  /**
   * The code typed for this phone: OTP_TOKEN_INVALID (unknown, used, or another phone's),
   * OTP_BLOCK (429), OTP_EXPIRED or OTP_CODE_INVALID (a wrong code counted); else the proof.
   */
  async check(phone: string, otp: { otpToken: string; otpCode: string }): Promise<LoginOtpProof> {
    const row = await this.store.find(loginTokenHash(otp.otpToken));
    if (!row || row.phone !== phone || row.consumedAt) {
      throw new AppError('OTP_TOKEN_INVALID', 400);
    }
    await this.store.checkCode(row, otp.otpCode);
    return { id: row.id };
  }

  /** A wrong password beside the right code counts on the code too: five wrong tries in all. */
  async countMiss(proof: LoginOtpProof): Promise<void> {
    await this.store.countMiss(proof.id);
  }

  /** Used up by the login it let in; OTP_TOKEN_INVALID when a parallel login took it first. */
  async consume(proof: LoginOtpProof): Promise<void> {
    if (!(await this.store.consume(proof.id))) throw new AppError('OTP_TOKEN_INVALID', 400);
  }
}
