import { and, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionMember } from '../../kernel/http/member';
import type { Db } from '../../kernel/db/client';
import { members } from '../../kernel/members/tables';
import { sessions } from './tables';
import { SessionEnds } from '../../kernel/lib/session-ends';
import { newToken, sha256 } from '../../kernel/lib/secrets';

export type { SessionMember } from '../../kernel/http/member';

/**
 * Sessions are opaque random tokens; the database keeps only their hash, so a leaked table
 * cannot be replayed. Every login makes a new one; logout and password change revoke.
 */
export class SessionService {
  /** Told when sessions end, so their chat sockets close at once (docs/decisions/016). */
  readonly ends = new SessionEnds();

  /**
   * Every member call starts with it: built once. No name of its own: the pool's clients name it
   * like every other statement (decision 035), so DATABASE_PREPARED_STATEMENTS rules it too.
   */
  private readonly resolveQuery;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => Date,
  ) {
    // the member's row with it (not the password's hash): the wallet view reads no other
    const { passwordHash: _hash, ...memberColumns } = getTableColumns(members);
    this.resolveQuery = db
      .select({ sessionId: sessions.id, member: memberColumns })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(members.status, 'active'),
        ),
      )
      .prepare('');
  }

  async create(
    memberId: number,
    meta: { ip: string; userAgent: string | undefined },
  ): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({
      memberId,
      tokenHash: sha256(token),
      createdAt: this.now(),
      expiresAt: new Date(this.now().getTime() + this.ttlMs),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /** The live session behind a token, or undefined (unknown, expired, revoked, member suspended). */
  async resolve(token: string): Promise<SessionMember | undefined> {
    const [row] = await this.resolveQuery.execute({
      tokenHash: sha256(token),
      now: this.now().toISOString(),
    });
    if (!row) return undefined;
    const { sessionId, member } = row;
    return { sessionId, memberId: member.id, phone: member.phone, member };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.now() }).where(eq(sessions.id, sessionId));
    this.ends.ended({ kind: 'member-session', sessionId });
  }

  /** Ends every session of the member except `keep` (the one changing the password). */
  async revokeAllOf(memberId: number, keep?: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      );
    this.ends.ended({ kind: 'member', memberId, keepSessionId: keep });
  }
}
