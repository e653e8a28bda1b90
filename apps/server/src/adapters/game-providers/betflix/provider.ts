import { eq } from 'drizzle-orm';
import type { Db } from '../../../kernel/db/client';
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
import type { BetflixOptions } from './config';
import {
  BetflixClient,
  BetflixError,
  bangkokDay,
  bangkokMonth,
  field,
  formatAmount,
  fromBangkokTime,
  parseMoney,
} from './client';
import { betflixTransfers } from './tables';

/** brief "Usernames": one client caps the full name at 20 characters [client 1]. */
export const BETFLIX_MAX_USERNAME = 20;
/** brief: keep our refs to letters, digits, `_` and `-`, at most 32 characters. */
const REF = /^[A-Za-z0-9_-]{1,32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our ref as Betflix gets it. The wallet's refs are UUIDs (36 characters, over the brief's 32):
 * one is sent as its 32 hex digits, which name it as well (the same every time, so a retry or a
 * lookup sends the same ref). Any other ref must fit as it is; null when it cannot.
 */
export function wireRef(ref: string): string | null {
  if (UUID.test(ref)) return ref.replaceAll('-', '').toLowerCase();
  return REF.test(ref) ? ref : null;
}
/** brief: getBetlog `limit` is at most 1000. */
const BETLOG_LIMIT = 1000;
/**
 * The bet-log hint is kept for windows starting this far before the window it was made for, so
 * a window that steps back a little (a retried run) still starts from it.
 */
const HINT_MARGIN_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
/** How many bet rows' money is kept for the cancel rows that may follow them. */
const RECENT_BETS = 20_000;

type Direction = ProviderTransfer['direction'];

interface BetlogRow {
  lastedID: number;
  username: string;
  ref: string;
  provider: string;
  type: string;
  turnover: unknown;
  total: unknown;
  caltime: Date;
}

/** "Every row of that month with lastedID below `id` settled before `before` (epoch ms)." */
interface BetlogHint {
  id: number;
  before: number;
}

export interface BetflixProviderOptions extends BetflixOptions {
  now?: () => Date;
}

/**
 * The Betflix v4 agent API (our `betflix` provider, spec §7), built from the protocol brief
 * (docs: /work/shared/integrations/betflix.md): Betflix publishes no docs, so every call below
 * says which of the brief's facts it leans on. An aggregator: each of our slots it serves has
 * its own player, named upline + suffix.
 */
export class BetflixProvider implements GameProvider {
  readonly name = 'betflix';
  private readonly client: BetflixClient;
  private readonly now: () => Date;
  private readonly entrance: string | undefined;
  /** Per Bangkok month (`YYYY-M`), where the bet log can be read from (see settledRounds). */
  private readonly hints = new Map<string, BetlogHint>();
  /** The money of bet rows read lately (by player and ref), for the cancel rows that follow. */
  private readonly recentBets = new Map<string, { stake: number; payout: number }>();

  constructor(
    private readonly db: Db,
    private readonly options: BetflixProviderOptions,
  ) {
    this.client = new BetflixClient(options);
    this.now = options.now ?? (() => new Date());
    this.entrance = options.entrance?.replace(/\/+$/, '');
  }

  /**
   * brief "Usernames": the full name is upline + suffix, letters and digits, ≤ 20 characters.
   * The suffix is the serial in base 36 (unique across our game accounts, so one player per slot).
   */
  accountName(account: { memberId: number; serial: number }): string {
    const name = `${this.options.upline}${account.serial.toString(36)}`;
    if (
      !Number.isSafeInteger(account.serial) ||
      account.serial < 0 ||
      name.length > BETFLIX_MAX_USERNAME
    ) {
      throw new Error(
        `betflix player name for serial ${account.serial} would be "${name}" (max ${BETFLIX_MAX_USERNAME})`,
      );
    }
    return name;
  }

