import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { rows, withTx } from '../db/rows';
import { members } from '../members/tables';
import { openTestDatabase } from '../../test/database';
import { LedgerAccounts, type MemberBook } from './accounts';
import { Ledger } from './ledger';
import { LedgerKinds } from './registry';

/**
 * Decision 026: the ledger tells whose money changed only after the transaction commits, once
 * per member and transaction, never for one rolled back (savepoints included). Runs on PGlite
 * and on PostgreSQL (TEST_DB=postgres), where transactions really race.
 */
describe('money events (after commit)', () => {
  let database: Database;
  let db: Db;
  let ledger: Ledger;
  let accounts: LedgerAccounts;
  let seq = 0;
  /** Each event as it came: who, and how many of their entries were committed at that moment. */
  let told: { memberId: number; committed: Promise<number> }[] = [];

  const committedEntries = async (memberId: number) => {
    const [r] = await rows<{ n: string }>(
      db,
      sql`SELECT count(*)::text AS n FROM journal_entries WHERE member_id = ${memberId}`,
    );
    return Number(r!.n);
  };
  const newBook = async (): Promise<MemberBook> => {
    const [m] = await db
      .insert(members)
      .values({
        phone: `07${String(process.pid % 100).padStart(2, '0')}${String(++seq).padStart(6, '0')}`,
        name: 'Money Events',
        passwordHash: 'x',
        bankCode: 'KBANK',
        bankAccountName: 'MONEY EVENTS',
        bankAccountNo: `66${String(process.pid % 100).padStart(2, '0')}${String(seq).padStart(6, '0')}`,
        currency: 'BAHT',
      })
      .returning({ id: members.id });
    return accounts.book(m!.id, 'BAHT');
  };
  const credit = async (book: MemberBook, amount: number, tx?: Db) => {
    const system = await accounts.systemAccount('adjustments', 'BAHT', '', tx ?? db);
    return ledger.post(
      {
        kind: 'adjustment',
        source: { kind: 'adjustment', id: `events-${++seq}` },
        memberId: book.memberId,
        postings: [
          { accountId: book.wallet.id, amount },
          { accountId: system.id, amount: -amount },
        ],
      },
      tx,
    );
  };
  const toldFor = (book: MemberBook) => told.filter((t) => t.memberId === book.memberId);

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    db = database.db;
    ledger = new Ledger(db, new LedgerKinds());
    accounts = new LedgerAccounts(db);
    // the listener reads what is committed at the moment it is told (on the pool: another
    // connection on PostgreSQL, so an uncommitted entry would not be counted)
    ledger.moneyEvents.listen(({ memberId }) => {
      told.push({ memberId, committed: committedEntries(memberId) });
    });
  });
  afterAll(() => database.close());

  it('tells once per member and transaction, after the commit', async () => {
    told = [];
    const a = await newBook();
    await credit(a, 100);
    expect(toldFor(a)).toHaveLength(1);
    expect(await toldFor(a)[0]!.committed).toBe(1);

    told = [];
    await withTx(db, async (tx) => {
      await credit(a, 100, tx);
      await credit(a, 200, tx);
      // nothing yet: the transaction is still open
      expect(toldFor(a)).toHaveLength(0);
    });
    expect(toldFor(a)).toHaveLength(1);
    expect(await toldFor(a)[0]!.committed).toBe(3);
  });

  it('tells nothing for a transaction rolled back, nor for a savepoint rolled back', async () => {
    told = [];
    const a = await newBook();
    const b = await newBook();
    await expect(
      withTx(db, async (tx) => {
        await credit(a, 100, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(told).toEqual([]);
    expect(await committedEntries(a.memberId)).toBe(0);

    // one savepoint rolls back (a's money), the other is released (b's): b is told, after the
    // outer commit only
    await withTx(db, async (tx) => {
      await expect(
        withTx(tx, async (sp) => {
          await credit(a, 100, sp);
          throw new Error('savepoint rolled back');
        }),
      ).rejects.toThrow('savepoint rolled back');
      await withTx(tx, (sp) => credit(b, 100, sp));
      expect(told).toEqual([]);
    });
    expect(toldFor(a)).toEqual([]);
    expect(toldFor(b)).toHaveLength(1);
    expect(await toldFor(b)[0]!.committed).toBe(1);
  });

  it('a failed entry (insufficient funds) tells nothing', async () => {
    told = [];
    const a = await newBook();
    const system = await accounts.systemAccount('adjustments', 'BAHT');
    await expect(
      ledger.post({
        kind: 'adjustment',
        source: { kind: 'adjustment', id: 'overdraw' },
        memberId: a.memberId,
        postings: [
          { accountId: a.wallet.id, amount: -100 },
          { accountId: system.id, amount: 100 },
        ],
      }),
    ).rejects.toThrow();
    expect(told).toEqual([]);
  });

  it('racing transactions: each tell comes after its own commit', async () => {
    told = [];
    const a = await newBook();
    const n = 12;
    await Promise.all(Array.from({ length: n }, () => credit(a, 10)));
    const mine = toldFor(a);
    expect(mine).toHaveLength(n);
    // when the k-th tell came, at least k transactions had committed (each tells after its own)
    const seen = await Promise.all(mine.map((t) => t.committed));
    seen.forEach((count, k) => expect(count).toBeGreaterThanOrEqual(k + 1));
    expect(await committedEntries(a.memberId)).toBe(n);
  });
});
