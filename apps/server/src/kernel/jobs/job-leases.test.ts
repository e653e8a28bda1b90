import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../../test/database';
import { JobLeases } from './job-leases';
import { startJob } from './scheduler';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('jobs run once across copies (issue 14)', () => {
  let database: Database;
  let clock = Date.parse('2026-11-23T03:00:00Z');
  const now = () => new Date(clock);
  beforeAll(async () => {
    database = await openTestDatabase();
    // a template made before this table existed is brought up to date (a no-op otherwise)
    await database.migrate();
  });
  afterAll(() => database.close());

  it('lets one of several copies claim a due run, and none before it is due again', async () => {
    const copies = ['a', 'b', 'c'].map((h) => new JobLeases(database.db, h, now));
    const first = await Promise.all(copies.map((c) => c.claim('sweep', 10_000, 60_000)));
    expect(first.filter(Boolean)).toHaveLength(1);
    const owner = copies[first.indexOf(true)]!;
    await owner.release('sweep');
    clock += 5_000;
    expect(await Promise.all(copies.map((c) => c.claim('sweep', 10_000, 60_000)))).toEqual([
      false,
      false,
      false,
    ]);
    clock += 5_000;
    const second = await Promise.all(copies.map((c) => c.claim('sweep', 10_000, 60_000)));
    expect(second.filter(Boolean)).toHaveLength(1);
    expect(await owner.runs('sweep')).toBe(2);
  });

  it('leaves the job of a copy that died mid-run to another once its lease runs out', async () => {
    const dead = new JobLeases(database.db, 'dead', now);
    const alive = new JobLeases(database.db, 'alive', now);
    expect(await dead.claim('recovery', 1_000, 30_000)).toBe(true);
    // the dead copy never releases; the job is due again but the lease still holds
    clock += 5_000;
    expect(await alive.claim('recovery', 1_000, 30_000)).toBe(false);
    clock += 26_000;
    expect(await alive.claim('recovery', 1_000, 30_000)).toBe(true);
  });

  it('runs a scheduled job once per due time across copies, and stop waits for the run', async () => {
    let runs = 0;
    let inside = 0;
    let overlapped = false;
    const copies = ['x', 'y', 'z'].map((h) =>
      startJob(
        new JobLeases(database.db, h),
        {
          name: 'ticker',
          everyMs: 200,
          atStart: true,
          run: async () => {
            runs += 1;
            inside += 1;
            if (inside > 1) overlapped = true;
            await sleep(50);
            inside -= 1;
          },
        },
        silent,
      ),
    );
    const started = performance.now();
    // a slow machine makes fewer runs, never more: wait for three, however long they take
    for (let waited = 0; runs < 3 && waited < 10_000; waited += 50) await sleep(50);
    await Promise.all(copies.map((c) => c.stop()));
    const elapsed = performance.now() - started;
    expect(runs).toBeGreaterThanOrEqual(3);
    // one run per due time (at start, then every 200 ms), never three copies' worth
    expect(runs).toBeLessThanOrEqual(Math.floor(elapsed / 200) + 1);
    expect(overlapped).toBe(false);
    const settled = runs;
    await sleep(300);
    expect(runs).toBe(settled);
  });

  it('takes a clock moved back as due, not as a run in the future', async () => {
    const copy = new JobLeases(database.db, 'only', now);
    clock = Date.parse('2026-11-30T00:00:00Z');
    expect(await copy.claim('moved', 2_000, 20_000)).toBe(true);
    await copy.release('moved');
    // a test clock reset to real time (a day earlier): the job must not wait a day
    clock = Date.parse('2026-11-29T00:00:00Z');
    expect(await copy.claim('moved', 2_000, 20_000)).toBe(true);
  });
});
