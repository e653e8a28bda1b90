import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';
import { loginFailures } from './tables';

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
 * Staff sign-in (modules/staff): a hard brake, 10 attempts per login and 30 per IP within 15
 * minutes answer REQUEST_LIMIT. The back office has no SMS step-up and few users per address.
 * Counted in `staff_login_brakes`, apart from the members' failures (decision 013).
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

  /**
   * Staff: one sign-in attempt counted under its login and its address, and whether it may be
   * checked at all (false: REQUEST_LIMIT). Counting and deciding are one upsert: the row locks
   * queue concurrent attempts, so 100 guesses at once still evaluate at most the limit, where a
   * count read before recording let dozens through. A window starts at its first attempt.
   */
  async takeStaffAttempt(login: string, ip: string): Promise<'ok' | 'braked' | 'braked again'> {
    const now = this.now();
    const counted = await rows<{ key: string; attempts: number }>(
      this.db,
      sql`INSERT INTO staff_login_brakes AS b (key, window_start, attempts)
          VALUES (${`login:${login}`}, ${now}, 1), (${`ip:${ip}`}, ${now}, 1)
          ON CONFLICT (key) DO UPDATE SET
            window_start = CASE WHEN b.window_start <= ${this.since()} THEN EXCLUDED.window_start
                                ELSE b.window_start END,
            attempts = CASE WHEN b.window_start <= ${this.since()} THEN 1 ELSE b.attempts + 1 END
          RETURNING key, attempts`,
    );
    if (Math.random() < 0.05) {
      await this.db.execute(
        sql`DELETE FROM staff_login_brakes WHERE window_start <= ${this.since()}`,
      );
    }
    const limitOf = (key: string) =>
      key.startsWith('login:') ? LOGIN_LIMITS.perPhone : LOGIN_LIMITS.perIp;
    if (counted.every((c) => c.attempts <= limitOf(c.key))) return 'ok';
    // the first refusal of a window is told apart, so the audit log keeps one row per braked
    // login or address and window, not one per hammered request
    return counted.some((c) => c.attempts === limitOf(c.key) + 1) ? 'braked' : 'braked again';
  }

  /** Staff: a sign-in passed; its login starts afresh and it no longer counts for the address. */
  async staffSignedIn(login: string, ip: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM staff_login_brakes WHERE key = ${`login:${login}`}`);
    await this.db.execute(
      sql`UPDATE staff_login_brakes SET attempts = attempts - 1
          WHERE key = ${`ip:${ip}`} AND attempts > 0`,
    );
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
