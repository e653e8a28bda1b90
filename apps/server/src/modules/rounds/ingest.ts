import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';
import type { GameProvider, SettledRound } from '../../adapters/game-providers/interface';

/** What the ingest asks of a game provider: its name and its bet feed. */
export type RoundsFeed = Pick<GameProvider, 'name' | 'settledRounds' | 'roundsLateByMs'>;

export interface RoundsIngestOptions {
  now: () => Date;
  /** Each run reads again this far behind its cursor, so a round committed late is not missed. */
  overlapMs?: number;
  /** The window ends this far before now (0 is safe: the overlap reads late commits again). */
  settleDelayMs?: number;
  pageSize?: number;
  /** Where a provider's first run starts. */
  firstRunLookbackMs?: number;
}

export interface ProviderSyncReport {
  provider: string;
  fetched: number;
  inserted: number;
  voided: number;
  unmatched: number;
  cursor: string | null;
  error: string | null;
}

/** Members whose rounds changed in a run (what the reward modules look at afterwards). */
export type RoundsListener = (memberIds: number[]) => Promise<void>;

/**
 * The bet-feed ingest (issue 8, docs/decisions/010): reads each provider's settled rounds from
 * its stored cursor and keeps every round once in `game_rounds` (UNIQUE provider + round id). A
 * window is [cursor − overlap, now − settle delay); the cursor moves to the window's end only
 * once every page of it is stored, so a crash mid-run reads the window again (duplicates are
 * ignored) and a restart resumes where the last complete run ended. A round that comes back
 * voided is marked void (it then counts for nothing); a void never comes undone.
 */
export class RoundsIngest {
  private readonly overlapMs: number;
  private readonly settleDelayMs: number;
  private readonly pageSize: number;
  private readonly firstRunLookbackMs: number;
  private readonly listeners: RoundsListener[] = [];
  private running: Promise<ProviderSyncReport[]> | undefined;

  constructor(
    private readonly db: Db,
    private readonly providers: () => RoundsFeed[],
    private readonly options: RoundsIngestOptions,
  ) {
    this.overlapMs = options.overlapMs ?? 120_000;
    this.settleDelayMs = options.settleDelayMs ?? 0;
    this.pageSize = options.pageSize ?? 500;
    this.firstRunLookbackMs = options.firstRunLookbackMs ?? 7 * 86_400_000;
  }

  onRounds(listener: RoundsListener): void {
    this.listeners.push(listener);
  }

