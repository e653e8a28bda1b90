import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perPhone: 10, perIp: 30 } as const;

/**
 * Brute-force brake kept in the database, so every server copy shares it: at most 10 failed
 * logins per phone and 30 per IP within 15 minutes. It is a sliding window, not a lock: the
 * real member can log in again once old failures age out, and a success clears the phone's.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async isBlocked(phone: string, ip: string): Promise<boolean> {
    const since = new Date(this.now().getTime() - LOGIN_LIMITS.windowMs);
    const [byPhone] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.phone, phone), gt(loginFailures.createdAt, since)));
    if ((byPhone?.n ?? 0) >= LOGIN_LIMITS.perPhone) return true;
    const [byIp] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
    return (byIp?.n ?? 0) >= LOGIN_LIMITS.perIp;
  }

  async recordFailure(phone: string, ip: string): Promise<void> {
    await this.db.insert(loginFailures).values({ phone, ip, createdAt: this.now() });
    if (Math.random() < 0.05) await this.prune();
  }

  async clear(phone: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.phone, phone));
  }

  /** Rows older than the window count for nothing; trimmed now and then as failures arrive. */
  private async prune(): Promise<void> {
    const before = new Date(this.now().getTime() - LOGIN_LIMITS.windowMs);
    await this.db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
  }
}
