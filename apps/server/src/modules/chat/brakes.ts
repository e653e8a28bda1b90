import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';

/**
 * The chat's limits on strangers (docs/decisions/016 "Limits"). Per address they are sized for
 * carrier-grade NAT, where one address is a whole mobile cell or office: tens of honest people,
 * each starting one chat, must get through; a script making hundreds must not.
 */
export const CHAT_LIMITS = {
  windowMs: 10 * 60_000,
  /** new guest identities (POST /api/chat/guest) per address per window */
  guestsPerAddress: 30,
  /** new guest conversations (a guest's first message or upload) per address per window */
  conversationsPerAddress: 30,
  /** customer uploads per member or guest per window */
  uploadsPerParty: 20,
  /** customer uploads per address per window (many people behind one NAT address) */
  uploadsPerAddress: 120,
  /** customer uploads read and checked at once, per member or guest, on each copy */
  uploadsInFlightPerParty: 2,
  /** uploads read and checked at once on each copy; more are refused, never queued */
  uploadsInFlight: 8,
  /**
   * open sockets per member or guest, across copies (a few tabs and phones); a member's tab holds
   * one for their money (decision 026) and, while the chat is open, the chat's own
   */
  socketsPerParty: 10,
  /** open customer sockets per address, across copies */
  socketsPerAddress: 200,
} as const;

/**
 * Counts braked acts in `chat_brakes`, so every copy shares them (decision 017). A take counts
 * each key over the window under a transaction-scoped advisory lock per key, so concurrent
 * requests cannot all slip under a limit, and records the act under every key at once.
 */
export class ChatBrakes {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** One act counted under each key; REQUEST_LIMIT (429) when any key is at its limit. */
  async take(keys: readonly { key: string; limit: number }[]): Promise<void> {
    const at = this.now();
    const since = new Date(at.getTime() - CHAT_LIMITS.windowMs).toISOString();
    // one lock order for every caller: no deadlock between two takes sharing keys
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const allowed = await withTx(this.db, async (t) => {
      for (const { key, limit } of sorted) {
        await t.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 7))`);
        const [row] = await rows<{ n: number | string }>(
          t,
          sql`SELECT count(*) AS n FROM chat_brakes
              WHERE key = ${key} AND created_at > ${since}::timestamptz`,
        );
        if (Number(row?.n ?? 0) >= limit) return false;
      }
      for (const { key } of sorted) {
        await t.execute(
          sql`INSERT INTO chat_brakes (key, created_at) VALUES (${key}, ${at.toISOString()}::timestamptz)`,
        );
      }
      return true;
    });
    if (!allowed) throw new AppError('REQUEST_LIMIT', 429);
    // rows past the window count for nothing; trimmed now and then
    if (Math.random() < 0.02) {
      await this.db.execute(sql`DELETE FROM chat_brakes WHERE created_at < ${since}::timestamptz`);
    }
  }
}