  /**
   * brief: `register` takes the suffix only and answers the full name; sending the full name
   * would prefix it twice [inferred]. 409 (name taken) → exists.
   */
  async createAccount(_game: string, account: NewGameAccount): Promise<void> {
    // brief "Time zones, currency": Betflix accounts are in THB (our code: BAHT); a kip
    // account's minor units would be read as satang, so one is never made here
    if (account.currency !== 'BAHT' && account.currency !== 'THB') {
      throw new ProviderError('rejected', `betflix plays THB only, not ${account.currency}`);
    }
    const suffix = this.suffixOf(account.username);
    const data = await this.client.post('user/register', {
      username: suffix,
      password: account.password,
    });
    const answered = field(data, 'username');
    if (answered !== account.username) {
      throw new ProviderError(
        'rejected',
        `betflix registered "${String(answered)}" for ${account.username} (suffix ${suffix})`,
      );
    }
  }

  /** brief: `user/changePassword` with `new_password` [client 2]. */
  async resetPassword(_game: string, username: string, password: string): Promise<void> {
    await this.client.post('user/changePassword', { username, new_password: password });
  }

  /** brief: `user/balance` → `{balance}`, possibly "1,234.50" [client 6]. */
  async balance(_game: string, username: string): Promise<number> {
    const data = await this.client.post('user/balance', { username });
    return parseMoney(field(data, 'balance'), 'balance');
  }

  deposit(_game: string, order: TransferOrder): Promise<ProviderTransfer> {
    return this.transfer(order, 'deposit');
  }

  withdraw(_game: string, order: TransferOrder): Promise<ProviderTransfer> {
    return this.transfer(order, 'withdraw');
  }

  /**
   * brief: no documented lookup by ref; the member's `creditHistory` over Bangkok days is the
   * read-only way [inferred]. Our note of the transfer (made before it was sent) names the player.
   */
  async findTransfer(_game: string, ref: string): Promise<ProviderTransfer | null> {
    const [noted] = wireRef(ref)
      ? await this.db.select().from(betflixTransfers).where(eq(betflixTransfers.ref, ref))
      : [];
    if (!noted) {
      // never noted, so never sent: nothing at Betflix can carry it. Betflix is still asked
      // whether it answers at all, so that a lookup while it is down fails as in doubt
      // (like every other lookup) instead of answering from our side alone.
      await this.client.get('status');
      return null;
    }
    return this.lookup(noted);
  }

  /**
   * brief: lobby = `play/login` → `login_token`, linked as `{entrance}/login/apilogin/{token}`;
   * a product (`<provider>` or `<provider>/<gamecode>`) = `play/login` with provider, gamecode
   * and language → `launch_url` [client 3 each]. Language: `thai` for Thai and for Lao (Betflix
   * knows no Lao that any client shows; Lao readers read Thai), `en` otherwise.
   */
  async launchLink(_game: string, player: LaunchPlayer): Promise<string> {
    const language = player.lang === 'th' || player.lang === 'lo' ? 'thai' : 'en';
    if (player.product) {
      const m = /^([A-Za-z0-9_.-]+)(?:\/([A-Za-z0-9_.-]+))?$/.exec(player.product);
      if (!m) {
        throw new ProviderError(
          'rejected',
          `betflix product "${player.product}" is not <provider>[/<gamecode>]`,
        );
      }
      const data = await this.client.post('play/login', {
        username: player.username,
        provider: m[1]!,
        ...(m[2] ? { gamecode: m[2] } : {}),
        language,
      });
      return checkedUrl(field(data, 'launch_url'), 'launch_url');
    }
    if (!this.entrance) {
      throw new ProviderError(
        'rejected',
        'betflix lobby links need the agent game site: set BETFLIX_ENTRANCE (or give the slot a product)',
      );
    }
    const data = await this.client.post('play/login', { username: player.username });
    const token = field(data, 'login_token');
    if (typeof token !== 'string' || !token) {
      throw new ProviderError('unknown', `betflix play/login gave no login_token`);
    }
    return `${this.entrance}/login/apilogin/${encodeURIComponent(token)}`;
  }