  /** One run over every provider; a run already under way in this process is joined. */
  sync(): Promise<ProviderSyncReport[]> {
    this.running ??= this.runAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runAll(): Promise<ProviderSyncReport[]> {
    const touched = new Set<number>();
    const reports: ProviderSyncReport[] = [];
    for (const provider of this.providers()) {
      reports.push(await this.syncProvider(provider, touched));
    }
    if (touched.size > 0) {
      const ids = [...touched];
      for (const listener of this.listeners) await listener(ids);
    }
    return reports;
  }

  private async syncProvider(
    provider: RoundsFeed,
    touched: Set<number>,
  ): Promise<ProviderSyncReport> {
    const report: ProviderSyncReport = {
      provider: provider.name,
      fetched: 0,
      inserted: 0,
      voided: 0,
      unmatched: 0,
      cursor: null,
      error: null,
    };
    const [stored] = await rows<{ cursor: string | null }>(
      this.db,
      sql`SELECT cursor FROM round_feed_cursors WHERE provider = ${provider.name}`,
    );
    const now = this.options.now().getTime();
    // a cursor ahead of the clock (the clock stepped back: an NTP step, a test clock reset) would
    // skip every round until the clock caught up with it; the window starts from the clock then
    const cursor = Math.min(
      stored?.cursor ? Date.parse(stored.cursor) : now - this.firstRunLookbackMs,
      now,
    );
    // a provider whose rounds show late (askmebet: minutes after play) is read further back
    const from = new Date(cursor - Math.max(this.overlapMs, provider.roundsLateByMs ?? 0));
    const to = new Date(Math.max(cursor, now - this.settleDelayMs));
    report.cursor = stored?.cursor ?? null;
    try {
      for (let pageToken: string | null = null; ;) {
        const got = await provider.settledRounds({ from, to, pageToken, pageSize: this.pageSize });
        report.fetched += got.rounds.length;
        if (got.rounds.length > 0) {
          const stats = await this.store(provider.name, got.rounds);
          report.inserted += stats.inserted;
          report.voided += stats.voided;
          report.unmatched += stats.unmatched;
          for (const id of stats.members) touched.add(id);
        }
        if (!got.nextPageToken) break;
        pageToken = got.nextPageToken;
      }
      report.cursor = to.toISOString();
      await this.db.execute(
        sql`INSERT INTO round_feed_cursors (provider, cursor, last_run_at, last_error)
            VALUES (${provider.name}, ${report.cursor}, now(), NULL)
            ON CONFLICT (provider) DO UPDATE
            SET cursor = CASE WHEN round_feed_cursors.cursor::timestamptz > ${new Date(now).toISOString()}::timestamptz
                              THEN EXCLUDED.cursor
                              ELSE GREATEST(round_feed_cursors.cursor, EXCLUDED.cursor) END,
                last_run_at = now(), last_error = NULL`,
      );
    } catch (error) {
      // the cursor stays: the next run reads this window again
      report.error = error instanceof Error ? error.message : String(error);
      await this.db.execute(
        sql`INSERT INTO round_feed_cursors (provider, cursor, last_run_at, last_error)
            VALUES (${provider.name}, ${stored?.cursor ?? null}, now(), ${report.error})
            ON CONFLICT (provider) DO UPDATE SET last_run_at = now(), last_error = EXCLUDED.last_error`,
      );
    }
    return report;
  }

  /**
   * One statement per page: new rounds are inserted with their member (found by the game
   * account's player name at a slot the provider serves), a known round is only ever turned void. `xmax = 0` tells an
   * insert from an update.
   */
  private async store(provider: string, list: SettledRound[]) {
    const values = sql.join(
      list.map(
        (r) =>
          sql`(${r.roundId}, ${r.player}, ${r.game}, ${r.slot}::text, ${r.stake}::bigint,
               ${r.payout}::bigint, ${r.settledAt.toISOString()}::timestamptz, ${r.void}::boolean)`,
      ),
      sql`, `,
    );
    const changed = await rows<{ member_id: string | null; inserted: boolean; void: boolean }>(
      this.db,
      sql`INSERT INTO game_rounds
            (provider, round_id, member_id, slot_code, player, game, stake, payout, settled_at, void)
          SELECT ${provider}, v.round_id, ga.member_id, COALESCE(ga.slot_code, v.slot, v.game),
                 v.player, v.game, v.stake, v.payout, v.settled_at, v.void
          FROM (VALUES ${values}) AS v(round_id, player, game, slot, stake, payout, settled_at, void)
          -- the player's account at a slot this provider serves: named by the feed, or (an
          -- aggregator, whose players are one per slot) found by the player alone
          LEFT JOIN (game_accounts ga JOIN game_slots gs
                       ON gs.code = ga.slot_code AND gs.provider = ${provider})
            ON ga.username = v.player AND (v.slot IS NULL OR ga.slot_code = v.slot)
          ON CONFLICT (provider, round_id) DO UPDATE SET void = true
            WHERE EXCLUDED.void AND NOT game_rounds.void
          RETURNING member_id::text, (xmax = 0) AS inserted, void`,
    );
    const members = new Set<number>();
    let inserted = 0;
    let voided = 0;
    let unmatched = 0;
    for (const c of changed) {
      if (c.inserted) inserted++;
      else voided++;
      if (c.member_id === null) unmatched++;
      else members.add(Number(c.member_id));
    }
    return { inserted, voided, unmatched, members: [...members] };
  }
}
