import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { openTestDatabase } from '../../test/database';
import { SettingsService } from './service';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('settings held in memory (issue 13)', () => {
  it('reads from memory, sees its own change at once and another copy’s within the window', async () => {
    const here = new SettingsService(database.db, 200);
    const there = new SettingsService(database.db, 200);
    await here.seed();
    expect(await here.get('site.name')).toBeTruthy();
    expect(await there.get('site.name')).toBeTruthy();

    await here.set('site.name', 'Changed Here');
    expect(await here.get('site.name')).toBe('Changed Here');
    // the other copy keeps its snapshot for the window, then reads the change
    await new Promise((r) => setTimeout(r, 250));
    expect(await there.get('site.name')).toBe('Changed Here');
  });

  it('has read a change by the time it answers, so a read inside a transaction never waits for the database', async () => {
    // the embedded database's one connection is held by the transaction: a reload inside it
    // would wait forever (the snapshot there never expires, see settings/module.ts)
    const store = new SettingsService(database.db, Number.POSITIVE_INFINITY);
    await store.set('site.name', 'Inside');
    const read = withTx(database.db, () => store.get('site.name'));
    const hung = new Promise((r) => setTimeout(() => r('waited for the database'), 5_000));
    expect(await Promise.race([read, hung])).toBe('Inside');
  });

  it('hands out values nobody can change in place', async () => {
    const store = new SettingsService(database.db);
    const banks = await store.get('banks');
    expect(() => {
      // a readonly type forbids the push at compile time; the test shows it throws at run time too
      (banks as unknown as unknown[]).push({});
    }).toThrow();
  });
});
