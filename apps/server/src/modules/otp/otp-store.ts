import { timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { otpRequests } from './tables';
import { AppError } from '../../kernel/lib/app-error';
import { sha256 } from '../../kernel/lib/secrets';

/** Issue 3 OTP rules, the same for every purpose (registration, login step-up). */
export const OTP_RULES = {
  ttlMs: 5 * 60_000,
  maxWrongCodes: 5,
  resendAfterMs: 60_000,
  verifiedValidMs: 10 * 60_000,
  sendsPerIpPerHour: 10,
} as const;

/** How many codes may be sent in an hour, per IP and (when set) per phone. */
export interface SendLimits {
  perIpPerHour: number;
  perPhonePerHour?: number;
}

/**
 * Login step-up codes (issue 14) are asked by members, mostly behind carrier-grade NAT where one
 * address is many honest people: a wider IP allowance, and a per-phone one that bounds the texts
 * an attacker can make a victim receive.
 */
export const LOGIN_SEND_LIMITS: SendLimits = { perIpPerHour: 60, perPhonePerHour: 5 };

export type OtpRow = typeof otpRequests.$inferSelect;

const codeHash = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);

/**
 * The otp_requests table under the OTP rules: a new code only past the send brakes (one per
 * minute per phone, ten per IP per hour; they protect the SMS budget), and a code checked at most
 * five times wrong. Callers pick the token hash, which keeps the purposes apart: a token hashed
 * for one purpose is never found by another.
 */
export class OtpStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Records a code for `phone`, or answers REQUEST_LIMIT_1MIN / REQUEST_LIMIT (429). */
  async issue(input: {
    phone: string;
    ip: string;
    tokenHash: string;
    ref: string;
    code: string;
    limits?: SendLimits;
  }): Promise<void> {
    const { phone, ip, tokenHash } = input;
    const limits = input.limits ?? { perIpPerHour: OTP_RULES.sendsPerIpPerHour };
    const hourAgo = new Date(this.now().getTime() - 3_600_000);
    const now = this.now();
    await withTx(this.db, async (tx) => {
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
        .where(and(eq(otpRequests.ip, ip), gt(otpRequests.createdAt, hourAgo)));
      if ((byIp?.n ?? 0) >= limits.perIpPerHour) throw new AppError('REQUEST_LIMIT', 429);
      if (limits.perPhonePerHour !== undefined) {
        const [byPhone] = await tx
          .select({ n: count() })
          .from(otpRequests)
          .where(and(eq(otpRequests.phone, phone), gt(otpRequests.createdAt, hourAgo)));
        if ((byPhone?.n ?? 0) >= limits.perPhonePerHour) {
          throw new AppError('REQUEST_LIMIT', 429);
        }
      }
      await tx.insert(otpRequests).values({
        phone,
        ref: input.ref,
        tokenHash,
        codeHash: codeHash(tokenHash, input.code),
        expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
        ip,
        createdAt: now,
      });
    });
  }

  /**
   * A code that was not sent: forgotten, so the phone may ask again at once (its send refunded to
   * the per-minute, per-IP and per-phone brakes). Under the phone's lock, as `issue` counts: a
   * request counting at that moment sees the row either charged or gone, never half.
   */
  async forget(tokenHash: string): Promise<void> {
    await withTx(this.db, async (tx) => {
      const [row] = await tx
        .select({ phone: otpRequests.phone })
        .from(otpRequests)
        .where(eq(otpRequests.tokenHash, tokenHash));
      if (!row) return;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${row.phone}`}))`);
      await tx.delete(otpRequests).where(eq(otpRequests.tokenHash, tokenHash));
    });
  }

  async find(tokenHash: string): Promise<OtpRow | undefined> {
    const [row] = await this.db
      .select()
      .from(otpRequests)
      .where(eq(otpRequests.tokenHash, tokenHash));
    return row;
  }

  /**
   * Returns when `code` is the row's code; otherwise OTP_BLOCK (429, five wrong codes),
   * OTP_EXPIRED or OTP_CODE_INVALID, a wrong code counted.
   */
  async checkCode(row: OtpRow, code: string): Promise<void> {
    if (row.attempts >= OTP_RULES.maxWrongCodes) throw new AppError('OTP_BLOCK', 429);
    if (row.expiresAt <= this.now()) throw new AppError('OTP_EXPIRED', 400);
    if (timingSafeEqual(Buffer.from(codeHash(row.tokenHash, code)), Buffer.from(row.codeHash))) {
      return;
    }
    if (await this.countMiss(row.id)) throw new AppError('OTP_BLOCK', 429);
    throw new AppError('OTP_CODE_INVALID', 400);
  }

  /**
   * One more wrong try on the row; true when the row is now blocked (that was the fifth).
   * Counted atomically: concurrent guesses cannot get past the fifth.
   */
  async countMiss(id: number): Promise<boolean> {
    const [counted] = await this.db
      .update(otpRequests)
      .set({ attempts: sql`${otpRequests.attempts} + 1` })
      .where(and(eq(otpRequests.id, id), lt(otpRequests.attempts, OTP_RULES.maxWrongCodes)))
      .returning({ attempts: otpRequests.attempts });
    return !counted || counted.attempts >= OTP_RULES.maxWrongCodes;
  }

  async markVerified(id: number): Promise<void> {
    await this.db
      .update(otpRequests)
      .set({ verifiedAt: this.now() })
      .where(and(eq(otpRequests.id, id), isNull(otpRequests.verifiedAt)));
  }

  /** Marks the row used (single use); false when it was used already. */
  async consume(id: number): Promise<boolean> {
    const used = await this.db
      .update(otpRequests)
      .set({ consumedAt: this.now() })
      .where(and(eq(otpRequests.id, id), isNull(otpRequests.consumedAt)))
      .returning({ id: otpRequests.id });
    return used.length > 0;
  }
}
