import { and, eq, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import {
  fromMinor,
  type BankReconciliation,
  type BankReconciliationAccount,
  type BankStatementBank,
  type BankStatementResult,
} from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import { deposits as depositRows } from '../deposits/module';
import { parseStatement } from './statement';
import { bankLines } from './tables';

import type { BankFeedDeps } from './common';
import {
  digitsOf,
  lineTime,
  localDay,
  NOT_INCOMING,
  sha256,
  STATEMENT_MATCH_MINUTES,
  type ChainCandidate,
} from './common';

/**
 * The day's reconciliation and the statement check (issue 26): every incoming line of a deposit
 * account against what became of it, and a bank statement's credits against the lines seen.
 */
export class DayReconciliation {
  constructor(
    private readonly db: Db,
    private readonly deps: BankFeedDeps,
    /** The balance chain's recomputation (BankFeedService.rechain). */
    private readonly rechain: (
      accountNo: string,
      from: Date | null,
      limit?: number,
    ) => Promise<void>,
  ) {}

  /**
   * Per deposit account, one day (site time zone) of incoming lines against what became of
   * them: credited and assigned count only what their deposit really credited, so a line whose
   * deposit is not credited, or credited another amount, unbalances the day.
   */
  async reconciliation(day: string | undefined, account: string | undefined) {
    const [accounts, timeZone] = await Promise.all([
      this.deps.settings.get('deposit.accounts'),
      this.deps.settings.get('site.timeZone'),
    ]);
    const theDay = day ?? localDay(this.deps.now(), timeZone);
    const [bounds] = await rows<{ start: string; end: string }>(
      this.db,
      sql`SELECT (${theDay}::date::timestamp AT TIME ZONE ${timeZone})::text AS start,
                 ((${theDay}::date + 1)::timestamp AT TIME ZONE ${timeZone})::text AS end`,
    );
    const start = new Date(bounds!.start);
    const end = new Date(bounds!.end);
    const only = account ? digitsOf(account) : undefined;
    const dayLines = await this.db
      .select({
        accountNo: bankLines.accountNo,
        state: bankLines.state,
        amount: bankLines.amount,
        statementKey: bankLines.statementKey,
        depositStatus: depositRows.status,
        depositAmount: depositRows.amount,
      })
      .from(bankLines)
      .leftJoin(depositRows, eq(depositRows.id, bankLines.depositId))
      .where(
        and(
          notInArray(bankLines.state, [...NOT_INCOMING]),
          gte(lineTime, sql`${start.toISOString()}::timestamptz`),
          lt(lineTime, sql`${end.toISOString()}::timestamptz`),
          only ? eq(bankLines.accountNo, only) : undefined,
        ),
      );
    const seen = new Set(dayLines.map((l) => l.accountNo ?? ''));
    // the chain is checked afresh (lines processed at once on several copies)
    for (const accountNo of seen) await this.rechain(accountNo, start, 5_000);
    const flagged = await this.db
      .select({ accountNo: bankLines.accountNo, n: sql<string>`count(*)` })
      .from(bankLines)
      .where(
        and(
          notInArray(bankLines.state, [...NOT_INCOMING]),
          eq(bankLines.missingBefore, true),
          gte(lineTime, sql`${start.toISOString()}::timestamptz`),
          lt(lineTime, sql`${end.toISOString()}::timestamptz`),
          only ? eq(bankLines.accountNo, only) : undefined,
        ),
      )
      .groupBy(bankLines.accountNo);
    const listed = accounts
      .map((a) => ({
        accountNo: digitsOf(a.bankAccountNo),
        bankCode: a.bankCode,
        currency: a.currency,
      }))
      .filter((a, i, all) => all.findIndex((b) => b.accountNo === a.accountNo) === i);
    for (const accountNo of seen)
      if (!listed.some((a) => a.accountNo === accountNo))
        listed.push({ accountNo, bankCode: '', currency: 'BAHT' });
    const answer: BankReconciliationAccount[] = listed
      .filter((a) => !only || a.accountNo === only)
      .map((a) => {
        const tally = () => ({ count: 0, amount: 0 });
        const t = {
          incoming: tally(),
          credited: tally(),
          assigned: tally(),
          dismissed: tally(),
          waiting: tally(),
        };
        let statementOnly = 0;
        for (const l of dayLines.filter((x) => (x.accountNo ?? '') === a.accountNo)) {
          const amount = l.amount ?? 0;
          t.incoming.count++;
          t.incoming.amount += amount;
          if (l.statementKey !== null) statementOnly++;
          if (l.state === 'credited' || l.state === 'assigned') {
            // only what the deposit really credited counts
            if (l.depositStatus === 'success') {
              t[l.state].count++;
              t[l.state].amount += l.depositAmount ?? 0;
            }
          } else if (l.state === 'dismissed') {
            t.dismissed.count++;
            t.dismissed.amount += amount;
          } else {
            t.waiting.count++;
            t.waiting.amount += amount;
          }
        }
        const missingTexts = Number(flagged.find((f) => f.accountNo === a.accountNo)?.n ?? 0);
        const parts = [t.credited, t.assigned, t.dismissed, t.waiting];
        const balanced =
          missingTexts === 0 &&
          t.incoming.count === parts.reduce((n, p) => n + p.count, 0) &&
          t.incoming.amount === parts.reduce((n, p) => n + p.amount, 0);
        const baht = (x: { count: number; amount: number }) => ({
          count: x.count,
          amount: fromMinor(x.amount),
        });
        return {
          ...a,
          incoming: baht(t.incoming),
          credited: baht(t.credited),
          assigned: baht(t.assigned),
          dismissed: baht(t.dismissed),
          waiting: baht(t.waiting),
          missingTexts,
          statementOnly,
          balanced,
        };
      });
    return { day: theDay, accounts: answer } satisfies BankReconciliation;
  }

  /**
   * A statement CSV checked against the lines seen: each credit row is matched to a line of the
   * account with the same amount within STATEMENT_MATCH_MINUTES (each line once); a row no
   * device forwarded becomes a waiting line (`statement-only`, never credited automatically).
   * A row is keyed by its content and its occurrence, so the same file twice adds nothing.
   */
  async statement(
    accountNo: string,
    bank: BankStatementBank,
    csv: string,
  ): Promise<BankStatementResult> {
    const digits = digitsOf(accountNo);
    const accounts = await this.deps.settings.get('deposit.accounts');
    if (!digits || !accounts.some((a) => digitsOf(a.bankAccountNo) === digits))
      throw new AppError('BANK_ACCOUNT_UNKNOWN', 400);
    const parsed = parseStatement(csv, bank);
    const credits = parsed.rows.filter((r) => r.credit);
    const result: BankStatementResult = {
      accountNo: digits,
      bank,
      rows: parsed.rows.length,
      credits: credits.length,
      matched: 0,
      added: 0,
      alreadyAdded: 0,
      skipped: parsed.skipped,
      lines: [],
    };
    const occurrences = new Map<string, number>();
    const windowMs = STATEMENT_MATCH_MINUTES * 60_000;
    const open: { row: (typeof credits)[number]; key: string; seen: ChainCandidate[] }[] = [];
    for (const row of credits) {
      const n = occurrences.get(row.raw) ?? 0;
      occurrences.set(row.raw, n + 1);
      const key = `${digits}:${bank}:${sha256(row.raw)}:${n}`;
      const [earlier] = await this.db
        .select({ id: bankLines.id })
        .from(bankLines)
        .where(eq(bankLines.statementKey, key));
      if (earlier) {
        result.alreadyAdded++;
        continue;
      }
      const seen = await this.db
        .select({
          id: bankLines.id,
          at: sql<string>`${lineTime}::text`,
          balance: bankLines.balance,
        })
        .from(bankLines)
        .where(
          and(
            eq(bankLines.accountNo, digits),
            eq(bankLines.amount, row.amount),
            notInArray(bankLines.state, [...NOT_INCOMING]),
            isNull(bankLines.statementKey),
            gte(
              lineTime,
              sql`${new Date(row.statedAt.getTime() - windowMs).toISOString()}::timestamptz`,
            ),
            lt(
              lineTime,
              sql`${new Date(row.statedAt.getTime() + windowMs + 1).toISOString()}::timestamptz`,
            ),
          ),
        );
      const distance = (l: ChainCandidate) =>
        Math.abs(new Date(l.at).getTime() - row.statedAt.getTime());
      open.push({ row, key, seen: seen.sort((x, y) => distance(x) - distance(y)) });
    }
    // each line matches one row: first where the balance agrees too, then the nearest in time
    const used = new Set<number>();
    const matched = new Set<string>();
    for (const pass of ['balance', 'time'] as const)
      for (const o of open) {
        if (matched.has(o.key)) continue;
        const line = o.seen.find(
          (l) =>
            !used.has(l.id) &&
            (pass === 'time' || (l.balance !== null && l.balance === o.row.balance)),
        );
        if (!line) continue;
        used.add(line.id);
        matched.add(o.key);
        result.matched++;
      }
    for (const { row, key } of open) {
      if (matched.has(key)) continue;
      const [added] = await this.db
        .insert(bankLines)
        .values({
          deviceId: null,
          accountNo: digits,
          dedupeKey: `statement:${key}`,
          statementKey: key,
          sender: `statement ${bank}`,
          text: row.raw,
          receivedAt: row.statedAt,
          statedAt: row.statedAt,
          state: 'waiting',
          reason: 'statement-only',
          amount: row.amount,
          currency: 'BAHT',
          balance: row.balance,
          payer: row.description ? { shown: row.description } : null,
          createdAt: this.deps.now(),
        })
        .onConflictDoNothing()
        .returning({ id: bankLines.id });
      if (added) {
        result.added++;
        result.lines.push(String(added.id));
      } else result.alreadyAdded++;
    }
    const first = credits.reduce<Date | null>(
      (min, r) => (min === null || r.statedAt < min ? r.statedAt : min),
      null,
    );
    if (first) await this.rechain(digits, first, 5_000);
    return result;
  }
}
