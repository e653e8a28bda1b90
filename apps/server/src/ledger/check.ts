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
}

/**
 * The ledger's invariants (`npm run operator -- ledger:check`, and after every test scenario):
 * every entry has postings that sum to zero per currency; every cached balance equals the sum
 * of its postings; no member-owned account is below zero.
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
  };
}
