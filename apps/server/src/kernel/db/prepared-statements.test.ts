import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresFromTemplate, testDriver } from '../../test/database';
import type { Database } from './client';
import { StatementNames, withStatementName } from './prepared-statements';
import { rows } from './rows';

describe('statement names', () => {
  it('names a text the second time it comes, and the same name ever after', () => {
    const names = new StatementNames(10);
    expect(names.nameOf('SELECT $1')).toBeUndefined();
    const name = names.nameOf('SELECT $1');
    expect(name).toMatch(/^wallet_s\d+$/);
    expect(names.nameOf('SELECT $1')).toBe(name);
    expect(names.nameOf('SELECT $1 + 1')).toBeUndefined();
    expect(names.nameOf('SELECT $1 + 1')).not.toBe(name);
  });

  it('names no more than its limit; the texts named keep their names', () => {
    const names = new StatementNames(1);
    names.nameOf('a');
    const a = names.nameOf('a');
    names.nameOf('b');
    expect(names.nameOf('b')).toBeUndefined();
    expect(names.nameOf('a')).toBe(a);
    expect(names.size).toBe(1);
  });

  it('keeps only so many one-off texts, so texts that vary each call cost bounded memory', () => {
    const names = new StatementNames(10);
    for (let i = 0; i < 25_000; i++) names.nameOf(`SELECT ${i} WHERE x = $1`);
    // the first of them was forgotten: coming again it counts as new
    expect(names.nameOf('SELECT 0 WHERE x = $1')).toBeUndefined();
    expect(names.size).toBe(0);
  });

  it('gives a text a new name when its statement went stale, once however many ask', () => {
    const names = new StatementNames(10);
    names.nameOf('SELECT $1');
    const stale = names.nameOf('SELECT $1')!;
    names.renew('SELECT $1', stale);
    const renewed = names.nameOf('SELECT $1');
    expect(renewed).not.toBe(stale);
    names.renew('SELECT $1', stale);
    expect(names.nameOf('SELECT $1')).toBe(renewed);
  });

  it('leaves alone what must go as given', () => {
    const names = new StatementNames(10);
    const twice = (config: unknown, values?: unknown) => {
      withStatementName(names, config, values);
      return withStatementName(names, config, values);
    };
    // without values: the simple protocol, where a text may hold several commands (migrations)
    expect(twice('CREATE TABLE t (); CREATE TABLE u ()')).toBe(
      'CREATE TABLE t (); CREATE TABLE u ()',
    );
    expect(twice('SELECT 1', [])).toBe('SELECT 1');
    const noValues = { text: 'SELECT 1', values: [] };
    expect(twice(noValues)).toBe(noValues);
    // a name of its own, or a cursor (a submittable)
    const own = { text: 'SELECT $1', name: 'mine', values: [1] };
    expect(twice(own)).toBe(own);
    const cursor = { text: 'SELECT $1', values: [1], submit: () => undefined };
    expect(twice(cursor)).toBe(cursor);
  });

  it('names the text form and the config form alike, keeping the config as given', () => {
    const names = new StatementNames(10);
    withStatementName(names, 'SELECT $1::int', [1]);
    expect(withStatementName(names, 'SELECT $1::int', [1])).toEqual({
      text: 'SELECT $1::int',
      name: expect.stringMatching(/^wallet_s/),
    });
    const config = { text: 'SELECT $1::int', values: [2], rowMode: 'array' };
    const named = withStatementName(names, config, undefined);
    expect(named).toEqual({ ...config, name: expect.stringMatching(/^wallet_s/) });
    expect(config).not.toHaveProperty('name');
  });
});

/**
 * On real PostgreSQL (PGlite has no named statements): one connection, so what it prepared can
 * be read back from pg_prepared_statements on it.
 */
