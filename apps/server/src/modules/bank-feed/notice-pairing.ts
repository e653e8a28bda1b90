import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { lockMember } from '../../kernel/ledger/member-lock';
import { AppError } from '../../kernel/lib/app-error';
import { deposits as depositRows, type DepositRow } from '../deposits/module';
import { bankLines } from './tables';

import type { BankFeedDeps } from './common';
import { lineTime, PAIRABLE_REASONS } from './common';

type LineRow = typeof bankLines.$inferSelect;

/**
 * A member's transfer notice paired with a waiting line when exactly one pairing exists from both
 * sides (issue 26; docs/integrations/bank-notifications.md "Notice pairing").
 */
export class NoticePairing {
  constructor(
    private readonly db: Db,
    private readonly deps: BankFeedDeps,
  ) {}

  /** A waiting line just decided: paired with a member's notice when exactly one pairing exists. */
  async pairLine(lineId: number): Promise<boolean> {
    const window = await this.deps.settings.get('bankFeed.noticeWindowMinutes');
    return withTx(this.db, async (tx) => {
      const [line] = await tx
        .select()
        .from(bankLines)
        .where(eq(bankLines.id, lineId))
        .for('update');
      if (!line || !this.pairable(line)) return false;
      const notices = await this.noticesFor(tx, line, window);
      if (notices.length !== 1) return false;
      const lines = await this.linesFor(tx, notices[0]!, window);
      if (lines.length !== 1 || lines[0]!.id !== line.id) return false;
      return this.pair(tx, line, notices[0]!);
    });
  }

  /** A member's notice just made: paired with a waiting line when exactly one pairing exists. */
  async pairNotice(depositId: number): Promise<boolean> {
    const window = await this.deps.settings.get('bankFeed.noticeWindowMinutes');
    return withTx(this.db, async (tx) => {
      const [notice] = await tx.select().from(depositRows).where(eq(depositRows.id, depositId));
      if (!notice || notice.method !== 'notice' || notice.status !== 'processing') return false;
      const lines = await this.linesFor(tx, notice, window);
      if (lines.length !== 1) return false;
      const [line] = await tx
        .select()
        .from(bankLines)
        .where(eq(bankLines.id, lines[0]!.id))
        .for('update');
      if (!line || !this.pairable(line)) return false;
      const notices = await this.noticesFor(tx, line, window);
      if (notices.length !== 1 || notices[0]!.id !== notice.id) return false;
      return this.pair(tx, line, notice);
    });
  }

  private pairable(line: LineRow): boolean {
    return (
      line.state === 'waiting' &&
      line.depositId === null &&
      line.amount !== null &&
      (PAIRABLE_REASONS as readonly string[]).includes(line.reason ?? '')
    );
  }

  /** Notices not decided, of the line's amount, made within the window of the line's time. */
  private async noticesFor(tx: Tx, line: LineRow, minutes: number): Promise<DepositRow[]> {
    const at = (line.statedAt ?? line.receivedAt).getTime();
    return tx
      .select()
      .from(depositRows)
      .where(
        and(
          eq(depositRows.method, 'notice'),
          eq(depositRows.status, 'processing'),
          eq(depositRows.currency, 'BAHT'),
          eq(depositRows.amount, line.amount ?? -1),
          gte(depositRows.createdAt, new Date(at - minutes * 60_000)),
          lt(depositRows.createdAt, new Date(at + minutes * 60_000 + 1)),
          sql`NOT EXISTS (SELECT 1 FROM bank_lines p WHERE p.deposit_id = ${depositRows.id})`,
        ),
      );
  }

  /** Pairable waiting lines of the notice's amount whose time is within the window of it. */
  private async linesFor(tx: Tx, notice: DepositRow, minutes: number) {
    if (notice.currency !== 'BAHT' || notice.amount === null) return [];
    const at = new Date(notice.createdAt).getTime();
    return tx
      .select({ id: bankLines.id })
      .from(bankLines)
      .where(
        and(
          eq(bankLines.state, 'waiting'),
          isNull(bankLines.depositId),
          inArray(bankLines.reason, [...PAIRABLE_REASONS]),
          eq(bankLines.amount, notice.amount),
          gte(lineTime, sql`${new Date(at - minutes * 60_000).toISOString()}::timestamptz`),
          lt(lineTime, sql`${new Date(at + minutes * 60_000 + 1).toISOString()}::timestamptz`),
        ),
      );
  }

  /**
   * The notice's deposit is credited (one deposit: the line gets none of its own) and the line
   * points to it; a guard's refusal leaves both as they were, a hold leaves the line waiting
   * with the held deposit (credited with it when staff approve it).
   */
  private async pair(tx: Tx, line: LineRow, notice: DepositRow): Promise<boolean> {
    const amount = line.amount!;
    try {
      // a savepoint through withTx: money it posts is told after the whole transaction commits
      return await withTx(tx, async (sp) => {
        await lockMember(sp, notice.memberId);
        await this.deps.guards.check({
          memberId: notice.memberId,
          action: 'deposit',
          amount,
          tx: sp,
        });
        const outcome = await this.deps.deposits.credit(sp, notice, amount, 'system');
        if (outcome === 'decided') return false;
        await sp
          .update(bankLines)
          .set({
            state: outcome === 'credited' ? 'credited' : 'waiting',
            reason: outcome === 'credited' ? `notice #${notice.id}` : 'held:notice',
            memberId: notice.memberId,
            depositId: notice.id,
            ...(outcome === 'credited' ? { decidedAt: this.deps.now() } : {}),
          })
          .where(eq(bankLines.id, line.id));
        return true;
      });
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  }
}
