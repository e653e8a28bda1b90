import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import type { RoundsWindow, SettledRound } from '../../adapters/game-providers/interface';
import { buildTestApp } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { play } from '../../test/bonus';
import { activate, credit, transfer } from '../../test/wallet';
import { RoundsIngest, type RoundsFeed } from './ingest';

/** A provider whose bet feed is a list the test controls (and can make fail). */
function fakeFeed(name: string) {
  const rounds: SettledRound[] = [];
  let failing = false;
  const provider = {
    name,
    roundsLateByMs: undefined as number | undefined,
    async settledRounds(w: RoundsWindow) {
      if (failing) throw new Error('feed down');
      const inWindow = rounds
        .filter((r) => r.settledAt >= w.from && r.settledAt < w.to)
        .sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime());
      const start = w.pageToken ? Number(w.pageToken) : 0;
      const page = inWindow.slice(start, start + w.pageSize);
      const more = inWindow.length > start + w.pageSize;
      return { rounds: page, nextPageToken: more ? String(start + w.pageSize) : null };
    },
  } satisfies RoundsFeed;
  return { provider, rounds, fail: (f: boolean) => (failing = f) };
}

describe('bet feed ingest (issue 8)', () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  const roundsOf = (provider: string) =>
    rows<{ round_id: string; member_id: string | null; stake: string; void: boolean }>(
      app.services.db,
      sql`SELECT round_id, member_id::text, stake::text, void FROM game_rounds
          WHERE provider = ${provider} ORDER BY round_id`,
    );

  it('keeps every round once through overlaps, late rounds, voids, pages, failures and restarts', async () => {
    const m = await registerAndLogin(app);
    await activate(app, m, 'pgslot');
    const [account] = await rows<{ username: string; member_id: string }>(
      app.services.db,
      sql`SELECT g.username, g.member_id::text FROM game_accounts g JOIN members m ON m.id = g.member_id
          WHERE m.phone = ${m.username} AND g.slot_code = 'pgslot'`,
    );
    // the slot is served by the fake provider from now on (its rounds are matched there only)
    await app.services.db.execute(
      sql`UPDATE game_slots SET provider = 'fake' WHERE code = 'pgslot'`,
    );
    const feed = fakeFeed('fake');
    const at = (ms: number) => new Date(clock - ms);
    const round = (id: string, agoMs: number, extra: Partial<SettledRound> = {}): SettledRound => ({
      roundId: id,
      player: account!.username,
      game: 'pgslot',
      // an aggregator's feed: the round is found by its player, one per slot
      slot: null,
      stake: 1_000,
      payout: 500,
      settledAt: at(agoMs),
      void: false,
      ...extra,
    });
    const ingest = () =>
      new RoundsIngest(app.services.db, () => [feed.provider], {
        now: () => new Date(clock),
        overlapMs: 60_000,
        pageSize: 2,
      });
    const seen: number[][] = [];
    const first = ingest();
    first.onRounds(async (ids) => void seen.push(ids));

    feed.rounds.push(round('r1', 5_000), round('r2', 4_000), round('r3', 3_000));
    feed.rounds.push(round('stranger', 2_000, { player: 'nobody' }));
    const [a] = await first.sync();
    expect(a).toMatchObject({ fetched: 4, inserted: 4, unmatched: 1, error: null });
    expect(seen).toEqual([[Number(account!.member_id)]]);

    // the same window again (overlap), plus a late round settled before the cursor, plus a void
    clock += 10_000;
    feed.rounds.push(round('late', 8_000 + 10_000));
    feed.rounds.find((r) => r.roundId === 'r2')!.void = true;
    const [b] = await ingest().sync(); // a new instance: resumes from the stored cursor
    expect(b).toMatchObject({ inserted: 1, voided: 1, error: null });

    // a failing feed keeps its cursor; the next run reads the window again
    feed.fail(true);
    clock += 1_000;
    feed.rounds.push(round('during-outage', 500));
    const [c] = await ingest().sync();
    expect(c?.error).toBe('feed down');
    feed.fail(false);
    const [d] = await ingest().sync();
    expect(d).toMatchObject({ inserted: 1, error: null });

    const stored = await roundsOf('fake');
    expect(stored.map((r) => r.round_id)).toEqual([
      'during-outage',
      'late',
      'r1',
      'r2',
      'r3',
      'stranger',
    ]);
    expect(stored.find((r) => r.round_id === 'r2')!.void).toBe(true);
    expect(stored.find((r) => r.round_id === 'stranger')!.member_id).toBeNull();
    // a void never comes undone when the round is read again without the flag
    feed.rounds.find((r) => r.roundId === 'r2')!.void = false;
    await ingest().sync();
    expect((await roundsOf('fake')).find((r) => r.round_id === 'r2')!.void).toBe(true);

    // the clock steps back a day (an NTP step, a test clock reset): rounds from then on still
    // come in, although the stored cursor is ahead of the clock
    clock -= 24 * 3_600_000;
    feed.rounds.push(round('after-step-back', 1_000));
    const [e] = await ingest().sync();
    expect(e).toMatchObject({ inserted: 1, error: null });
    clock += 5_000;
    feed.rounds.push(round('next', 1_000));
    expect((await ingest().sync())[0]).toMatchObject({ inserted: 1, error: null });

    // a round that shows in the feed five minutes after it settled is missed by a one-minute
    // overlap, and kept once the provider says its rounds come that late
    clock += 10_000;
    feed.rounds.push(round('five-minutes-late', 5 * 60_000));
    expect((await ingest().sync())[0]).toMatchObject({ inserted: 0, error: null });
    feed.provider.roundsLateByMs = 6 * 60_000;
    expect((await ingest().sync())[0]).toMatchObject({ inserted: 1, error: null });
  });

  it('reads the demo provider’s bet log through the same interface, page by page', async () => {
    const m = await registerAndLogin(app);
    await activate(app, m, 'joker2');
    await credit(app, m.username, 100);
    await transfer(app, m, { from: 'WALLET', to: 'joker2', amount: 100 });
    expect(await play(app, m, 'joker2', 1, 7)).toBe(7);
    const ids: string[] = [];
    let pageToken: string | null = null;
    do {
      const page = await app.services.demoProvider.settledRounds({
        from: new Date(Date.now() - 60_000),
        to: new Date(Date.now() + 60_000),
        pageToken,
        pageSize: 3,
      });
      expect(page.rounds.length).toBeLessThanOrEqual(3);
      for (const r of page.rounds.filter((x) => x.game === 'joker2')) {
        expect(r).toMatchObject({ stake: 100, void: false });
        ids.push(r.roundId);
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(new Set(ids).size).toBe(7);
  });
});
