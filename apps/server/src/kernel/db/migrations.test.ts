import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';

/** Runs one drizzle migration file statement by statement, as the migrator does. */
async function apply(db: PGlite, file: string) {
  const text = await fs.readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/**
 * A database that lived before issue 8 keeps its money history: the string-prefixed journal
 * references become typed sources (migration 0005) and every later migration applies on top.
 */
describe('upgrading a database with money in it', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(() => db.close());

  it('turns journal references into typed sources and keeps every entry', async () => {
    const files = (await fs.readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith('.sql')).sort();
    const before = files.filter((f) => f < '0005');
    const after = files.filter((f) => f >= '0005');
    for (const f of before) await apply(db, f);
    await db.exec(`
      INSERT INTO members (phone, name, password_hash, bank_code, bank_account_name, bank_account_no, currency)
        VALUES ('0811111111', 'A', 'x', 'KBANK', 'A B', '1234567890', 'BAHT');
      INSERT INTO journal_entries (kind, reference, member_id) VALUES
        ('adjustment', 'adjustment:12', 1001), ('game_result', 'sync:pgslot', 1001),
        ('deposit', 'deposit:5', 1001), ('transfer_debit', 'transfer:abc:def', 1001),
        ('withdraw_reserve', 'withdrawal:3', 1001);`);
    for (const f of after) await apply(db, f);
    const { rows } = await db.query<{ kind: string; source_kind: string; source_id: string }>(
      'SELECT kind, source_kind, source_id FROM journal_entries ORDER BY id',
    );
    expect(rows).toEqual([
      { kind: 'adjustment', source_kind: 'adjustment', source_id: '12' },
      { kind: 'game_result', source_kind: 'game_sync', source_id: 'pgslot' },
      { kind: 'deposit', source_kind: 'deposit', source_id: '5' },
      { kind: 'transfer_debit', source_kind: 'transfer', source_id: 'abc:def' },
      { kind: 'withdraw_reserve', source_kind: 'withdrawal', source_id: '3' },
    ]);
    // the unique deposit rule still holds on the new columns
    await expect(
      db.exec(
        `INSERT INTO journal_entries (kind, source_kind, source_id, member_id) VALUES ('deposit', 'deposit', '5', 1001)`,
      ),
    ).rejects.toThrow(/journal_entries_deposit_unique/);
  });
});

/**
 * Migration 0019 turns the ledger's kind CHECKs into reference tables with foreign keys: a
 * database holding money keeps every account and entry, and still refuses what no one declared.
 */
describe('the ledger kinds become reference tables (0019)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(() => db.close());

  it('keeps every account, entry and posting, then refuses unknown kinds and wrong owners', async () => {
    const files = (await fs.readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith('.sql')).sort();
    for (const f of files.filter((f) => f < '0019')) await apply(db, f);
    await db.exec(`
      INSERT INTO members (phone, name, password_hash, bank_code, bank_account_name, bank_account_no, currency)
        VALUES ('0811111111', 'A', 'x', 'KBANK', 'A B', '1234567890', 'BAHT');
      INSERT INTO ledger_accounts (member_id, kind, currency, balance) VALUES
        (1001, 'wallet', 'BAHT', 500), (1001, 'coins', 'COIN', 3),
        (NULL, 'adjustments', 'BAHT', -500), (NULL, 'coin_issuer', 'COIN', -3);
      INSERT INTO journal_entries (kind, source_kind, source_id, member_id) VALUES
        ('adjustment', 'adjustment', '7', 1001), ('coin_grant', 'coin_grant', '8', 1001);
      INSERT INTO postings (entry_id, account_id, amount) VALUES (1, 1, 500), (1, 3, -500), (2, 2, 3), (2, 4, -3);`);
    for (const f of files.filter((f) => f >= '0019')) await apply(db, f);

    const accounts = await db.query<{
      kind: string;
      currency: string;
      balance: string;
      is_system: boolean;
    }>('SELECT kind, currency, balance::text, is_system FROM ledger_accounts ORDER BY id');
    expect(accounts.rows).toEqual([
      { kind: 'wallet', currency: 'BAHT', balance: '500', is_system: false },
      { kind: 'coins', currency: 'COIN', balance: '3', is_system: false },
      { kind: 'adjustments', currency: 'BAHT', balance: '-500', is_system: true },
      { kind: 'coin_issuer', currency: 'COIN', balance: '-3', is_system: true },
    ]);
    const entries = await db.query<{ kind: string; source_kind: string }>(
      'SELECT kind, source_kind FROM journal_entries ORDER BY id',
    );
    expect(entries.rows).toEqual([
      { kind: 'adjustment', source_kind: 'adjustment' },
      { kind: 'coin_grant', source_kind: 'coin_grant' },
    ]);
    expect((await db.query('SELECT * FROM postings')).rows).toHaveLength(4);

    await expect(
      db.exec(
        `INSERT INTO ledger_accounts (member_id, kind, currency) VALUES (1001, 'points', 'BAHT')`,
      ),
    ).rejects.toThrow(/ledger_accounts_kind_fk/);
    await expect(
      db.exec(
        `INSERT INTO ledger_accounts (member_id, kind, currency) VALUES (NULL, 'wallet', 'BAHT')`,
      ),
    ).rejects.toThrow(/ledger_accounts_kind_fk/);
    await expect(
      db.exec(
        `INSERT INTO ledger_accounts (member_id, kind, currency) VALUES (1001, 'payouts', 'BAHT')`,
      ),
    ).rejects.toThrow(/ledger_accounts_kind_fk/);
    await expect(
      db.exec(
        `INSERT INTO ledger_accounts (member_id, kind, currency) VALUES (1001, 'game', 'USD')`,
      ),
    ).rejects.toThrow(/ledger_accounts_currency_fk/);
    await expect(
      db.exec(
        `INSERT INTO journal_entries (kind, source_kind, source_id) VALUES ('gift', 'deposit', '1')`,
      ),
    ).rejects.toThrow(/journal_entries_kind_fk/);
    await expect(
      db.exec(
        `INSERT INTO journal_entries (kind, source_kind, source_id) VALUES ('deposit', 'gift', '1')`,
      ),
    ).rejects.toThrow(/journal_entries_source_kind_fk/);
    // the old CHECKs are gone; a kind stored later is accepted
    await db.exec(`INSERT INTO ledger_entry_kinds (kind) VALUES ('gift')`);
    await db.exec(
      `INSERT INTO journal_entries (kind, source_kind, source_id) VALUES ('gift', 'deposit', '1')`,
    );
  });
});
