import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel/db/client';
import { rows, withTx } from '../../../kernel/db/rows';
import {
  demoProviderAccounts,
  demoProviderBets,
  demoProviderTickets,
  demoProviderTransfers,
} from './tables';
import {
  ProviderError,
  type GameProvider,
  type LaunchPlayer,
  type NewGameAccount,
  type ProviderTransfer,
  type RoundsPage,
  type RoundsWindow,
  type TransferOrder,
} from '../interface';
import { DemoFaults, type DemoOperation } from './faults';
import { hashGamePassword, hashSecret, newSecret, verifyGamePassword } from './secrets';
import { payout, spinReels, type SlotSymbol } from './slot-machine';

export type DemoAccount = typeof demoProviderAccounts.$inferSelect;

/** Rolls back a move whose ref the provider had already applied. */
class SeenBefore extends Error {}

export interface DemoProviderOptions {
  now?: () => Date;
  /** How long a one-time launch ticket stays valid. */
  ticketTtlMs?: number;
  sessionTtlMs?: number;
}

export const DEMO_PLAY_PATH = '/demo-provider/play';

/**
 * The default game provider: it really runs inside the server, with its own accounts, balances,
 * transfer records, bets and launch tickets in tables of its own (`demo_provider_*`). The wallet
 * reaches it only through the GameProvider interface, as it would reach a real one. Every call
 * goes through the fault-injection hook (`faults`), so tests and demos can make it fail.
 */
export class DemoProvider implements GameProvider {
  readonly name = 'demo';

  /** One player name per member for every demo slot: the demo keeps a separate table per slot. */
  accountName(account: { memberId: number }): string {
    return `lw${account.memberId}`;
  }

  /** The demo lends without limit. */
  agentCredit(): Promise<number | null> {
    return Promise.resolve(null);
  }
  readonly faults = new DemoFaults();
  private readonly now: () => Date;
  private readonly ticketTtlMs: number;
  private readonly sessionTtlMs: number;

  /** Every balance asks it (each wallet view, per game): built once, as drizzle's builder is slow. */
  private readonly accountQuery;

  constructor(
    private readonly db: Db,
    options: DemoProviderOptions = {},
  ) {
    this.accountQuery = db
      .select()
      .from(demoProviderAccounts)
      .where(
        and(
          eq(demoProviderAccounts.game, sql.placeholder('game')),
          eq(demoProviderAccounts.username, sql.placeholder('username')),
        ),
      )
      .prepare(''); // no name of its own: the pool's clients name it (decision 035)
    this.now = options.now ?? (() => new Date());
    this.ticketTtlMs = options.ticketTtlMs ?? 60_000;
    this.sessionTtlMs = options.sessionTtlMs ?? 2 * 3_600_000;
  }

  createAccount(game: string, account: NewGameAccount): Promise<void> {
    return this.call('createAccount', async () => {
      const [row] = await this.db
        .insert(demoProviderAccounts)
        .values({
          game,
          username: account.username,
          passwordHash: await hashGamePassword(account.password),
          currency: account.currency,
        })
        .onConflictDoNothing()
        .returning({ id: demoProviderAccounts.id });
      if (!row) throw new ProviderError('exists', `${game}/${account.username} exists`);
    });
  }

  resetPassword(game: string, username: string, password: string): Promise<void> {
    return this.call('resetPassword', async () => {
      const changed = await this.db
        .update(demoProviderAccounts)
        .set({ passwordHash: await hashGamePassword(password) })
        .where(
          and(eq(demoProviderAccounts.game, game), eq(demoProviderAccounts.username, username)),
        )
        .returning({ id: demoProviderAccounts.id });
      if (changed.length === 0) throw new ProviderError('not_found', `${game}/${username}`);
    });
  }

  balance(game: string, username: string): Promise<number> {
    return this.call('balance', async () => Number((await this.account(game, username)).balance));
  }

  deposit(game: string, order: TransferOrder): Promise<ProviderTransfer> {
    return this.call('deposit', () => this.apply(game, order, 'deposit'));
  }

  withdraw(game: string, order: TransferOrder): Promise<ProviderTransfer> {
    return this.call('withdraw', () => this.apply(game, order, 'withdraw'));
  }

  findTransfer(game: string, ref: string): Promise<ProviderTransfer | null> {
    return this.call('findTransfer', async () => {
      const [row] = await this.db
        .select()
        .from(demoProviderTransfers)
        .where(and(eq(demoProviderTransfers.game, game), eq(demoProviderTransfers.ref, ref)));
      return row ? { ref, direction: row.direction, amount: Number(row.amount) } : null;
    });
  }

  /** The operator's lock (a self-excluded player): locking also ends open game sessions. */
  setLocked(game: string, username: string, locked: boolean): Promise<void> {
    return this.call('setLocked', async () => {
      const [row] = await this.db
        .update(demoProviderAccounts)
        .set({ lockedAt: locked ? sql`coalesce(${demoProviderAccounts.lockedAt}, now())` : null })
        .where(
          and(eq(demoProviderAccounts.game, game), eq(demoProviderAccounts.username, username)),
        )
        .returning({ id: demoProviderAccounts.id });
      if (!row) throw new ProviderError('not_found', `${game}/${username}`);
      if (locked) {
        await this.db
          .update(demoProviderTickets)
          .set({ expiresAt: this.now() })
          .where(
            and(
              eq(demoProviderTickets.accountId, row.id),
              gt(demoProviderTickets.expiresAt, this.now()),
            ),
          );
      }
    });
  }