  /** brief: `GET agent/balance?upline` → `{total_credit}`, possibly with commas [client 3]. */
  async agentCredit(): Promise<number | null> {
    const data = await this.client.get('agent/balance', { upline: this.options.upline });
    return parseMoney(field(data, 'total_credit'), 'total_credit');
  }

  /**
   * Not available: the brief lists no lock or suspend call (nor does any client it was rebuilt
   * from; `user/edit`, `gameSetting` and the limit calls change no access). A definite no-op
   * here: our own guards refuse a locked member's launches and transfers in, and money out
   * still works as the interface wants.
   */
  setLocked(_game: string, _username: string, _locked: boolean): Promise<void> {
    return Promise.resolve();
  }

  /**
   * brief "Bet history": `getBetlog` pages by `lastedID ≥ n` within one calendar `month` (of the
   * rows' Bangkok time); the page token is `month:lastedID`, and a window crossing a month
   * boundary reads both months. `bet` rows are settled rounds, `cancel` rows void the same ref
   * [fake]; money is plain baht numbers [inferred].
   *
   * Cost: the API filters by id, not time, so a read from id 0 is the whole month (at 1,000 rows a
   * call) on every run. A hint per month (in memory) remembers the first id that settled at or
   * after the last window's start − 10 min, so a run reads only rows from there on; after a
   * restart, or for a window starting before the hint's, it reads the month from 0 once again.
   */
  async settledRounds(window: RoundsWindow): Promise<RoundsPage> {
    const months = monthsOf(window.from, window.to);
    if (months.length === 0) return { rounds: [], nextPageToken: null };
    if (months.length > 12) {
      // brief: `month` means its most recent occurrence, so a window over a year is ambiguous
      throw new ProviderError('rejected', 'betflix bet log windows must span under a year');
    }
    let index = 0;
    let start = this.startOf(months[0]!, window.from);
    if (window.pageToken) {
      const m = /^(\d{1,2}):(\d{1,15})$/.exec(window.pageToken);
      index = m ? months.findIndex((x) => x.month === Number(m[1])) : -1;
      if (!m || index < 0)
        throw new ProviderError('rejected', `bad page token ${window.pageToken}`);
      start = Number(m[2]);
    }
    const month = months[index]!;
    const limit = Math.max(1, Math.min(window.pageSize, BETLOG_LIMIT));
    const data = await this.client.get('report/getBetlog', {
      lastedID: start,
      month: month.month,
      limit,
      upline: this.options.upline,
    });
    if (!Array.isArray(data)) throw new ProviderError('unknown', 'betflix getBetlog: not a list');
    const list = data.map(betlogRow).sort((a, b) => a.lastedID - b.lastedID);
    this.noteHint(month, start, list, window.from);

    const from = window.from.getTime();
    const to = window.to.getTime();
    const rounds: SettledRound[] = [];
    for (const row of list) {
      if (row.type !== 'bet' && row.type !== 'cancel') continue;
      const key = `${row.username}|${row.ref}`;
      let money = {
        stake: parseMoney(row.turnover, 'turnover'),
        payout: parseMoney(row.total, 'total'),
      };
      if (row.type === 'bet') {
        this.recentBets.set(key, money);
        if (this.recentBets.size > RECENT_BETS)
          this.recentBets.delete(this.recentBets.keys().next().value!);
      } else {
        // a cancel row carries winloss 0 (brief [fake]): the round keeps the money its bet row
        // had when that was read lately; else the cancel's own (a void counts for nothing anyway)
        money = this.recentBets.get(key) ?? money;
      }
      const at = row.caltime.getTime();
      if (at < from || at >= to) continue;
      rounds.push({
        roundId: row.ref,
        player: row.username,
        game: row.provider,
        // an aggregator: the player alone names our slot
        slot: null,
        ...money,
        settledAt: row.caltime,
        void: row.type === 'cancel',
      });
    }
    const last = list.at(-1);
    let nextPageToken: string | null = null;
    if (last && list.length >= limit) {
      nextPageToken = `${month.month}:${last.lastedID + 1}`;
    } else if (index + 1 < months.length) {
      const next = months[index + 1]!;
      nextPageToken = `${next.month}:${this.startOf(next, window.from)}`;
    }
    return { rounds, nextPageToken };
  }

