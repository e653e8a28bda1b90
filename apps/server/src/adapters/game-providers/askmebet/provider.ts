import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../kernel/db/client';
import { rows } from '../../../kernel/db/rows';
import {
  ProviderError,
  type GameProvider,
  type LaunchPlayer,
  type NewGameAccount,
  type ProviderTransfer,
  type RoundsPage,
  type RoundsWindow,
  type SettledRound,
  type TransferOrder,
} from '../interface';
import { AMB, AskmebetClient, AskmebetError, fromAmb, toAmb, type AmbOp } from './client';
import type { AskmebetOptions } from './config';
import { askmebetTransfers } from './tables';

export interface AskmebetProviderOptions {
  now?: () => Date;
  /**
   * brief: 100017 refuses the same member, direction and amount within 60 s, so a listed transfer
   * that matches ours within this long after it was sent is ours, and only ours.
   */
  matchWindowMs?: number;
  /** How far AMB's clock may run behind ours when a listing is matched. */
  clockSkewMs?: number;
  /** The bet feed reads deposits this far back from the window (brief: rounds kept 1 month). */
  lookbackDays?: number;
  fetch?: typeof fetch;
}

type Direction = ProviderTransfer['direction'];
type TransferRecord = typeof askmebetTransfers.$inferSelect;

const BANGKOK_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** brief: rounds appear 150–300 s after play; a deposit this much after `to` may still hold them. */
const LATE_ROUNDS_MS = 15 * 60_000;

