import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

export interface LedgerCheckReport {
  ok: boolean;
  entries: number;
  postings: number;
  accounts: number;
  /** What is wrong, one line each (at most 50 of each kind). */
  problems: string[];
  /** Per currency: its entries and accounts, and what members hold in it (minor units). */
  currencies: { currency: string; entries: number; accounts: number; memberHeld: number }[];
}

/**
 * The ledger's invariants (`npm run operator -- ledger:check`, and after every test scenario):
 * every entry has postings that sum to zero per currency; every cached balance equals the sum
 * of its postings; no member-owned account is below zero; no entry mixes currencies, and no
 * member holds an account in a currency that is not theirs (coins apart).
 */
export async function checkLedger(db: Db): Promise<LedgerCheckReport> {
  const problems: string[] = [];
  const unbalanced = await rows<{ entry_id: string; currency: string; total: string }>(
    db,
    sql`SELECT p.entry_id::text, a.currency, SUM(p.amount)::text AS total
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        GROUP BY p.entry_id, a.currency HAVING SUM(p.amount) <> 0
        ORDER BY p.entry_id LIMIT 50`,
  );
  for (const r of unbalanced) {
    problems.push(`entry ${r.entry_id} does not balance in ${r.currency}: ${r.total}`);
  }
  const thin = await rows<{ id: string; n: string }>(
    db,
    sql`SELECT e.id::text, COUNT(p.id)::text AS n
        FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
        GROUP BY e.id HAVING COUNT(p.id) < 2 ORDER BY e.id LIMIT 50`,
  );
  for (const r of thin) problems.push(`entry ${r.id} has ${r.n} posting(s)`);
  const drifted = await rows<{ id: string; balance: string; total: string }>(
    db,
    sql`SELECT a.id::text, a.balance::text, COALESCE(s.total, 0)::text AS total
        FROM ledger_accounts a
        LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM postings GROUP BY account_id) s
          ON s.account_id = a.id
        WHERE a.balance <> COALESCE(s.total, 0) ORDER BY a.id LIMIT 50`,
  );
  for (const r of drifted) {
    problems.push(`account ${r.id} caches ${r.balance} but its postings sum to ${r.total}`);
  }
  const negative = await rows<{ id: string; balance: string }>(
    db,
    sql`SELECT id::text, balance::text FROM ledger_accounts
        WHERE member_id IS NOT NULL AND balance < 0 ORDER BY ledger_accounts.id LIMIT 50`,
  );
  for (const r of negative) problems.push(`member account ${r.id} is negative: ${r.balance}`);
  const mixed = await rows<{ entry_id: string; currencies: string }>(
    db,
    sql`SELECT p.entry_id::text, string_agg(DISTINCT a.currency, ', ') AS currencies
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        GROUP BY p.entry_id HAVING COUNT(DISTINCT a.currency) > 1
        ORDER BY p.entry_id LIMIT 50`,
  );
  for (const r of mixed) problems.push(`entry ${r.entry_id} mixes currencies: ${r.currencies}`);
  const foreign = await rows<{ id: string; currency: string; member: string }>(
    db,
    sql`SELECT a.id::text, a.currency, m.currency AS member
        FROM ledger_accounts a JOIN members m ON m.id = a.member_id
        WHERE a.currency <> m.currency AND a.currency <> 'COIN'
        ORDER BY a.id LIMIT 50`,
  );
  for (const r of foreign) {
    problems.push(`account ${r.id} is in ${r.currency}, its member counts in ${r.member}`);
  }
  const currencies = await rows<{
    currency: string;
    entries: string;
    accounts: string;
    held: string;
  }>(
    db,
    sql`SELECT a.currency,
               (SELECT COUNT(DISTINCT p.entry_id) FROM postings p
                  JOIN ledger_accounts x ON x.id = p.account_id
                  WHERE x.currency = a.currency)::text AS entries,
               COUNT(*)::text AS accounts,
               COALESCE(SUM(a.balance) FILTER (WHERE a.member_id IS NOT NULL), 0)::text AS held
        FROM ledger_accounts a GROUP BY a.currency ORDER BY a.currency`,
  );
  const [counts] = await rows<{ entries: string; postings: string; accounts: string }>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM journal_entries)::text AS entries,
               (SELECT COUNT(*) FROM postings)::text AS postings,
               (SELECT COUNT(*) FROM ledger_accounts)::text AS accounts`,
  );
  return {
    ok: problems.length === 0,
    entries: Number(counts?.entries ?? 0),
    postings: Number(counts?.postings ?? 0),
    accounts: Number(counts?.accounts ?? 0),
    problems,
    currencies: currencies.map((c) => ({
      currency: c.currency,
      entries: Number(c.entries),
      accounts: Number(c.accounts),
      memberHeld: Number(c.held),
    })),
  };
}
