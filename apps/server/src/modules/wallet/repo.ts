import { and, asc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';
import { gameAccounts, gameSlots, transfers } from './tables';
import { CATALOGUE } from '../../adapters/game-providers/catalogue';

export type SlotRow = typeof gameSlots.$inferSelect;
export type GameAccountRow = typeof gameAccounts.$inferSelect;
export type TransferRow = typeof transfers.$inferSelect;

export const mediaPath = (code: string, file: 'logo.svg' | 'background.svg') =>
  `/media/providers/${code}/${file}`;

/** SQL for the game catalogue, game accounts and transfers; rules live in the services. */
export class WalletRepo {
  /** The served catalogue, read at most once a second (every wallet view lists it). */
  private catalogue: { at: number; rows: Promise<SlotRow[]> } | null = null;

  /** The wallet view's read of the game accounts: built once (drizzle's builder costs ~30 µs). */
  private readonly withOpenTransferQuery;
  /** Every transfer's first read, built once too. */
  private readonly slotWithAccountQuery;

  constructor(private readonly db: Db) {
    this.slotWithAccountQuery = db
      .select({ slot: gameSlots, account: gameAccounts })
      .from(gameSlots)
      .leftJoin(
        gameAccounts,
        and(
          eq(gameAccounts.slotCode, gameSlots.code),
          eq(gameAccounts.memberId, sql.placeholder('memberId')),
        ),
      )
      .where(and(eq(gameSlots.code, sql.placeholder('code')), eq(gameSlots.enabled, true)))
      .prepare(''); // no name of its own: the pool's clients name it (decision 035)
    this.withOpenTransferQuery = db
      .select({
        ...getTableColumns(gameAccounts),
        // written out with its aliases: drizzle leaves a one-table select's columns unqualified,
        // which inside the subquery would name the transfer's own columns on both sides
        transferOpen: sql<boolean>`EXISTS (SELECT 1 FROM transfers t
          WHERE t.member_id = game_accounts.member_id AND t.slot_code = game_accounts.slot_code
            AND t.status = 'pending')`.as('transfer_open'),
      })
      .from(gameAccounts)
      .where(eq(gameAccounts.memberId, sql.placeholder('memberId')))
      .prepare(''); // no name of its own: the pool's clients name it (decision 035)
  }

  /** Inserts catalogue slots that have no row yet; an operator's edits are left alone. */
  async seedCatalogue(): Promise<void> {
    await this.db
      .insert(gameSlots)
      .values(
        CATALOGUE.map((s, i) => ({
          code: s.code,
          name: s.name,
          category: s.category,
          provider: 'demo',
          logo: mediaPath(s.code, 'logo.svg'),
          background: mediaPath(s.code, 'background.svg'),
          // the demo provider's own login page (game username and password)
          web: `/demo-provider/login?game=${s.code}`,
          android: null,
          ios: null,
          ftWalletSlot: 1,
          sortOrder: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing();
  }

  slots(): Promise<SlotRow[]> {
    const now = Date.now();
    if (this.catalogue && now - this.catalogue.at < 1_000) return this.catalogue.rows;
    const rows = this.db
      .select()
      .from(gameSlots)
      .where(eq(gameSlots.enabled, true))
      .orderBy(asc(gameSlots.sortOrder), asc(gameSlots.code))
      // a real promise: a query builder would run again on every await
      .then((list) => list);
    const entry = { at: now, rows };
    this.catalogue = entry;
    // a failed read is not kept
    rows.catch(() => {
      if (this.catalogue === entry) this.catalogue = null;
    });
    return rows;
  }

  /** The next read of the catalogue goes to the database (an operator changed a slot). */
  forgetCatalogue(): void {
    this.catalogue = null;
  }

  async slot(code: string, options: { includeDisabled?: boolean } = {}) {
    const [row] = await this.db
      .select()
      .from(gameSlots)
      .where(
        and(
          eq(gameSlots.code, code),
          options.includeDisabled ? undefined : eq(gameSlots.enabled, true),
        ),
      );
    return row as SlotRow | undefined;
  }

  /** An enabled slot and the member's account there (if any), in one query. */
  async slotWithAccount(memberId: number, code: string) {
    const [row] = await this.slotWithAccountQuery.execute({ memberId, code });
    return row;
  }

  accounts(memberId: number): Promise<GameAccountRow[]> {
    return this.db.select().from(gameAccounts).where(eq(gameAccounts.memberId, memberId));
  }

  /**
   * The member's game accounts, each with whether a transfer of its slot is open now: the wallet
   * view's balance sync asks that of every game before the provider (balance-sync.ts), and here
   * it comes with the accounts in the same statement instead of one statement per game after.
   */
  accountsWithOpenTransfer(
    memberId: number,
  ): Promise<(GameAccountRow & { transferOpen: boolean })[]> {
    return this.withOpenTransferQuery.execute({ memberId });
  }

  async account(memberId: number, slotCode: string): Promise<GameAccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gameAccounts)
      .where(and(eq(gameAccounts.memberId, memberId), eq(gameAccounts.slotCode, slotCode)));
    return row;
  }

  /** A number no other game account's player name was built from. */
  async nextSerial(): Promise<number> {
    const [row] = await rows<{ n: string }>(
      this.db,
      sql`SELECT nextval('game_account_serial')::text AS n`,
    );
    return Number(row!.n);
  }

  /** Starts the activation of a slot: a new pending row, busy for `busyMs`; false if one exists. */
  async insertPending(
    row: { memberId: number; slotCode: string; username: string; passwordEnc: string },
    busyMs: number,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(gameAccounts)
      .values({ ...row, busyUntil: sql`now() + make_interval(secs => ${busyMs / 1000})` })
      .onConflictDoNothing()
      .returning({ id: gameAccounts.id });
    return inserted.length > 0;
  }

  /**
   * Takes a row for one provider conversation (an activation that died half-way, or a reset):
   * false when another is running, so two taps cannot leave the provider and us with different
   * passwords. The claim lapses by itself after `busyMs`.
   */
  async claim(id: number, status: GameAccountRow['status'], busyMs: number): Promise<boolean> {
    const claimed = await this.db
      .update(gameAccounts)
      .set({ busyUntil: sql`now() + make_interval(secs => ${busyMs / 1000})` })
      .where(
        and(
          eq(gameAccounts.id, id),
          eq(gameAccounts.status, status),
          sql`(${gameAccounts.busyUntil} IS NULL OR ${gameAccounts.busyUntil} < now())`,
        ),
      )
      .returning({ id: gameAccounts.id });
    return claimed.length > 0;
  }

  /** Ends a claim, storing the password the provider now has (when it changed). */
  async release(id: number, changes: { passwordEnc?: string; status?: 'active' } = {}) {
    await this.db
      .update(gameAccounts)
      .set({ ...changes, busyUntil: null, updatedAt: sql`now()` })
      .where(eq(gameAccounts.id, id));
  }

  /**
   * Ends an activation: the account becomes active only while its slot is still served by the
   * provider it was made at (the slot row is read `FOR SHARE`, so a provider change in progress
   * is waited for); false otherwise, or when the row was closed meanwhile.
   */
  async activateAt(
    id: number,
    passwordEnc: string,
    slotCode: string,
    provider: string,
  ): Promise<boolean> {
    const done = await rows<{ id: unknown }>(
      this.db,
      sql`UPDATE game_accounts
             SET password_enc = ${passwordEnc}, status = 'active', busy_until = NULL,
                 updated_at = now()
           WHERE id = ${id}
             AND EXISTS (SELECT 1 FROM game_slots
                          WHERE code = ${slotCode} AND provider = ${provider} FOR SHARE)
       RETURNING id`,
    );
    return done.length > 0;
  }

  async deletePending(memberId: number, slotCode: string): Promise<void> {
    await this.db
      .delete(gameAccounts)
      .where(
        and(
          eq(gameAccounts.memberId, memberId),
          eq(gameAccounts.slotCode, slotCode),
          eq(gameAccounts.status, 'pending'),
        ),
      );
  }

  pendingTransfers(before: Date, limit: number): Promise<TransferRow[]> {
    return this.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.status, 'pending'), lt(transfers.updatedAt, before)))
      .orderBy(asc(transfers.id))
      .limit(limit);
  }

  transfersOfRequest(requestId: number): Promise<TransferRow[]> {
    return this.db.select().from(transfers).where(eq(transfers.requestId, requestId));
  }

  async transfer(ref: string): Promise<TransferRow | undefined> {
    const [row] = await this.db.select().from(transfers).where(eq(transfers.ref, ref));
    return row;
  }

  async countPending(memberId: number, slotCode?: string, db: Db = this.db): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transfers)
      .where(
        and(
          eq(transfers.memberId, memberId),
          eq(transfers.status, 'pending'),
          slotCode ? eq(transfers.slotCode, slotCode) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }

  async noteAttempt(id: number, error: string): Promise<void> {
    await this.db
      .update(transfers)
      .set({ attempts: sql`${transfers.attempts} + 1`, lastError: error.slice(0, 500) })
      .where(eq(transfers.id, id));
  }
}