  // ── helpers ──

  private suffixOf(username: string): string {
    const { upline } = this.options;
    const suffix = username.startsWith(upline) ? username.slice(upline.length) : '';
    if (!/^[A-Za-z0-9]+$/.test(suffix) || username.length > BETFLIX_MAX_USERNAME) {
      throw new ProviderError(
        'rejected',
        `betflix player ${username} is not ${upline} + letters/digits, ≤ ${BETFLIX_MAX_USERNAME}`,
      );
    }
    return suffix;
  }

  /**
   * brief "Transfers": `user/transfer` with our `ref` and a signed decimal `amount` (negative
   * withdraws). A used ref is refused with 409 and nothing moves [inferred], so a retry after a
   * lost answer gets 409: the credit history then says whether (and what) was applied.
   */
  private async transfer(order: TransferOrder, direction: Direction): Promise<ProviderTransfer> {
    const ref = wireRef(order.ref);
    if (!ref) {
      throw new ProviderError(
        'rejected',
        `transfer ref "${order.ref}" is not [A-Za-z0-9_-]{1,32} nor a UUID (brief: refs ≤ 32)`,
      );
    }
    if (!Number.isSafeInteger(order.amount) || order.amount <= 0) {
      throw new ProviderError('rejected', `invalid amount ${order.amount}`);
    }
    const noted = await this.note(order, direction);
    const done: ProviderTransfer = { ref: order.ref, direction, amount: order.amount };
    try {
      await this.client.post('user/transfer', {
        username: order.username,
        amount: formatAmount(direction === 'deposit' ? order.amount : -order.amount),
        ref,
      });
      return done;
    } catch (error) {
      if (!(error instanceof BetflixError)) throw error;
      if (error.status !== null && error.status < 300) {
        // a 200 that is no success is outside the brief (errors come with non-2xx): it could
        // be a used ref said so, so it is in doubt, and recovery looks the ref up
        throw new ProviderError('unknown', error.message);
      }
      if (error.status === 409) {
        const found = await this.lookup(noted);
        if (found && found.direction === direction && found.amount === order.amount) return done;
        if (found) {
          throw new ProviderError(
            'rejected',
            `ref ${order.ref} was applied as ${found.direction} ${found.amount}`,
          );
        }
        throw new ProviderError(
          'unknown',
          `betflix says ref ${order.ref} is used, but the member's credit history does not show it`,
        );
      }
      if (error.kind === 'insufficient') {
        // brief: 422 = the member's balance (a withdrawal) or the agent's credit (a deposit)
        const what =
          direction === 'deposit' || /credit|agent/i.test(error.message)
            ? 'agent credit too low'
            : 'member balance too low';
        throw new ProviderError('insufficient', `betflix ${what}: ${error.message}`);
      }
      throw error;
    }
  }

  /** Notes the transfer before it is sent; the same ref for another transfer is refused. */
  private async note(order: TransferOrder, direction: Direction) {
    await this.db
      .insert(betflixTransfers)
      .values({ ref: order.ref, username: order.username, direction, amount: order.amount })
      .onConflictDoNothing();
    const [noted] = await this.db
      .select()
      .from(betflixTransfers)
      .where(eq(betflixTransfers.ref, order.ref));
    if (
      !noted ||
      noted.username !== order.username ||
      noted.direction !== direction ||
      noted.amount !== order.amount
    ) {
      throw new ProviderError('rejected', `transfer ${order.ref} was used for another transfer`);
    }
    return noted;
  }