  /** spec §7 auto-login: a one-time ticket (single use, short expiry) on the play page. */
  launchLink(game: string, player: LaunchPlayer): Promise<string> {
    return this.call('launchLink', async () => {
      const account = await this.account(game, player.username);
      if (account.lockedAt) throw new ProviderError('locked', `${game}/${player.username} locked`);
      const ticket = newSecret();
      await this.db.insert(demoProviderTickets).values({
        tokenHash: hashSecret(ticket),
        accountId: account.id,
        kind: 'ticket',
        lang: player.lang,
        expiresAt: new Date(this.now().getTime() + this.ticketTtlMs),
      });
      // spent and expired tickets and sessions count for nothing: trimmed now and then
      if (randomInt(0, 50) === 0) {
        await this.db
          .delete(demoProviderTickets)
          .where(lt(demoProviderTickets.expiresAt, new Date(this.now().getTime() - 86_400_000)));
      }
      return `${DEMO_PLAY_PATH}?ticket=${ticket}&lang=${encodeURIComponent(player.lang)}`;
    });
  }

  // ── the player's side (the play page, adapters/game-providers/demo/routes.ts) ──

  /** Spends a launch ticket (once, before it expires) for a game session token. */
  async openSession(ticket: string): Promise<{ token: string; lang: string } | null> {
    const [used] = await this.db
      .update(demoProviderTickets)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(demoProviderTickets.tokenHash, hashSecret(ticket)),
          eq(demoProviderTickets.kind, 'ticket'),
          isNull(demoProviderTickets.usedAt),
          gt(demoProviderTickets.expiresAt, this.now()),
        ),
      )
      .returning();
    if (!used) return null;
    return { token: await this.newSession(used.accountId, used.lang), lang: used.lang };
  }

  /** The provider's own login form (the slot's `web` link): game username and password. */
  async login(game: string, username: string, password: string): Promise<string | null> {
    const [account] = await this.db
      .select()
      .from(demoProviderAccounts)
      .where(and(eq(demoProviderAccounts.game, game), eq(demoProviderAccounts.username, username)));
    const ok = account ? await verifyGamePassword(account.passwordHash, password) : false;
    // a locked player is told nothing more than a wrong password would say
    return ok && account && !account.lockedAt ? this.newSession(account.id, 'th') : null;
  }

  async sessionAccount(token: string): Promise<DemoAccount | null> {
    const [row] = await this.db
      .select({ account: demoProviderAccounts })
      .from(demoProviderTickets)
      .innerJoin(demoProviderAccounts, eq(demoProviderAccounts.id, demoProviderTickets.accountId))
      .where(
        and(
          eq(demoProviderTickets.tokenHash, hashSecret(token)),
          eq(demoProviderTickets.kind, 'session'),
          gt(demoProviderTickets.expiresAt, this.now()),
          isNull(demoProviderAccounts.lockedAt),
        ),
      );
    return row?.account ?? null;
  }

  /**
   * One spin against the in-game balance: the bet and the win are applied in one conditional
   * UPDATE (never below zero) and the bet is recorded (turnover for later bonus rules).
   */
  async spin(
    accountId: number,
    bet: number,
  ): Promise<{ reels: SlotSymbol[]; win: number; balance: number } | 'insufficient'> {
    const reels = spinReels();
    const win = payout(reels, bet);
    return withTx(this.db, async (tx) => {
      const [row] = await tx
        .update(demoProviderAccounts)
        .set({ balance: sql`${demoProviderAccounts.balance} - ${bet} + ${win}` })
        .where(
          and(
            eq(demoProviderAccounts.id, accountId),
            isNull(demoProviderAccounts.lockedAt),
            sql`${demoProviderAccounts.balance} >= ${bet}`,
          ),
        )
        .returning({ balance: demoProviderAccounts.balance });
      if (!row) return 'insufficient' as const;
      // settled at the provider's clock (the server's), which the bet feed's windows page by
      await tx
        .insert(demoProviderBets)
        .values({ accountId, bet, win, reels: reels.join(','), createdAt: this.now() });
      return { reels, win, balance: Number(row.balance) };
    });
  }

  /**
   * The bet-history feed (issue 8): every spin of the slot machine is a settled round, its id
   * `bet-<n>`. The demo never voids a round; the ingest handles voided ones all the same.
   */
  settledRounds(window: RoundsWindow): Promise<RoundsPage> {
    return this.call('settledRounds', async () => {
      // keyset pages on (created_at, id): each page costs the same however deep it is
      const after = window.pageToken ? parsePageToken(window.pageToken) : null;
      const list = await rows<{
        id: string;
        username: string;
        game: string;
        bet: string | number;
        win: string | number;
        created_at: string | Date;
        at: string;
      }>(
        this.db,
        sql`SELECT b.id::text, a.username, a.game, b.bet, b.win, b.created_at,
                   to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
            FROM demo_provider_bets b JOIN demo_provider_accounts a ON a.id = b.account_id
            WHERE b.created_at >= ${window.from.toISOString()}
              AND b.created_at < ${window.to.toISOString()}
              ${after ? sql`AND (b.created_at, b.id) > (${after.at}::timestamptz, ${after.id}::bigint)` : sql``}
            ORDER BY b.created_at, b.id
            LIMIT ${window.pageSize + 1}`,
      );
      const page = list.slice(0, window.pageSize);
      const last = page.at(-1);
      return {
        nextPageToken: list.length > window.pageSize && last ? `${last.at}|${last.id}` : null,
        rounds: page.map((r) => ({
          roundId: `bet-${r.id}`,
          player: r.username,
          game: r.game,
          slot: r.game,
          stake: Number(r.bet),
          payout: Number(r.win),
          settledAt: new Date(r.created_at),
          void: false,
        })),
      };
    });
  }

  private async newSession(accountId: number, lang: string): Promise<string> {
    const token = newSecret();
    await this.db.insert(demoProviderTickets).values({
      tokenHash: hashSecret(token),
      accountId,
      kind: 'session',
      lang,
      expiresAt: new Date(this.now().getTime() + this.sessionTtlMs),
    });
    return token;
  }

  private async account(game: string, username: string): Promise<DemoAccount> {
    const [row] = await this.accountQuery.execute({ game, username });
    if (!row) throw new ProviderError('not_found', `${game}/${username}`);
    return row;
  }

  /**
   * Applies our transfer once: a second call with the same ref answers the first result. The
   * balance moves first (one conditional UPDATE, never below zero), then the ref is recorded;
   * a ref seen before rolls the move back and answers what that ref did.
   */
  private async apply(
    game: string,
    order: TransferOrder,
    direction: 'deposit' | 'withdraw',
  ): Promise<ProviderTransfer> {
    if (!Number.isSafeInteger(order.amount) || order.amount <= 0) {
      throw new ProviderError('rejected', `invalid amount ${order.amount}`);
    }
    const delta = direction === 'deposit' ? order.amount : -order.amount;
    const done = { ref: order.ref, direction, amount: order.amount };
    const applied = await withTx(this.db, async (t) => {
      const [moved] = await rows<{ id: string }>(
        t,
        sql`UPDATE demo_provider_accounts SET balance = balance + ${delta}
              WHERE game = ${game} AND username = ${order.username} AND balance + ${delta} >= 0
                AND (${delta} < 0 OR locked_at IS NULL)
              RETURNING id::text`,
      );
      if (!moved) return 'not moved' as const;
      const [recorded] = await rows(
        t,
        sql`INSERT INTO demo_provider_transfers (game, ref, account_id, direction, amount)
              VALUES (${game}, ${order.ref}, ${moved.id}, ${direction}, ${order.amount})
              ON CONFLICT DO NOTHING RETURNING id`,
      );
      if (!recorded) throw new SeenBefore();
      return 'applied' as const;
    }).catch((error: unknown) => {
      if (error instanceof SeenBefore) return 'seen before' as const;
      throw error;
    });
    if (applied === 'applied') return done;
    // a ref seen before answers as it did; otherwise the account is missing or short
    const [seen] = await this.db
      .select()
      .from(demoProviderTransfers)
      .where(and(eq(demoProviderTransfers.game, game), eq(demoProviderTransfers.ref, order.ref)));
    if (seen) {
      const account = await this.account(game, order.username);
      const same =
        seen.accountId === account.id &&
        seen.direction === direction &&
        Number(seen.amount) === order.amount;
      if (!same) throw new ProviderError('rejected', `transfer ${order.ref} reused`);
      return done;
    }
    const account = await this.account(game, order.username); // throws not_found
    if (direction === 'deposit' && account.lockedAt) {
      throw new ProviderError('locked', `${game}/${order.username} locked`);
    }
    throw new ProviderError('insufficient', `${game}/${order.username}`);
  }

  private async call<T>(op: DemoOperation, fn: () => Promise<T>): Promise<T> {
    const fault = this.faults.pick(op);
    if (!fault) return fn();
    switch (fault.kind) {
      case 'reject':
        throw new ProviderError('rejected', `demo provider refused ${op} (injected fault)`);
      case 'lost':
        throw new ProviderError('unknown', `demo provider lost ${op} (injected fault)`);
      case 'late':
        await fn();
        throw new ProviderError('unknown', `demo provider applied ${op}, answer lost (injected)`);
      case 'slow':
        await sleep(fault.delayMs);
        return fn();
    }
  }
}

/** `<created_at with microseconds>|<id>` of the last round of a page. */
function parsePageToken(token: string): { at: string; id: string } | null {
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|(\d{1,18})$/.exec(token);
  return m ? { at: m[1]!, id: m[2]! } : null;
}
