import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { rows, withTx } from '../db/rows';
import { members } from '../members/tables';
import { openTestDatabase } from '../../test/database';
import { LedgerAccounts, type MemberBook } from './accounts';
import { checkLedger } from './check';
import { InsufficientFunds, InvalidEntry } from './errors';
import { fingerprintOf, readIdempotencyKey } from './idempotency';
import { GuardPass, type MoneyAction } from './guards';
import { Ledger, type Entry } from './ledger';
import { LedgerKinds } from './registry';

describe('ledger', () => {
  let database: Database;
  let db: Db;
  let ledger: Ledger;
  let accounts: LedgerAccounts;
  let seq = 0;

  const newBook = async (): Promise<MemberBook> => {
    const [m] = await db
      .insert(members)
      .values({
        phone: `09${String(++seq).padStart(8, '0')}`,
        name: 'Ledger Test',
        passwordHash: 'x',
        bankCode: 'KBANK',
        bankAccountName: 'LEDGER TEST',
        bankAccountNo: `55${String(seq).padStart(8, '0')}`,
        currency: 'BAHT',
      })
      .returning({ id: members.id });
    return accounts.book(m!.id, 'BAHT');
  };
  const balanceOf = async (id: number) => {
    const [r] = await rows<{ b: string }>(
      db,
      sql`SELECT balance::text AS b FROM ledger_accounts WHERE id = ${id}`,
    );
    return Number(r!.b);
  };
  const fund = async (book: MemberBook, amount: number) => {
    const system = await accounts.systemAccount('adjustments', 'BAHT');
    return ledger.post({
      kind: 'adjustment',
      source: { kind: 'adjustment', id: 'test' },
      memberId: book.memberId,
      postings: [
        { accountId: book.wallet.id, amount },
        { accountId: system.id, amount: -amount },
      ],
    });
  };

  /** A guarded kind posts with the guards' pass of its own transaction (decision 019). */
  const guarded = (entry: Entry, action: MoneyAction = 'transfer_to_game') =>
    withTx(db, async (tx) => {
      const guard = await ledger.guards.inside(tx, { memberId: entry.memberId!, action });
      return ledger.post({ ...entry, guard }, tx);
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    db = database.db;
    ledger = new Ledger(db, new LedgerKinds());
    accounts = new LedgerAccounts(db);
  });
  afterEach(async () => {
    const report = await checkLedger(db);
    expect(report.problems).toEqual([]);
  });
  afterAll(() => database.close());

  it('posts a balanced entry, updating every cached balance; a system account may go negative', async () => {
    const book = await newBook();
    const posted = await fund(book, 12_345);
    expect(posted.balances.get(book.wallet.id)).toBe(12_345);
    const system = await accounts.systemAccount('adjustments', 'BAHT');
    expect(await balanceOf(system.id)).toBeLessThanOrEqual(-12_345);
    await guarded({
      kind: 'transfer_debit',
      source: { kind: 'adjustment', id: 't1' },
      memberId: book.memberId,
      postings: [
        { accountId: book.wallet.id, amount: -345 },
        { accountId: book.inFlight.id, amount: 300 },
        { accountId: book.inFlight.id, amount: 45 },
      ],
    });
    expect([await balanceOf(book.wallet.id), await balanceOf(book.inFlight.id)]).toEqual([
      12_000, 345,
    ]);
  });

  it('refuses entries that do not balance, name unknown accounts, or carry odd amounts, writing nothing', async () => {
    const book = await newBook();
    await fund(book, 1000);
    const before = await checkLedger(db);
    const bad: [number, number][][] = [
      [
        [book.wallet.id, -100],
        [book.inFlight.id, 99],
      ],
      [[book.wallet.id, -100]],
      [
        [book.wallet.id, -100],
        [999_999, 100],
      ],
      [
        [book.wallet.id, -0.5],
        [book.inFlight.id, 0.5],
      ],
      [
        [book.wallet.id, 0],
        [book.inFlight.id, 0],
      ],
      [
        [book.wallet.id, -Number.MAX_SAFE_INTEGER - 2],
        [book.inFlight.id, Number.MAX_SAFE_INTEGER + 2],
      ],
    ];
    for (const postings of bad) {
      await expect(
        ledger.post({
          kind: 'adjustment',
          source: { kind: 'adjustment', id: 'bad' },
          postings: postings.map(([accountId, amount]) => ({ accountId, amount })),
        }),
      ).rejects.toBeInstanceOf(InvalidEntry);
    }
    expect(await checkLedger(db)).toMatchObject({
      entries: before.entries,
      postings: before.postings,
    });
    expect(await balanceOf(book.wallet.id)).toBe(1000);
  });

  it('never takes a member account below zero: the rule refuses, the CHECK is the backstop', async () => {
    const book = await newBook();
    await fund(book, 100);
    await expect(
      guarded({
        kind: 'transfer_debit',
        source: { kind: 'adjustment', id: 'over' },
        memberId: book.memberId,
        postings: [
          { accountId: book.wallet.id, amount: -101 },
          { accountId: book.inFlight.id, amount: 101 },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect([await balanceOf(book.wallet.id), await balanceOf(book.inFlight.id)]).toEqual([100, 0]);
    await expect(
      db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${book.wallet.id}`),
    ).rejects.toThrow();
  });

  it('lets exactly as many racing debits through as the balance covers', async () => {
    const book = await newBook();
    await fund(book, 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        guarded({
          kind: 'transfer_debit',
          source: { kind: 'adjustment', id: `race-${i}` },
          memberId: book.memberId,
          postings: [
            { accountId: book.wallet.id, amount: -100 },
            { accountId: book.inFlight.id, amount: 100 },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(
      refused.every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientFunds),
    ).toBe(true);
    expect([await balanceOf(book.wallet.id), await balanceOf(book.inFlight.id)]).toEqual([0, 1000]);
  });

  it("posts a guarded kind only with the guards' pass of its own transaction, member and action", async () => {
    const book = await newBook();
    const other = await newBook();
    await fund(book, 1000);
    const debit: Entry = {
      kind: 'transfer_debit',
      source: { kind: 'adjustment', id: 'pass' },
      memberId: book.memberId,
      postings: [
        { accountId: book.wallet.id, amount: -100 },
        { accountId: book.inFlight.id, amount: 100 },
      ],
    };
    // each tried in turn (a rejection left waiting would be an unhandled one)
    const refusals: (() => Promise<unknown>)[] = [
      // no pass at all
      () => ledger.post(debit),
      // a pass asked in one transaction, the money moved in another
      () =>
        withTx(db, async (t) =>
          ledger.guards.inside(t, {
            memberId: book.memberId,
            action: 'transfer_to_game',
          }),
        ).then((guard) => ledger.post({ ...debit, guard })),
      // another member's pass
      () =>
        withTx(db, async (tx) => {
          const guard = await ledger.guards.inside(tx, {
            memberId: other.memberId,
            action: 'transfer_to_game',
          });
          return ledger.post({ ...debit, guard }, tx);
        }),
      // a pass made by hand, not by the guards
      () =>
        withTx(db, async (tx) => {
          const guard = new GuardPass(tx, book.memberId, 'transfer_to_game');
          return ledger.post({ ...debit, guard }, tx);
        }),
      // a pass for another path (a claim cannot move money into a game)
      () => guarded(debit, 'claim'),
    ];
    for (const refused of refusals) await expect(refused()).rejects.toBeInstanceOf(InvalidEntry);
    expect(await balanceOf(book.wallet.id)).toBe(1000);
    await guarded(debit);
    expect(await balanceOf(book.wallet.id)).toBe(900);
  });

  it('never mixes currencies in one entry, even balanced on each side, and says so per currency', async () => {
    const baht = await newBook();
    await fund(baht, 1000);
    const kipSystem = await accounts.systemAccount('adjustments', 'LAK');
    const bahtSystem = await accounts.systemAccount('adjustments', 'BAHT');
    const kipOfTheBahtMember = await accounts.memberAccount(baht.memberId, 'wallet', 'LAK');
    await expect(
      ledger.post({
        kind: 'adjustment',
        source: { kind: 'adjustment', id: 'mixed' },
        memberId: baht.memberId,
        postings: [
          { accountId: baht.wallet.id, amount: 100 },
          { accountId: bahtSystem.id, amount: -100 },
          { accountId: kipOfTheBahtMember.id, amount: 5000 },
          { accountId: kipSystem.id, amount: -5000 },
        ],
      }),
    ).rejects.toThrow(/mixes currencies/);
    const report = await checkLedger(db);
    // a kip account for a baht member is found (made here by hand; no path makes one)
    expect(report.problems.join('\n')).toMatch(/is in LAK, its member counts in BAHT/);
    const bahtLine = report.currencies.find((c) => c.currency === 'BAHT')!;
    expect(bahtLine.memberHeld).toBeGreaterThanOrEqual(1000);
    await db.execute(sql`DELETE FROM ledger_accounts WHERE id = ${kipOfTheBahtMember.id}`);
  });

  it('finds an entry that does not balance and a cached balance that drifted', async () => {
    const book = await newBook();
    await fund(book, 500);
    await db.execute(
      sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${book.wallet.id}`,
    );
    await db.execute(
      sql`INSERT INTO journal_entries (kind, source_kind, source_id) VALUES ('adjustment', 'adjustment', 'by hand')`,
    );
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(
      /account \d+ caches 501 but its postings sum to 500/,
    );
    expect(report.problems.join('\n')).toMatch(/entry \d+ has 0 posting/);
    // undo, so afterEach sees a sound ledger again
    await db.execute(
      sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${book.wallet.id}`,
    );
    await db.execute(sql`DELETE FROM journal_entries WHERE source_id = 'by hand'`);
  });

  it('makes one account per owner, kind and slot, whoever asks first', async () => {
    const book = await newBook();
    const found = await Promise.all(
      Array.from({ length: 5 }, () => accounts.memberAccount(book.memberId, 'game', 'BAHT', 'pg')),
    );
    expect(new Set(found.map((a) => a.id)).size).toBe(1);
    const system = await Promise.all(
      Array.from({ length: 3 }, () => accounts.systemAccount('provider_clearing', 'BAHT', 'pg')),
    );
    expect(new Set(system.map((a) => a.id)).size).toBe(1);
  });
});

describe('idempotency keys', () => {
  it("are optional on member calls (a fresh key of the server's each time), never malformed", () => {
    const a = readIdempotencyKey({}, { optional: true });
    const b = readIdempotencyKey({}, { optional: true });
    expect(a).toMatch(/^server:[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
    expect(() => readIdempotencyKey({ 'idempotency-key': '' }, { optional: true })).toThrow(
      'KEY_MISSING',
    );
    expect(() => readIdempotencyKey({ 'idempotency-key': 'short' }, { optional: true })).toThrow(
      'KEY_INVALID',
    );
  });

  it('are required (operator calls) and must look like a key', () => {
    expect(readIdempotencyKey({ 'idempotency-key': '0b7c9a2e-6f1d-4c55-9a57-3e2f1c0d9b8a' })).toBe(
      '0b7c9a2e-6f1d-4c55-9a57-3e2f1c0d9b8a',
    );
    for (const [headers, code] of [
      [{}, 'KEY_MISSING'],
      [{ 'idempotency-key': '' }, 'KEY_MISSING'],
      [{ 'idempotency-key': 'short' }, 'KEY_INVALID'],
      [{ 'idempotency-key': "x' OR 1=1 --" }, 'KEY_INVALID'],
      [{ 'idempotency-key': ['a'.repeat(10), 'b'.repeat(10)] }, 'KEY_INVALID'],
      [{ 'idempotency-key': 'k'.repeat(129) }, 'KEY_INVALID'],
    ] as const) {
      expect(() => readIdempotencyKey(headers as never)).toThrow(code);
    }
  });

  it('fingerprint the parameters, not their order', () => {
    const a = fingerprintOf('wallet.transfer', { from: 'WALLET', to: 'pg', amount: 5 });
    expect(fingerprintOf('wallet.transfer', { amount: 5, to: 'pg', from: 'WALLET' })).toBe(a);
    expect(fingerprintOf('wallet.transfer', { from: 'WALLET', to: 'pg', amount: 5.01 })).not.toBe(
      a,
    );
    expect(fingerprintOf('wallet.transferAll', { from: 'WALLET', to: 'pg', amount: 5 })).not.toBe(
      a,
    );
  });
});