  /**
   * The member's credit history from the day before the transfer (or yesterday, whichever is
   * earlier) through today, Bangkok days (brief: every client computes them in Asia/Bangkok):
   * recovery comes within minutes, or after a restart, so the last 2 days at least. The end is
   * read 15 min ahead, so a Betflix clock a little ahead of ours past midnight is still covered.
   */
  private async lookup(
    noted: typeof betflixTransfers.$inferSelect,
  ): Promise<ProviderTransfer | null> {
    const now = this.now().getTime();
    const since = Math.min(noted.createdAt.getTime(), now) - DAY_MS;
    const data = await this.client.get('user/creditHistory', {
      username: noted.username,
      start: bangkokDay(new Date(since)),
      end: bangkokDay(new Date(now + 15 * 60_000)),
    });
    if (!Array.isArray(data))
      throw new ProviderError('unknown', 'betflix creditHistory: not a list');
    // brief [inferred]: rows `{ref, username, amount (signed), …}`
    const ref = wireRef(noted.ref);
    const row: unknown = data.find((r) => field(r, 'ref') === ref);
    if (!row) return null;
    const amount = parseMoney(field(row, 'amount'), 'creditHistory amount');
    return {
      ref: noted.ref,
      direction: amount < 0 ? 'withdraw' : 'deposit',
      amount: Math.abs(amount),
    };
  }

  private startOf(month: { year: number; month: number }, from: Date): number {
    const hint = this.hints.get(`${month.year}-${month.month}`);
    return hint && hint.before <= from.getTime() ? hint.id : 0;
  }

  /**
   * Moves the month's hint on from a page read from `start`: valid when nothing below `start`
   * can be in the window (start 0, or at or below a hint for an earlier window start).
   */
  private noteHint(
    month: { year: number; month: number },
    start: number,
    list: BetlogRow[],
    from: Date,
  ) {
    const key = `${month.year}-${month.month}`;
    const before = from.getTime() - HINT_MARGIN_MS;
    const hint = this.hints.get(key);
    if (start !== 0 && !(hint && start <= hint.id && hint.before <= before)) return;
    const first = list.find((r) => r.caltime.getTime() >= before);
    const id = first ? first.lastedID : (list.at(-1)?.lastedID ?? start - 1) + 1;
    this.hints.set(key, { id: Math.max(id, start), before });
    // only recent months are ever read again
    for (const old of [...this.hints.keys()].slice(0, -3)) this.hints.delete(old);
  }
}

/** The Bangkok months [from, to) touches, oldest first. */
function monthsOf(from: Date, to: Date): { year: number; month: number }[] {
  if (to.getTime() <= from.getTime()) return [];
  const first = bangkokMonth(from);
  const last = bangkokMonth(new Date(to.getTime() - 1));
  const out = [];
  for (
    let { year, month } = first;
    year < last.year || (year === last.year && month <= last.month);
  ) {
    out.push({ year, month });
    if (out.length > 12) break;
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return out;
}

function betlogRow(value: unknown): BetlogRow {
  const id = Number(field(value, 'lastedID'));
  const ref = field(value, 'ref');
  const username = field(value, 'username');
  if (!Number.isSafeInteger(id) || typeof ref !== 'string' || typeof username !== 'string') {
    throw new ProviderError(
      'unknown',
      `betflix getBetlog row unreadable: ${JSON.stringify(value)}`,
    );
  }
  return {
    lastedID: id,
    ref,
    username,
    provider: String(field(value, 'provider') ?? ''),
    type: String(field(value, 'type') ?? ''),
    turnover: field(value, 'turnover'),
    total: field(value, 'total'),
    caltime: fromBangkokTime(field(value, 'caltime')),
  };
}

function checkedUrl(value: unknown, what: string): string {
  if (typeof value === 'string' && /^https?:\/\//.test(value)) return value;
  throw new ProviderError('unknown', `betflix play/login gave no ${what}`);
}
