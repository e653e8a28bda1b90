import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale, ResponseOf, api } from '@wallet/contract';
import { SmsSendError, type SmsSender } from '../../adapters/sms/interface';
import type { Db } from '../../kernel/db/client';
import { otpRequests } from './tables';
import { AppError } from '../../kernel/lib/app-error';
import type { MemberRepo } from '../../kernel/members/repo';
import { phoneError } from '../../kernel/members/rules';
import { newOtpCode, newOtpRef, newToken, sha256 } from '../../kernel/lib/secrets';
import type { SettingsService } from '../settings/module';
import { OTP_RULES, OtpStore } from './otp-store';
import { otpSmsText } from './sms-text';

export { OTP_RULES } from './otp-store';

type SendAnswer = ResponseOf<typeof api.otp.send>;
type VerifyAnswer = ResponseOf<typeof api.otp.verify>;

/**
 * The registration OTP (POST /api/otp/send and /verify): for phones that are not members yet.
 * Its tokens are stored as sha256(token); the login step-up's (./login-otp) are hashed apart, so
 * neither can stand in for the other.
 */
export class OtpService {
  private readonly store: OtpStore;

  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly members: MemberRepo,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
  ) {
    this.store = new OtpStore(db, now);
  }

  async send(input: {
    phone: string;
    otpToken?: string | undefined;
    ip: string;
    locale: Locale;
  }): Promise<SendAnswer> {
    const { phone, ip } = input;
    const lao = (await this.settings.get('site.deployment')) === 'LA';
    const invalid = phoneError(phone, lao);
    if (invalid) throw new AppError(invalid, 400);
    if (await this.members.byPhone(phone)) throw new AppError('EXISTING_USER', 409);

    // spec §4: a phone this client verified within 10 minutes skips the OTP step. Proof is the
    // verified token itself, so nobody else can claim someone's fresh verification.
    if (input.otpToken) {
      const verified = await this.findVerified(phone, input.otpToken);
      if (verified) return { otpRef: verified.ref, otpToken: input.otpToken, code: 'OTP_VERIFIED' };
    }

    const code = newOtpCode();
    const ref = newOtpRef();
    const token = newToken();
    const tokenHash = sha256(token);
    await this.store.issue({ phone, ip, tokenHash, ref, code });

    // The send is charged to the allowance (the row above) before the gateway is called, so
    // parallel requests cannot pass the brakes together; a send that certainly did not go out
    // (refused, a number the gateway lists as bad, a Lao number on a Thai route, no connection)
    // is refunded by forgetting the row, and the member may ask again at once. One that may have
    // gone out (a timeout, a cut answer) stays charged: its credit may be spent, and the brakes
    // are what bound the texts a phone receives.
    try {
      const site = await this.settings.get('site.name');
      await this.sms.send({ phone, text: otpSmsText(input.locale, site, code, ref) });
    } catch (error) {
      if (!(error instanceof SmsSendError && error.maybeSent)) await this.store.forget(tokenHash);
      throw new AppError('OTP_SEND_FAIL', 502, (error as Error).message);
    }
    return { otpRef: ref, otpToken: token, code: 'OTP_SENT' };
  }

  async verify(otpToken: string, otpCode: string): Promise<VerifyAnswer> {
    const row = await this.store.find(sha256(otpToken));
    if (!row || row.consumedAt) throw new AppError('OTP_TOKEN_INVALID', 400);
    if (row.verifiedAt) return { code: 'OTP_VERIFIED' };
    await this.store.checkCode(row, otpCode);
    await this.store.markVerified(row.id);
    return { code: 'OTP_CODE_VALID' };
  }

  /**
   * Registration with OTP on: the token must be verified for this phone within 10 minutes and
   * not used before. Marks it used inside the caller's transaction (single use).
   */
  async consume(tx: Db, phone: string, otpToken: string | undefined, ip?: string): Promise<void> {
    const since = new Date(this.now().getTime() - OTP_RULES.verifiedValidMs);
    // spec §7's client registers without the token (its body names no such field): the phone's
    // newest verified code, sent from the same address, stands for it (decision 020)
    if (!otpToken && !ip) throw new AppError('UNVERIFIED_OTP', 400);
    const which = otpToken
      ? eq(otpRequests.tokenHash, sha256(otpToken))
      : sql`${otpRequests.id} = (SELECT id FROM otp_requests WHERE phone = ${phone}
              AND ip = ${ip} AND verified_at > ${since.toISOString()} AND consumed_at IS NULL
              ORDER BY id DESC LIMIT 1)`;
    const used = await tx
      .update(otpRequests)
      .set({ consumedAt: this.now() })
      .where(
        and(
          which,
          eq(otpRequests.phone, phone),
          gt(otpRequests.verifiedAt, since),
          isNull(otpRequests.consumedAt),
        ),
      )
      .returning({ id: otpRequests.id });
    if (used.length === 0) throw new AppError('UNVERIFIED_OTP', 400);
  }

  private async findVerified(phone: string, otpToken: string) {
    const since = new Date(this.now().getTime() - OTP_RULES.verifiedValidMs);
    const [row] = await this.db
      .select()
      .from(otpRequests)
      .where(
        and(
          eq(otpRequests.tokenHash, sha256(otpToken)),
          eq(otpRequests.phone, phone),
          gt(otpRequests.verifiedAt, since),
          isNull(otpRequests.consumedAt),
        ),
      );
    return row;
  }
}
