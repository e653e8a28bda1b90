import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

const WINDOW_MS = 15 * 60_000;

/**
 * Members (issue 14): never a lock. Past these failures within 15 minutes a login needs a fresh
 * SMS code beside the password (LOGIN_OTP_REQUIRED): for the phone after 5 failures (someone
 * guessing one member's password), for every phone from an IP after 100 failures there (credential
 * stuffing across many phones). The owner, or an honest member behind the same carrier-grade NAT
 * address, still gets in with the password and the code.
 */
export const LOGIN_STEP_UP = { windowMs: WINDOW_MS, perPhone: 5, perIp: 100 } as const;

/**
 * Staff sign-in (modules/staff): a hard brake, 10 failures per login and 30 per IP within 15
 * minutes answer REQUEST_LIMIT. The back office has no SMS step-up and few users per address.
 */
export const LOGIN_LIMITS = { windowMs: WINDOW_MS, perPhone: 10, perIp: 30 } as const;

/**
 * The record of failed logins, kept in the database so every server copy shares it: one row per
 * failure with the phone (or `staff:<login>`) and the IP, counted per phone and per IP in a
 * sliding 15-minute window. Old failures age out on their own; a success clears the phone's.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Members: whether this login must carry the SMS code (the password is not even checked). */
  async needsStepUp(phone: string, ip: string): Promise<boolean> {
    if ((await this.byPhone(phone)) >= LOGIN_STEP_UP.perPhone) return true;
    return (await this.byIp(ip)) >= LOGIN_STEP_UP.perIp;
  }

  /** Staff: whether sign-in is refused outright for now (REQUEST_LIMIT). */
  async isBlocked(key: string, ip: string): Promise<boolean> {
    if ((await this.byPhone(key)) >= LOGIN_LIMITS.perPhone) return true;
    return (await this.byIp(ip)) >= LOGIN_LIMITS.perIp;
  }

  async recordFailure(phone: string, ip: string): Promise<void> {
    await this.db.insert(loginFailures).values({ phone, ip, createdAt: this.now() });
    if (Math.random() < 0.05) await this.prune();
  }

  async clear(phone: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.phone, phone));
  }

  private since(): Date {
    return new Date(this.now().getTime() - WINDOW_MS);
  }

  private async byPhone(phone: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.phone, phone), gt(loginFailures.createdAt, this.since())));
    return row?.n ?? 0;
  }

  private async byIp(ip: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, this.since())));
    return row?.n ?? 0;
  }

  /** Rows older than the window count for nothing; trimmed now and then as failures arrive. */
  private async prune(): Promise<void> {
    await this.db.delete(loginFailures).where(lt(loginFailures.createdAt, this.since()));
  }
}
