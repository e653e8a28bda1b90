import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { AppError } from '../lib/app-error';

/**
 * The one lock that serialises a member's money with the state their guards read
 * (docs/decisions/019): a money path takes it first in the transaction that moves the money, and
 * so does everything that changes a guard's answer (a time-out, a self-exclusion, a limit, a
 * bonus starting or ending). Whichever commits first, the other sees it.
 *
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: rows that reference the member (sessions, deposits,
 * journal entries) take a key-share lock when inserted, which this does not block.
 */
export async function lockMember(tx: Db, memberId: number): Promise<{ currency: string }> {
  const [member] = await rows<{ currency: string }>(
    tx,
    sql`SELECT currency FROM members WHERE id = ${memberId} FOR NO KEY UPDATE`,
  );
  if (!member) throw new AppError('NO_USER', 404);
  return member;
}