describe.skipIf(testDriver !== 'postgres')('prepared statements on PostgreSQL', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  const prepared = async (db: Database['db']) =>
    (
      await rows<{ statement: string }>(
        db,
        sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'wallet_s%'`,
      )
    ).map((r) => r.statement);

  it('prepares a statement run twice, and answers the same from it', async () => {
    database = await postgresFromTemplate(1, 10);
    const { db } = database;
    const answers = [];
    for (const n of [1, 2, 3]) {
      answers.push(await rows<{ v: number }>(db, sql`SELECT ${n}::int * 2 AS v`));
    }
    expect(answers).toEqual([[{ v: 2 }], [{ v: 4 }], [{ v: 6 }]]);
    expect(await prepared(db)).toContain('SELECT $1::int * 2 AS v');
  });

  it('keeps working after a transaction that prepared it rolls back, and after a failed run', async () => {
    database = await postgresFromTemplate(1, 10);
    const { db } = database;
    const read = (n: number) => rows<{ v: number }>(db, sql`SELECT 10 / ${n}::int AS v`);
    await read(1);
    // the second sighting prepares it, inside a transaction that is then rolled back
    await expect(
      db.transaction(async (tx) => {
        await rows(tx, sql`SELECT 10 / ${2}::int AS v`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read(5)).toEqual([{ v: 2 }]);
    // a run that fails (division by zero) leaves the statement usable
    await expect(read(0)).rejects.toHaveProperty('cause.code', '22012'); // division_by_zero
    expect(await read(10)).toEqual([{ v: 1 }]);
  });

  it('parses a statement anew once a column it returns changed type under it', async () => {
    database = await postgresFromTemplate(1, 10);
    const { db } = database;
    await rows(db, sql`CREATE TABLE stale_check (id int PRIMARY KEY, v int)`);
    await rows(db, sql`INSERT INTO stale_check VALUES (1, 5)`);
    const read = () => rows<{ v: unknown }>(db, sql`SELECT v FROM stale_check WHERE id = ${1}`);
    expect(await read()).toEqual([{ v: 5 }]);
    expect(await read()).toEqual([{ v: 5 }]);
    // a migration by another copy; PostgreSQL refuses the prepared statement's next run
    await rows(db, sql`ALTER TABLE stale_check ALTER COLUMN v TYPE text`);
    await expect(read()).rejects.toHaveProperty('cause.code', '0A000');
    // and the one after runs, parsed again under a new name (in the callback form, too)
    expect(await read()).toEqual([{ v: '5' }]);
    await rows(db, sql`ALTER TABLE stale_check ALTER COLUMN v TYPE int USING v::int`);
    // the pool itself, as drizzle holds it: pg-pool runs a query with a callback
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const byPool = () => pool.query('SELECT v FROM stale_check WHERE id = $1', [1]);
    await expect(byPool()).rejects.toHaveProperty('code', '0A000');
    expect((await byPool()).rows).toEqual([{ v: 5 }]);
  });

  // drizzle's `.prepare('')`: built once, with no name of its own (the session lookup's way)
  const builtOnce = (db: Database['db']) =>
    db
      .select({ v: sql<number>`${sql.placeholder('n')}::int * 3`.as('v') })
      .from(sql`(SELECT 1) AS one`)
      .prepare('');

  it('names a query drizzle built once, like any other', async () => {
    database = await postgresFromTemplate(1, 10);
    const query = builtOnce(database.db);
    for (const n of [1, 2]) expect(await query.execute({ n })).toEqual([{ v: n * 3 }]);
    expect(await prepared(database.db)).toEqual([expect.stringContaining('$1::int * 3')]);
  });

  it('with a limit of 0 prepares nothing, not even a query drizzle built once', async () => {
    database = await postgresFromTemplate(1, 0);
    const { db } = database;
    const query = builtOnce(db);
    for (const n of [1, 2, 3]) {
      await rows(db, sql`SELECT ${n}::int AS v`);
      await query.execute({ n });
    }
    const all = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements`,
    );
    expect(all).toEqual([{ n: 0 }]);
  });
});