/** brief: `DD-MM-YYYY` parameters are Bangkok calendar days (UTC+7, no daylight saving). */
export function bangkokDay(at: Date): string {
  const local = new Date(at.getTime() + BANGKOK_MS);
  const dd = String(local.getUTCDate()).padStart(2, '0');
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${local.getUTCFullYear()}`;
}

/** Where the bet feed stopped: our deposit record's id, and AMB's cursor inside its statement. */
interface FeedCursor {
  id: number;
  nk: string | null;
}

const encodeCursor = (c: FeedCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decodeCursor(token: string | null): FeedCursor {
  if (!token) return { id: 0, nk: null };
  try {
    const c = JSON.parse(Buffer.from(token, 'base64url').toString()) as FeedCursor;
    if (Number.isSafeInteger(c.id) && (c.nk === null || typeof c.nk === 'string')) return c;
  } catch {
    // fall through
  }
  throw new Error('askmebet: not a page token of this adapter');
}

/** A row of `depositWithdrawTransactionHistoryByUsername` (brief: Endpoints). */
interface ListedTransfer {
  _id?: unknown;
  transaction?: unknown;
  action?: unknown;
  amount?: unknown;
  date?: unknown;
}

/** A statement row of `getHistoryBetByDepositID` (brief: Bet history). */
interface StatementRow {
  d?: unknown;
  l?: unknown;
}

/**
 * The askmebet game provider: AMB's "ext" agent API (askmebet sportbook), an aggregator with one
 * agent for every askmebet slot; our players are `agent` + a serial suffix, one per slot.
 * Protocol: /work/shared/integrations/askmebet.md ("brief" below).
 */
export class AskmebetProvider implements GameProvider {
  readonly name = 'askmebet';
  /**
   * brief: slot, fishing, keno and poker rounds appear 150–300 s after play. `d` is documented
   * as the posting time, but should it be the play time, a 2-minute overlap would miss them.
   */
  readonly roundsLateByMs = 6 * 60_000;
  private readonly client: AskmebetClient;
  private readonly now: () => Date;
  private readonly matchWindowMs: number;
  private readonly clockSkewMs: number;
  private readonly lookbackMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: AskmebetOptions,
    extra: AskmebetProviderOptions = {},
  ) {
    this.client = new AskmebetClient(options, extra.fetch);
    this.now = extra.now ?? (() => new Date());
    this.matchWindowMs = extra.matchWindowMs ?? 60_000;
    this.clockSkewMs = extra.clockSkewMs ?? 5_000;
    this.lookbackMs = (extra.lookbackDays ?? 30) * DAY_MS;
  }

  /**
   * brief: 8–24 characters, built as agentUsername + suffix, lowercase letters and digits. The
   * serial in base 36, zero-padded to reach 8 characters.
   */
  accountName(account: { memberId: number; serial: number }): string {
    const agent = this.options.agent.toLowerCase();
    const suffix = account.serial.toString(36).padStart(Math.max(1, 8 - agent.length), '0');
    const name = agent + suffix;
    if (name.length > 24) {
      throw new Error(`askmebet: no player name fits 24 characters for serial ${account.serial}`);
    }
    return name;
  }

  async createAccount(_game: string, account: NewGameAccount): Promise<void> {
    // brief: `name` (a display name) has no error code of its own: sent as the username
    // currency is set per agent at AMB (brief: Usernames, currency): nothing to send
    await this.client.call('createUser', {
      username: account.username,
      password: account.password,
      name: account.username,
    });
  }

  async resetPassword(_game: string, username: string, password: string): Promise<void> {
    await this.client.call('changePassword', { username, password });
  }

  async balance(_game: string, username: string): Promise<number> {
    const answer = await this.client.call('getProfileAndCredit', { username });
    return fromAmb(dataOf(answer.data).balance);
  }

  async agentCredit(): Promise<number | null> {
    const answer = await this.client.call('getAgentCredit');
    return fromAmb(dataOf(answer.data).balance);
  }

  /**
   * brief: editUnderActive LOCK / ACTIVE. What LOCK blocks at AMB is undocumented [inferred: it
   * refuses logins and play]; AMB says nothing of money out, so a locked player can still be
   * emptied as far as we know. Confirm with AMB.
   */
  async setLocked(_game: string, username: string, locked: boolean): Promise<void> {
    await this.client.call('editUnderActive', { username, status: locked ? 'LOCK' : 'ACTIVE' });
  }

  /**
   * brief: redirectLogin answers the link as top-level `url` [client 2]; `data.url` / `data.uri`
   * (startGame's shape) are read too in case an AMB build answers that way. It takes no language
   * or product: the link opens AMB's own lobby.
   */
  async launchLink(_game: string, player: LaunchPlayer): Promise<string> {
    const answer = await this.client.call('redirectLogin', { username: player.username });
    const data =
      answer.data !== null && typeof answer.data === 'object'
        ? (answer.data as Record<string, unknown>)
        : {};
    const link = [answer.url, data.url, data.uri].find(
      (u): u is string => typeof u === 'string' && /^https?:\/\//.test(u),
    );
    if (!link) throw new ProviderError('rejected', 'askmebet redirectLogin: no url in the answer');
    return link;
  }

  deposit(game: string, order: TransferOrder): Promise<ProviderTransfer> {
    return this.transfer(game, order, 'deposit');
  }

  withdraw(game: string, order: TransferOrder): Promise<ProviderTransfer> {
    return this.transfer(game, order, 'withdraw');
  }

  /**
   * brief "Idempotency": our record when AMB's refId is known; else the member's transfer
   * listing, matched by direction, amount and time. Null: AMB never applied it (or it was
   * refused, or never sent).
   */
  async findTransfer(_game: string, ref: string): Promise<ProviderTransfer | null> {
    const [record] = await this.db
      .select()
      .from(askmebetTransfers)
      .where(eq(askmebetTransfers.ref, ref));
    if (!record) {
      // never written down, so never sent: AMB cannot hold it. AMB is still asked whether it
      // answers at all (getAgentCredit: auth only, read-only), so a lookup while it is down fails
      // in doubt like every other lookup (the conformance suite's rule) instead of answering
      // from our side alone
      await this.client.call('getAgentCredit');
      return null;
    }
    if (record.status === 'refused') return null;
    if (record.refId) return answerOf(record);
    return (await this.matchListing(record)) ? answerOf(record) : null;
  }

  /**
   * One transfer, sent at most once: AMB takes no id from us, so sending again would move the
   * money again (brief "Idempotency"). A second call with the same ref (the wallet retries an
   * answer in doubt) only looks the first one up.
   */
  private async transfer(
    game: string,
    order: TransferOrder,
    direction: Direction,
  ): Promise<ProviderTransfer> {
    if (!Number.isSafeInteger(order.amount) || order.amount <= 0) {
      throw new ProviderError('rejected', `askmebet ${direction}: amount ${order.amount}`);
    }
    const [record] = await this.db
      .insert(askmebetTransfers)
      .values({
        ref: order.ref,
        game,
        username: order.username,
        direction,
        amount: order.amount,
        sentAt: this.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!record) return this.again(order.ref, direction);
    const op: AmbOp = direction === 'deposit' ? 'deposit' : 'withdrawal';
    const fields: Record<string, unknown> = {
      username: order.username,
      balance: toAmb(order.amount),
    };
    // brief: isDp true = a real top-up that counts for win/loss and turnover; it also starts a
    // statement of its own, which is how the bet feed reads rounds
    if (direction === 'deposit') fields.isDp = true;
    try {
      const answer = await this.client.call(op, fields);
      const refId = dataOf(answer.data).refId;
      if (typeof refId !== 'string' || refId === '') {
        // applied (code 0) but we cannot tell which AMB transfer it is: the listing will
        await this.note(record.id, 'answer without refId');
        return answerOf(record);
      }
      await this.db
        .update(askmebetTransfers)
        .set({ refId, status: 'applied', lastError: null })
        .where(eq(askmebetTransfers.id, record.id));
      return answerOf(record);
    } catch (error) {
      throw await this.failed(record, error);
    }
  }

  /** What a failed transfer call means; a definite refusal is recorded as such. */
  private async failed(record: TransferRecord, error: unknown): Promise<unknown> {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof AskmebetError && error.code === AMB.throttled) {
      // brief: 100017 moves nothing by itself, but we never send the same transfer twice, so it
      // says a same-amount transfer went through within the last minute: maybe one of ours that
      // answered nothing. In doubt: recovery settles it from the listing.
      await this.note(record.id, message);
      return new ProviderError('unknown', `${message} (in doubt: resolved from the listing)`);
    }
    if (error instanceof ProviderError && error.kind !== 'unknown') {
      await this.db
        .update(askmebetTransfers)
        .set({ status: 'refused', lastError: message })
        .where(eq(askmebetTransfers.id, record.id));
      if (error.kind === 'insufficient' && record.direction === 'deposit') {
        // brief: 100016 on deposit is the AGENT's credit, not the member's
        return new ProviderError('insufficient', `agent credit too low: ${message}`);
      }
      return error;
    }
    await this.note(record.id, message);
    return error instanceof ProviderError
      ? error
      : new ProviderError('unknown', `askmebet: ${message}`);
  }

  /** The same ref again: never re-sent, only looked up. */
  private async again(ref: string, direction: Direction): Promise<ProviderTransfer> {
    const [record] = await this.db
      .select()
      .from(askmebetTransfers)
      .where(eq(askmebetTransfers.ref, ref));
    if (!record || record.direction !== direction) {
      throw new ProviderError('rejected', `askmebet: ref ${ref} was sent as another transfer`);
    }
    if (record.status === 'refused') {
      throw new ProviderError(
        'rejected',
        `askmebet ${direction}: refused before (${record.lastError ?? ''})`,
      );
    }
    if (record.refId || (await this.matchListing(record))) return answerOf(record);
    throw new ProviderError('unknown', `askmebet ${direction} ${ref}: sent once, not listed (yet)`);
  }

  /**
   * brief "Idempotency": the member's listing for the Bangkok day(s) around the attempt; ours is
   * the earliest transfer of the same direction and amount from `sentAt` (less clock skew) to
   * the end of the throttle window whose `_id` (= refId [inferred]) no other record holds. The
   * throttle makes it unambiguous: no two such transfers fit in one window. Found: stored.
   * `before/afterCredit` are not used: we keep no member balance at AMB to compare them with.
   */
  private async matchListing(record: TransferRecord): Promise<boolean> {
    const from = record.sentAt.getTime() - this.clockSkewMs;
    const until = record.sentAt.getTime() + this.matchWindowMs;
    let answer;
    try {
      answer = await this.client.call('depositWithdrawTransactionHistoryByUsername', {
        username: record.username,
        startDate: bangkokDay(new Date(from)),
        endDate: bangkokDay(new Date(until)),
      });
    } catch (error) {
      // a member AMB does not know cannot hold a transfer of ours
      if (error instanceof ProviderError && error.kind === 'not_found') return false;
      throw error;
    }
    const action = record.direction === 'deposit' ? 'DEPOSIT' : 'WITHDRAW';
    const candidates = (Array.isArray(answer.data) ? (answer.data as ListedTransfer[]) : [])
      .filter((t) => typeof t._id === 'string' && t.action === action)
      .filter((t) => t.transaction === undefined || t.transaction === 'success')
      .filter((t) => safeAmount(t.amount) === record.amount)
      .map((t) => ({
        refId: t._id as string,
        at: typeof t.date === 'string' ? Date.parse(t.date) : NaN,
      }))
      .filter((t) => t.at >= from && t.at <= until)
      .sort((a, b) => a.at - b.at);
    if (candidates.length === 0) return false;
    const taken = await this.db
      .select({ refId: askmebetTransfers.refId })
      .from(askmebetTransfers)
      .where(
        and(
          inArray(
            askmebetTransfers.refId,
            candidates.map((c) => c.refId),
          ),
          ne(askmebetTransfers.id, record.id),
        ),
      );
    const held = new Set(taken.map((t) => t.refId));
    // our other same-member, same-direction, same-amount transfers still in doubt: a listed one
    // belongs to the last of them sent before it was posted (else, AMB's clock behind ours, the
    // first sent within the skew), so two of ours close together cannot swap transfers. This
    // record is one of them whatever it holds now: a lookup running beside this one (a retry
    // after a timeout, recovery on another server copy) may have stored the same match meanwhile,
    // and reading it as found elsewhere would answer "never applied" for money AMB holds
    const siblings = await this.db
      .select({ id: askmebetTransfers.id, sentAt: askmebetTransfers.sentAt })
      .from(askmebetTransfers)
      .where(
        or(
          eq(askmebetTransfers.id, record.id),
          and(
            eq(askmebetTransfers.username, record.username),
            eq(askmebetTransfers.direction, record.direction),
            eq(askmebetTransfers.amount, record.amount),
            eq(askmebetTransfers.status, 'sent'),
            isNull(askmebetTransfers.refId),
          ),
        ),
      );
    const ownerOf = (at: number) => {
      const sent = siblings.map((r) => ({ id: r.id, at: r.sentAt.getTime() }));
      const before = sent.filter((r) => r.at <= at).sort((a, b) => b.at - a.at)[0];
      if (before) return before.id;
      return sent.filter((r) => r.at <= at + this.clockSkewMs).sort((a, b) => a.at - b.at)[0]?.id;
    };
    const mine = candidates.find((c) => !held.has(c.refId) && ownerOf(c.at) === record.id);
    if (!mine) return false;
    await this.db
      .update(askmebetTransfers)
      .set({ refId: mine.refId, status: 'applied' })
      .where(eq(askmebetTransfers.id, record.id));
    return true;
  }

  private async note(id: number, message: string): Promise<void> {
    await this.db
      .update(askmebetTransfers)
      .set({ lastError: message })
      .where(eq(askmebetTransfers.id, id));
  }

  /**
   * brief "Bet history": no agent-wide feed, so the members' statements are read deposit by
   * deposit (getHistoryBetByDepositID, paged by `nk`). A statement runs from one counted deposit
   * to the next [inferred], so a deposit of ours is read when its statement can hold rounds of
   * the window: made before `to` (plus the rounds' late posting) and not followed by the member's
   * next deposit before `from`. Deposits older than `lookbackDays` before the window are not read
   * (AMB keeps rounds a month). Cost: one call per 50-row page of each such deposit's statement,
   * every run; a member who plays on one deposit for weeks is read in full each time.
   *
   * The page token is our deposit record's id plus AMB's `nk` inside its statement, so a re-read
   * from a token gives the same rounds. Rounds of a deposit whose refId is still in doubt are read
   * once recovery has found it (a later, overlapping window).
   */
  async settledRounds(window: RoundsWindow): Promise<RoundsPage> {
    const cursor = decodeCursor(window.pageToken);
    const from = window.from.getTime();
    const to = window.to.getTime();
    const deposits = await rows<{ id: string | number; username: string; ref_id: string }>(
      this.db,
      sql`SELECT id, username, ref_id FROM (
            SELECT id, username, ref_id, sent_at,
                   lead(sent_at) OVER (PARTITION BY username ORDER BY sent_at, id) AS next_at
            FROM askmebet_transfers
            WHERE direction = 'deposit' AND ref_id IS NOT NULL
              AND sent_at < ${new Date(to + LATE_ROUNDS_MS).toISOString()}::timestamptz
          ) d
          WHERE sent_at >= ${new Date(from - this.lookbackMs).toISOString()}::timestamptz
            AND (next_at IS NULL OR next_at > ${new Date(from - LATE_ROUNDS_MS).toISOString()}::timestamptz)
            AND id >= ${cursor.id}
          ORDER BY id`,
    );
    const found = new Map<string, SettledRound>();
    const pageSize = Math.max(1, window.pageSize);
    for (const [i, deposit] of deposits.entries()) {
      const id = Number(deposit.id);
      let nk = id === cursor.id ? cursor.nk : null;
      for (;;) {
        const page = await this.statement(deposit.username, deposit.ref_id, nk);
        for (const round of page.rounds) {
          const at = round.settledAt.getTime();
          if (at >= from && at < to) keep(found, round);
        }
        nk = page.nk;
        if (!nk) break;
        if (found.size >= pageSize) return this.page(found, { id, nk });
      }
      const next = deposits[i + 1];
      if (next && found.size >= pageSize)
        return this.page(found, { id: Number(next.id), nk: null });
    }
    return this.page(found, null);
  }

  private page(found: Map<string, SettledRound>, next: FeedCursor | null): RoundsPage {
    const rounds = [...found.values()].sort(
      (a, b) => a.settledAt.getTime() - b.settledAt.getTime(),
    );
    return { rounds, nextPageToken: next ? encodeCursor(next) : null };
  }

  /** One page of a deposit's statement, its round rows as rounds. */
  private async statement(
    username: string,
    refId: string,
    nk: string | null,
  ): Promise<{ rounds: SettledRound[]; nk: string | null }> {
    let answer;
    try {
      answer = await this.client.call('getHistoryBetByDepositID', {
        username,
        refId,
        ...(nk ? { nk } : {}),
      });
    } catch (error) {
      // brief: 100033 ("no data" [inferred]) for a refId AMB does not hold as the member's deposit
      if (
        error instanceof AskmebetError &&
        (error.code === AMB.noData || error.code === AMB.memberNotFound)
      ) {
        return { rounds: [], nk: null };
      }
      throw error;
    }
    const list = Array.isArray(answer.data) ? (answer.data as StatementRow[]) : [];
    const rounds = list.flatMap((row) => {
      const round = roundOf(username, row);
      return round ? [round] : [];
    });
    return { rounds, nk: typeof answer.nk === 'string' && answer.nk !== '' ? answer.nk : null };
  }
}

/**
 * brief [fake] round row: `[category, roundId, game code, null, "SETTLED"|"VOID", local time,
 * stake, balance before, balance after, payout, null, null]`, numbers as strings, `d` UTC. The
 * statement's DEPOSIT and WITHDRAW rows (and anything without a round status) are not rounds.
 */
function roundOf(username: string, row: StatementRow): SettledRound | null {
  const l = row.l;
  if (!Array.isArray(l) || l.length < 10) return null;
  const [category, roundId, game, , status] = l as unknown[];
  if (category === 'DEPOSIT' || category === 'WITHDRAW') return null;
  if (status !== 'SETTLED' && status !== 'VOID') return null;
  if (typeof roundId !== 'string' || roundId === '' || typeof row.d !== 'string') return null;
  const settledAt = new Date(row.d);
  if (Number.isNaN(settledAt.getTime())) return null;
  return {
    roundId,
    player: username,
    game: typeof game === 'string' && game !== '' ? game : String(category),
    // an aggregator: the round is matched by its player, one per slot
    slot: null,
    stake: fromAmb(l[6]),
    payout: fromAmb(l[9]),
    settledAt,
    void: status === 'VOID',
  };
}

/**
 * One round per id in a page (the ingest's single INSERT cannot take the same id twice): a void
 * row (brief: the round again, `"VOID"`) turns the round void, keeping when it was settled.
 */
function keep(found: Map<string, SettledRound>, round: SettledRound): void {
  const seen = found.get(round.roundId);
  if (!seen) found.set(round.roundId, round);
  else if (round.void && !seen.void) found.set(round.roundId, { ...seen, void: true });
  else if (seen.void && !round.void) found.set(round.roundId, { ...round, void: true });
}

function dataOf(data: unknown): Record<string, unknown> {
  if (data === null || typeof data !== 'object') {
    throw new Error('askmebet: answer without data');
  }
  return data as Record<string, unknown>;
}

function safeAmount(value: unknown): number | null {
  try {
    return fromAmb(value);
  } catch {
    return null;
  }
}

function answerOf(record: TransferRecord): ProviderTransfer {
  return { ref: record.ref, direction: record.direction, amount: Number(record.amount) };
}
