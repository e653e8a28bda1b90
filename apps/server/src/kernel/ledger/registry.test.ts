import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { buildTestApp } from '../../test/app';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import type { Entry } from './ledger';
import { LedgerKinds, type LedgerCurrency, type LedgerModule } from './registry';

/** A module of this test only: nothing in the app declares these. */
const TEST_LEDGER = {
  accountKinds: {
    test_points: { owner: 'member', note: 'a member’s test points' },
    test_pool: { owner: 'system', note: 'where test points come from' },
  },
  entryKinds: { test_award: 'test points awarded' },
  sourceKinds: { test_case: 'a test' },
  currencies: { TESTPT: 'test points' },
} as const satisfies LedgerModule;

/**
 * The ledger's kinds are reference tables the kernel fills at start (docs/decisions/010): the
 * database refuses a kind or currency nobody declared, and the owner rule (a member kind has a
 * member, a system kind none) is a foreign key on (kind, is_system).
 */
describe('ledger kind registry', () => {
  let database: Database;
  let memberId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    const [m] = await rows<{ id: string }>(
      database.db,
      sql`INSERT INTO members (phone, name, password_hash, bank_code, bank_account_name,
            bank_account_no, currency)
          VALUES ('0899999999', 'K', 'x', 'KBANK', 'K K', '9999999999', 'BAHT') RETURNING id::text`,
    );
    memberId = Number(m!.id);
  });
  afterAll(() => database.close());

  const account = (kind: string, member: number | null, currency = 'BAHT') =>
    database.db.execute(
      sql`INSERT INTO ledger_accounts (member_id, kind, currency) VALUES (${member}, ${kind}, ${currency})`,
    );
  const entry = (kind: string, sourceKind: string) =>
    database.db.execute(
      sql`INSERT INTO journal_entries (kind, source_kind, source_id, member_id)
          VALUES (${kind}, ${sourceKind}, 'x', ${memberId})`,
    );
  /** The foreign key (23503) that refused it: drizzle wraps the driver's error in `cause`. */
  const refused = async (statement: Promise<unknown>, constraint: string) => {
    const error: unknown = await statement.then(
      () => undefined,
      (e: unknown) => e,
    );
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    while (e && e.code === undefined && e.cause) e = e.cause as typeof e;
    expect({ code: e?.code, constraint: e?.constraint }).toEqual({ code: '23503', constraint });
  };

  it('refuses an unknown account kind, entry kind, source kind or currency', async () => {
    await refused(account('test_points', memberId), 'ledger_accounts_kind_fk');
    await refused(account('wallet', memberId, 'TESTPT'), 'ledger_accounts_currency_fk');
    await refused(entry('test_award', 'deposit'), 'journal_entries_kind_fk');
    await refused(entry('deposit', 'test_case'), 'journal_entries_source_kind_fk');
    // what is declared passes
    await account('wallet', memberId);
    await entry('adjustment', 'adjustment');
  });

  it('keeps the owner rule: a member kind needs a member, a system kind takes none', async () => {
    await refused(account('transfer_in_flight', null), 'ledger_accounts_kind_fk');
    await refused(account('adjustments', memberId), 'ledger_accounts_kind_fk');
    await account('adjustments', null);
    const [row] = await rows<{ is_system: boolean }>(
      database.db,
      sql`SELECT is_system FROM ledger_accounts WHERE kind = 'adjustments'`,
    );
    expect(row!.is_system).toBe(true);
  });

  it('accepts a module’s kinds once added at start and stored, whoever stores them first', async () => {
    const kinds = new LedgerKinds().add(TEST_LEDGER);
    // several server copies starting at once: each stores, none fails
    await Promise.all([kinds.store(database.db), kinds.store(database.db)]);
    await kinds.store(database.db);
    await account('test_points', memberId, 'TESTPT');
    await account('test_pool', null, 'TESTPT');
    await entry('test_award', 'test_case');
    await refused(account('test_pool', memberId, 'TESTPT'), 'ledger_accounts_kind_fk');
  });

  it('refuses a kind declared twice, a guarded kind not declared, and an owner changed', async () => {
    expect(() => new LedgerKinds().add(TEST_LEDGER).add(TEST_LEDGER)).toThrow(/declared twice/);
    const coin = { accountKinds: {}, entryKinds: {}, sourceKinds: {}, currencies: { COIN: 'c' } };
    expect(() => new LedgerKinds().add(coin).add(coin)).toThrow(/currency "COIN" declared twice/);
    expect(() => new LedgerKinds().add({ ...coin, currencies: { BAHT: 'again' } })).toThrow(
      /currency "BAHT" declared twice/,
    );
    expect(() =>
      new LedgerKinds().add({ ...TEST_LEDGER, guarded: { test_other: ['claim'] } }),
    ).toThrow(/guarded entry kind "test_other" is not declared/);
    // a refused module leaves nothing half-added
    const kinds = new LedgerKinds();
    expect(() => kinds.add({ ...TEST_LEDGER, entryKinds: { deposit: 'again' } })).toThrow();
    expect(kinds.accountKinds).not.toContain('test_points');
    await new LedgerKinds().add(TEST_LEDGER).store(database.db);
    const turned = new LedgerKinds().add({
      ...TEST_LEDGER,
      accountKinds: { test_points: { owner: 'system', note: 'now the house’s' } },
    });
    await expect(turned.store(database.db)).rejects.toThrow(/"test_points" changed owner/);
  });

  it('lists what it was given: the core, then each module', () => {
    const kinds = new LedgerKinds().add(TEST_LEDGER).add({
      accountKinds: {},
      entryKinds: { test_spend: 'test points spent' },
      sourceKinds: {},
      currencies: { COIN: 'coins' },
      guarded: { test_spend: ['spin'], test_award: ['claim'] },
    });
    expect(kinds.systemAccountKinds).toEqual(expect.arrayContaining(['adjustments', 'test_pool']));
    expect(kinds.memberAccountKinds).not.toContain('test_pool');
    expect(kinds.memberAccountKinds).toEqual(expect.arrayContaining(['wallet', 'test_points']));
    expect(kinds.entryKinds).toEqual(
      expect.arrayContaining(['deposit', 'test_award', 'test_spend']),
    );
    expect(kinds.currencies).toEqual(['LAK', 'BAHT', 'TESTPT', 'COIN']);
    // a module may guard its own kinds, or another's added before it
    expect(kinds.guardedBy('test_spend')).toEqual(['spin']);
    expect(kinds.guardedBy('test_award')).toEqual(['claim']);
    expect(kinds.guardedBy('withdraw_reserve')).toEqual(['withdraw']);
    expect(new LedgerKinds().guardedBy('test_award')).toBeUndefined();
  });

  it('stores every module’s kinds when the app starts', async () => {
    const fresh = await openTestDatabase();
    await fresh.migrate();
    // as if the modules had never been stored (a fresh database has today's kinds from 0019)
    await fresh.db.execute(sql`DELETE FROM ledger_entry_kinds WHERE kind IN ('bonus', 'spin')`);
    await fresh.db.execute(sql`DELETE FROM ledger_account_kinds WHERE kind = 'promotions'`);
    await fresh.db.execute(sql`DELETE FROM ledger_source_kinds WHERE kind = 'member_bonus'`);
    const app = await buildTestApp({ database: fresh });
    try {
      const kinds = await rows<{ kind: string }>(
        fresh.db,
        sql`SELECT kind FROM ledger_entry_kinds UNION ALL SELECT kind FROM ledger_account_kinds
            UNION ALL SELECT kind FROM ledger_source_kinds`,
      );
      expect(kinds.map((k) => k.kind)).toEqual(
        expect.arrayContaining(['bonus', 'spin', 'promotions', 'member_bonus', 'wallet']),
      );
    } finally {
      await app.close();
    }
  });

  it('types the kinds: a misspelled one fails the typecheck', () => {
    const post = (e: Entry) => e.kind;
    const postings = [
      { accountId: 1, amount: 1 },
      { accountId: 2, amount: -1 },
    ];
    // a module's kinds are types too (declared by its ledger-kinds.ts)
    expect(post({ kind: 'finish_bonus', source: { kind: 'member_bonus', id: 1 }, postings })).toBe(
      'finish_bonus',
    );
    expect(
      post({
        // @ts-expect-error -- no module declares "finsh_bonus"
        kind: 'finsh_bonus',
        source: { kind: 'member_bonus', id: 1 },
        postings,
      }),
    ).toBe('finsh_bonus');
    // @ts-expect-error -- nor the currency "COINS"
    const coins: LedgerCurrency = 'COINS';
    expect(coins).toBe('COINS');
  });
});
