import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { openTestDatabase } from '../../test/database';
import {
  ENTRY_KINDS,
  LEDGER_ACCOUNT_KINDS,
  SOURCE_KINDS,
  SYSTEM_ACCOUNT_KINDS,
  MEMBER_ACCOUNT_KINDS,
} from './registry';

/**
 * The database's CHECKs are generated from the ledger registry (decision 010). A kind declared
 * without its migration would be refused by the database at the first posting; this says so first.
 */
describe('ledger registry', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  const check = async (name: string) => {
    const [r] = await rows<{ def: string }>(
      database.db,
      sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = ${name}`,
    );
    return r?.def ?? '';
  };
  const quoted = (def: string) => [...def.matchAll(/'([a-z_A-Z]+)'/g)].map((m) => m[1]).sort();

  it('every kind the modules declare is what the migrated database allows', async () => {
    expect(quoted(await check('ledger_accounts_kind_check'))).toEqual(
      [...LEDGER_ACCOUNT_KINDS].sort(),
    );
    expect(quoted(await check('ledger_accounts_owner_check'))).toEqual(
      [...SYSTEM_ACCOUNT_KINDS].sort(),
    );
    expect(quoted(await check('journal_entries_kind_check'))).toEqual([...ENTRY_KINDS].sort());
    expect(quoted(await check('journal_entries_source_kind_check'))).toEqual(
      [...SOURCE_KINDS].sort(),
    );
  });

  it('keeps the bonus module’s kinds beside the core’s, each once', () => {
    expect(SYSTEM_ACCOUNT_KINDS).toContain('promotions');
    expect(MEMBER_ACCOUNT_KINDS).not.toContain('promotions');
    expect(ENTRY_KINDS).toEqual(expect.arrayContaining(['bonus', 'finish_bonus', 'deposit']));
    expect(new Set(ENTRY_KINDS).size).toBe(ENTRY_KINDS.length);
  });
});
