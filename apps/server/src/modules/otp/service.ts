import { timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Locale, ResponseOf, api } from '@wallet/contract';
import type { SmsSender } from '../../adapters/sms/interface';
import type { Db } from '../../db/client';
import { otpRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { MemberRepo } from '../account/repo';
import { phoneError } from '../account/rules';
import { newOtpCode, newOtpRef, newToken, sha256 } from '../auth/secrets';
import type { SettingsService } from '../settings/service';
import { otpSmsText } from './sms-text';

/** Issue 3 OTP rules. */
export const OTP_RULES = {
  ttlMs: 5 * 60_000,
  maxWrongCodes: 5,
  resendAfterMs: 60_000,
  verifiedValidMs: 10 * 60_000,
  sendsPerIpPerHour: 10,
} as const;

type SendAnswer = ResponseOf<typeof api.otp.send>;
type VerifyAnswer = ResponseOf<typeof api.otp.verify>;

const codeHash = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);

export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly members: MemberRepo,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
  ) {}

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
    const now = this.now();
    await this.db.transaction(async (tx) => {
      // One sender per phone at a time, so two quick taps cannot both pass the 60 s rule.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
      const [last] = await tx
        .select({ createdAt: otpRequests.createdAt })
        .from(otpRequests)
        .where(eq(otpRequests.phone, phone))
        .orderBy(desc(otpRequests.createdAt))
        .limit(1);
      if (last && now.getTime() - last.createdAt.getTime() < OTP_RULES.resendAfterMs) {
        throw new AppError('REQUEST_LIMIT_1MIN', 429);
      }
      const [byIp] = await tx
        .select({ n: count() })
        .from(otpRequests)
        .where(
          and(
            eq(otpRequests.ip, ip),
            gt(otpRequests.createdAt, new Date(now.getTime() - 3_600_000)),
          ),
        );
      if ((byIp?.n ?? 0) >= OTP_RULES.sendsPerIpPerHour) throw new AppError('REQUEST_LIMIT', 429);
      await tx.insert(otpRequests).values({
        phone,
        ref,
        tokenHash,
        codeHash: codeHash(tokenHash, code),
        expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
        ip,
        createdAt: now,
      });
    });

    try {
      const site = await this.settings.get('site.name');
      await this.sms.send({ phone, text: otpSmsText(input.locale, site, code, ref) });
    } catch (error) {
      // Not sent: forget the request so the member may try again at once.
      await this.db.delete(otpRequests).where(eq(otpRequests.tokenHash, tokenHash));
      throw new AppError('OTP_SEND_FAIL', 502, (error as Error).message);
    }
    return { otpRef: ref, otpToken: token, code: 'OTP_SENT' };
  }

  async verify(otpToken: string, otpCode: string): Promise<VerifyAnswer> {
    const tokenHash = sha256(otpToken);
    const [row] = await this.db
      .select()
      .from(otpRequests)
      .where(eq(otpRequests.tokenHash, tokenHash));
    if (!row || row.consumedAt) throw new AppError('OTP_TOKEN_INVALID', 400);
    if (row.verifiedAt) return { code: 'OTP_VERIFIED' };
    if (row.attempts >= OTP_RULES.maxWrongCodes) throw new AppError('OTP_BLOCK', 429);
    if (row.expiresAt <= this.now()) throw new AppError('OTP_EXPIRED', 400);

    if (timingSafeEqual(Buffer.from(codeHash(tokenHash, otpCode)), Buffer.from(row.codeHash))) {
      await this.db
        .update(otpRequests)
        .set({ verifiedAt: this.now() })
        .where(and(eq(otpRequests.id, row.id), isNull(otpRequests.verifiedAt)));
      return { code: 'OTP_CODE_VALID' };
    }
    // Counted atomically: concurrent guesses cannot get past the fifth wrong code.
    const [counted] = await this.db
      .update(otpRequests)
      .set({ attempts: sql`${otpRequests.attempts} + 1` })
      .where(and(eq(otpRequests.id, row.id), lt(otpRequests.attempts, OTP_RULES.maxWrongCodes)))
      .returning({ attempts: otpRequests.attempts });
    if (!counted || counted.attempts >= OTP_RULES.maxWrongCodes)
      throw new AppError('OTP_BLOCK', 429);
    throw new AppError('OTP_CODE_INVALID', 400);
  }

  /**
   * Registration with OTP on: the token must be verified for this phone within 10 minutes and
   * not used before. Marks it used inside the caller's transaction (single use).
   */
  async consume(tx: Db, phone: string, otpToken: string | undefined): Promise<void> {
    if (!otpToken) throw new AppError('UNVERIFIED_OTP', 400);
    const since = new Date(this.now().getTime() - OTP_RULES.verifiedValidMs);
    const used = await tx
      .update(otpRequests)
      .set({ consumedAt: this.now() })
      .where(
        and(
          eq(otpRequests.tokenHash, sha256(otpToken)),
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
