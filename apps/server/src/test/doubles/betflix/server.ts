import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { listenDouble } from '../serve';

/*
 * The Betflix v4 protocol double: an in-memory HTTP server built from the protocol brief
 * (/work/shared/integrations/betflix.md). Where the brief is [fake], the choice is this double's
 * (codes 401/400/404/409/422/405/500, refs unique per agent, `cancel` rows, the `month` rule).
 * Money is kept in satang; answers send it as the brief says Betflix does.
 */

export type BetflixFault = 'error' | 'drop' | 'slow';

export interface BetflixDoubleOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  apiCat?: string;
  upline?: string;
  /** Satang (brief default: 1,000,000 THB). */
  agentCredit?: number;
  maxUsername?: number;
  /** How long a `slow` answer waits. */
  slowMs?: number;
  /** Base of lobby and launch links (default: the double itself). */
  entrance?: string;
  now?: () => Date;
  /** Draws the fault rate's faults (a seeded one replays a failing run); default Math.random. */
  random?: () => number;
}

export interface BetRow {
  lastedID: number;
  username: string;
  ref: string;
  provider: string;
  type: 'bet' | 'cancel';
  turnover: number;
  valid_amount: number;
  winloss: number;
  total: number;
  bettime: string;
  caltime: string;
  hash: string;
}

interface Member {
  username: string;
  password: string;
  balance: number;
}

interface Transfer {
  ref: string;
  username: string;
  amount: number;
  before: number;
  after: number;
  at: Date;
}

export interface CallCounts {
  total: number;
  ok: number;
  badAuth: number;
  badFields: number;
  otherErrors: number;
  faults: number;
}

export interface BetflixControl {
  /** A settled round (satang): the balance moves by payout − stake. */
  play(
    username: string,
    round: {
      stake: number;
      payout: number;
      settledAt?: Date;
      betAt?: Date;
      provider?: string;
      roundId?: string;
    },
  ): { roundId: string };
  /** Appends the round's `cancel` row and reverses what it moved. */
  voidRound(username: string, roundId: string): void;
  balanceOf(username: string): number | undefined;
  member(username: string): { username: string; password: string; balance: number } | undefined;
  transfers(): readonly Transfer[];
  betlog(): readonly BetRow[];
  agentCredit(): number;
  setAgentCredit(minor: number): void;
  failNext(mode: BetflixFault, count?: number): void;
  /** A share of all further API calls fail in a random mode; 0 turns it off. */
  faultRate(rate: number, slowMs?: number): void;
  /** Per API endpoint (`user/transfer`, …). */
  calls(endpoint: string): CallCounts;
  /** The fields of every well-formed call to an endpoint, oldest first. */
  inputs(endpoint: string): readonly Record<string, string>[];
  /** Resolves once every request begun so far has finished (a slow answer, a drop). */
  settle(): Promise<void>;
  reset(): void;
}

export interface BetflixDouble {
  /** The API base, up to and including `/v4`. */
  url: string;
  /** The double's own origin (its lobby and launch pages: the entrance). */
  origin: string;
  control: BetflixControl;
  close(): Promise<void>;
}

const BANGKOK_MS = 7 * 3_600_000;
const bangkok = (at: Date) =>
  new Date(at.getTime() + BANGKOK_MS).toISOString().slice(0, 19).replace('T', ' ');
/** "1,234.50": brief: balances and credit may come with thousands separators; the double does. */
const money = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
};
/** Bet-log and credit-history money: plain numbers in baht (brief [inferred]). */
const baht = (minor: number) => minor / 100;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly kind: 'badFields' | 'otherErrors' = status === 400 ? 'badFields' : 'otherErrors',
  ) {
    super(message);
  }
}

type Handler = (input: Record<string, string>) => unknown;

export async function startBetflixDouble(
  options: BetflixDoubleOptions = {},
): Promise<BetflixDouble> {
  const apiKey = options.apiKey ?? 'fake-x-api-key';
  const apiCat = options.apiCat ?? 'fake-x-api-cat';
  const upline = options.upline ?? 'fkag';
  const maxUsername = options.maxUsername ?? 20;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const initialCredit = options.agentCredit ?? 100_000_000;
  let slowMs = options.slowMs ?? 1_000;

  let members = new Map<string, Member>();
  let transfers: Transfer[] = [];
  let usedRefs = new Set<string>();
  let betlog: BetRow[] = [];
  let tokens = new Map<
    string,
    { username: string; provider: string | null; gamecode: string | null }
  >();
  let credit = initialCredit;
  let nextId = 1;
  let nextRound = 1;
  let faultQueue: BetflixFault[] = [];
  let rate = 0;
  let counts = new Map<string, CallCounts>();
  let inputs = new Map<string, Record<string, string>[]>();
  const inFlight = new Set<Promise<void>>();

  const count = (endpoint: string) => {
    let c = counts.get(endpoint);
    if (!c) {
      c = { total: 0, ok: 0, badAuth: 0, badFields: 0, otherErrors: 0, faults: 0 };
      counts.set(endpoint, c);
    }
    return c;
  };
  const memberOf = (username: string | undefined) => {
    if (!username) throw new Refusal(400, 'username is required');
    const m = members.get(username);
    if (!m) throw new Refusal(404, 'Member not found');
    return m;
  };
  const required = (input: Record<string, string>, name: string) => {
    const v = input[name];
    if (v === undefined || v === '') throw new Refusal(400, `${name} is required`);
    return v;
  };
  const day = (input: Record<string, string>, name: string) => {
    const v = required(input, name);
    if (!/^\d{4}-\d\d-\d\d$/.test(v)) throw new Refusal(400, `${name} must be YYYY-MM-DD`);
    return v;
  };
  const password = (v: string) => {
    if (v.length < 6 || v.length > 32) throw new Refusal(400, 'password must be 6-32 characters');
    return v;
  };
  const newToken = () => randomBytes(16).toString('hex');

  let origin = '';
  const entrance = () => (options.entrance ?? origin).replace(/\/+$/, '');

  const post: Record<string, Handler> = {
    'user/register': (input) => {
      const suffix = required(input, 'username');
      if (!/^[A-Za-z0-9]+$/.test(suffix))
        throw new Refusal(400, 'username: letters and digits only');
      const username = `${upline}${suffix}`;
      if (username.length > maxUsername)
        throw new Refusal(400, `username longer than ${maxUsername}`);
      const pw = password(required(input, 'password'));
      if (members.has(username)) throw new Refusal(409, 'Username already exists');
      members.set(username, { username, password: pw, balance: 0 });
      return { username };
    },
    'user/balance': (input) => ({ balance: money(memberOf(input.username).balance) }),
    'user/transfer': (input) => {
      const amountText = required(input, 'amount');
      const ref = required(input, 'ref');
      if (!/^-?\d+(\.\d{1,2})?$/.test(amountText))
        throw new Refusal(400, 'amount is not a decimal');
      const [whole, decimals = ''] = amountText.replace('-', '').split('.');
      const abs = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
      if (abs === 0) throw new Refusal(400, 'amount must not be 0');
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(ref))
        throw new Refusal(400, 'ref: letters, digits, _ and -, ≤ 64');
      const m = memberOf(input.username);
      // [inferred] refs are unique per agent; a used one moves nothing
      if (usedRefs.has(ref)) throw new Refusal(409, 'Duplicate ref');
      const amount = amountText.startsWith('-') ? -abs : abs;
      if (amount < 0 && m.balance < abs) throw new Refusal(422, 'Insufficient balance');
      if (amount > 0 && credit < abs) throw new Refusal(422, 'Insufficient agent credit');
      const before = m.balance;
      m.balance += amount;
      credit -= amount;
      usedRefs.add(ref);
      transfers.push({ ref, username: m.username, amount, before, after: m.balance, at: now() });
      return { before_balance: money(before), balance: money(m.balance) };
    },
    'user/changePassword': (input) => {
      const m = memberOf(input.username);
      m.password = password(required(input, 'new_password'));
      return null;
    },
    'play/login': (input) => {
      const m = memberOf(input.username);
      if (input.language && input.language !== 'thai' && input.language !== 'en') {
        throw new Refusal(400, 'language must be thai or en');
      }
      const token = newToken();
      const provider = input.provider || null;
      tokens.set(token, { username: m.username, provider, gamecode: input.gamecode || null });
      if (!provider) return { login_token: token };
      return { launch_url: `${entrance()}/play/launch?token=${token}` };
    },
  };

  const inMonth = (row: BetRow, month: number) => {
    // [fake] `month` is its most recent occurrence: this year, or last year for a later month
    const today = bangkok(now());
    const year = Number(today.slice(0, 4)) - (month > Number(today.slice(5, 7)) ? 1 : 0);
    return row.caltime.startsWith(`${year}-${String(month).padStart(2, '0')}-`);
  };

  const get: Record<string, Handler> = {
    status: () => ({ time: now().toISOString() }),
    'report/getBetlog': (input) => {
      const lasted = Number(required(input, 'lastedID'));
      const month = Number(required(input, 'month'));
      const limit = input.limit === undefined ? 1000 : Number(input.limit);
      if (!Number.isSafeInteger(lasted) || lasted < 0) throw new Refusal(400, 'lastedID');
      if (!Number.isInteger(month) || month < 1 || month > 12) throw new Refusal(400, 'month');
      if (!Number.isInteger(limit) || limit < 1) throw new Refusal(400, 'limit');
      if (input.upline !== undefined && input.upline !== upline)
        throw new Refusal(400, 'upline is not yours');
      return betlog
        .filter((r) => r.lastedID >= lasted && inMonth(r, month))
        .slice(0, Math.min(limit, 1000));
    },
    'report/summary': (input) => {
      const m = memberOf(input.username);
      const start = day(input, 'start');
      const end = day(input, 'end');
      const cancelled = new Set(betlog.filter((r) => r.type === 'cancel').map((r) => r.ref));
      let turnover = 0;
      let winloss = 0;
      for (const r of betlog) {
        const d = r.caltime.slice(0, 10);
        if (r.username !== m.username || r.type !== 'bet' || cancelled.has(r.ref)) continue;
        if (d < start || d > end) continue;
        turnover += Math.round(r.turnover * 100);
        winloss += Math.round(r.winloss * 100);
      }
      return { turnover: baht(turnover), winloss: baht(winloss) };
    },
    'user/creditHistory': (input) => {
      const m = memberOf(input.username);
      const start = day(input, 'start');
      const end = day(input, 'end');
      return transfers
        .filter((t) => t.username === m.username)
        .map((t) => ({ t, at: bangkok(t.at) }))
        .filter(({ at }) => at.slice(0, 10) >= start && at.slice(0, 10) <= end)
        .map(({ t, at }) => ({
          ref: t.ref,
          username: t.username,
          amount: baht(t.amount),
          before_balance: money(t.before),
          balance: money(t.after),
          created_at: at,
        }));
    },
    'agent/balance': (input) => {
      if (required(input, 'upline') !== upline) throw new Refusal(400, 'upline is not yours');
      return { total_credit: money(credit) };
    },
  };

  const pickFault = (): BetflixFault | null => {
    const queued = faultQueue.shift();
    if (queued) return queued;
    if (rate > 0 && random() < rate) {
      return (['error', 'drop', 'slow'] as const)[Math.floor(random() * 3)]!;
    }
    return null;
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const endpoint = url.pathname.slice('/v4/'.length).replace(/\/+$/, '');
    const c = count(endpoint);
    c.total++;
    const method = req.method ?? 'GET';
    const handler =
      method === 'POST' ? post[endpoint] : method === 'GET' ? get[endpoint] : undefined;
    const fail = (status: number, msg: string) =>
      send(res, status, { status: 'error', error_code: status, msg });
    const key = req.headers['x-api-key'];
    const cat = req.headers['x-api-cat'] ?? req.headers['x-api-betflix'];
    if (key !== apiKey || cat !== apiCat) {
      c.badAuth++;
      return fail(401, 'Invalid API key');
    }
    if (!handler) {
      c.otherErrors++;
      const known = endpoint in post || endpoint in get;
      return known ? fail(405, 'Method not allowed') : fail(404, 'Not found');
    }
    let input: Record<string, string>;
    if (method === 'POST') {
      // brief: POST bodies are application/x-www-form-urlencoded [client 10]
      if (
        !String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      ) {
        c.badFields++;
        return fail(400, 'Body must be application/x-www-form-urlencoded');
      }
      input = Object.fromEntries(new URLSearchParams(body));
    } else {
      input = Object.fromEntries(url.searchParams);
    }
    const seen = inputs.get(endpoint) ?? [];
    inputs.set(endpoint, seen);
    seen.push(input);
    const fault = pickFault();
    if (fault === 'error') {
      c.faults++;
      return fail(500, 'Internal error (injected)');
    }
    let status = 200;
    let answer: unknown;
    try {
      const data = handler(input);
      c.ok++;
      answer = { status: 'success', error_code: 0, msg: 'Success', data };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      c[error.kind]++;
      status = error.status;
      answer = { status: 'error', error_code: error.status, msg: error.message };
    }
    if (fault === 'drop') {
      c.faults++;
      // applied, and the answer never comes
      req.socket.destroy();
      return;
    }
    if (fault === 'slow') {
      c.faults++;
      await sleep(slowMs);
    }
    send(res, status, answer);
  }

  /** The lobby (`/login/apilogin/<token>`) and game (`/play/launch?token=`) pages. */
  function page(req: http.IncomingMessage, res: http.ServerResponse, token: string) {
    const session = tokens.get(token);
    const json = String(req.headers.accept ?? '').includes('application/json');
    if (!session) {
      res.writeHead(404, { 'content-type': json ? 'application/json' : 'text/html' });
      res.end(json ? JSON.stringify({ msg: 'unknown token' }) : '<h1>betflix: unknown token</h1>');
      return;
    }
    if (json) return send(res, 200, session);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const escape = (s: string) => s.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
    res.end(
      `<!doctype html><title>betflix</title><h1>betflix: ${escape(session.username)}</h1>` +
        (session.provider
          ? `<p>${escape(session.provider)} ${escape(session.gamecode ?? '')}</p>`
          : ''),
    );
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve) => {
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://double');
        const body = Buffer.concat(chunks).toString('utf8');
        const run = async () => {
          if (url.pathname.startsWith('/v4/')) return api(req, res, url, body);
          const lobby = /^\/login\/apilogin\/([^/]+)$/.exec(url.pathname);
          if (req.method === 'GET' && lobby) return page(req, res, decodeURIComponent(lobby[1]!));
          if (req.method === 'GET' && url.pathname === '/play/launch') {
            return page(req, res, url.searchParams.get('token') ?? '');
          }
          if (url.pathname.startsWith('/__fake/')) return fakeControl(req, res, url, body);
          send(res, 404, { status: 'error', error_code: 404, msg: 'Not found' });
        };
        run()
          .catch((error: unknown) => {
            if (!res.headersSent)
              send(res, 500, { status: 'error', error_code: 500, msg: String(error) });
          })
          .finally(resolve);
      });
      req.on('error', () => resolve());
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  });

  const control: BetflixControl = {
    play(username, round) {
      const m = members.get(username);
      if (!m) throw new Error(`betflix double: no member ${username}`);
      if (m.balance < round.stake)
        throw new Error(`betflix double: ${username} cannot stake ${round.stake}`);
      const ref = round.roundId ?? `bfx${String(nextRound++).padStart(8, '0')}`;
      if (betlog.some((r) => r.ref === ref)) throw new Error(`betflix double: round ${ref} exists`);
      const settledAt = round.settledAt ?? now();
      m.balance += round.payout - round.stake;
      betlog.push({
        lastedID: nextId++,
        username,
        ref,
        provider: round.provider ?? 'PG',
        type: 'bet',
        turnover: baht(round.stake),
        valid_amount: baht(round.stake),
        winloss: baht(round.payout - round.stake),
        total: baht(round.payout),
        bettime: bangkok(round.betAt ?? new Date(settledAt.getTime() - 1_000)),
        caltime: bangkok(settledAt),
        hash: randomBytes(8).toString('hex'),
      });
      return { roundId: ref };
    },
    voidRound(username, roundId) {
      const bet = betlog.find(
        (r) => r.ref === roundId && r.username === username && r.type === 'bet',
      );
      if (!bet) throw new Error(`betflix double: no round ${roundId} of ${username}`);
      if (betlog.some((r) => r.ref === roundId && r.type === 'cancel')) return;
      const m = members.get(username)!;
      m.balance -= Math.round(bet.winloss * 100);
      betlog.push({
        ...bet,
        lastedID: nextId++,
        type: 'cancel',
        valid_amount: 0,
        winloss: 0,
        total: bet.turnover,
        caltime: bangkok(now()),
        hash: randomBytes(8).toString('hex'),
      });
    },
    balanceOf: (username) => members.get(username)?.balance,
    member: (username) => {
      const m = members.get(username);
      return m && { ...m };
    },
    transfers: () => transfers,
    betlog: () => betlog,
    agentCredit: () => credit,
    setAgentCredit(minor) {
      credit = minor;
    },
    failNext(mode, n = 1) {
      for (let i = 0; i < n; i++) faultQueue.push(mode);
    },
    faultRate(r, ms) {
      rate = r;
      if (ms !== undefined) slowMs = ms;
    },
    calls: (endpoint) => ({ ...count(endpoint) }),
    inputs: (endpoint) => inputs.get(endpoint) ?? [],
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    reset() {
      members = new Map();
      transfers = [];
      usedRefs = new Set();
      betlog = [];
      tokens = new Map();
      credit = initialCredit;
      faultQueue = [];
      rate = 0;
      counts = new Map();
      inputs = new Map();
    },
  };

  /**
   * The brief's control API for a double run apart (e2e), JSON in baht: `POST /__fake/bets`,
   * `POST /__fake/faults`, `GET /__fake/state`, `POST /__fake/reset`.
   */
  async function fakeControl(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    body: string,
  ) {
    const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
    const minor = (v: unknown) => Math.round(Number(v) * 100);
    try {
      switch (`${req.method} ${url.pathname}`) {
        case 'POST /__fake/bets': {
          const list = (Array.isArray(input) ? input : [input]) as Record<string, unknown>[];
          const out = list.map((b) => {
            const username = String(b.username);
            if (
              b.void === true &&
              typeof b.roundId === 'string' &&
              betlog.some((r) => r.ref === b.roundId)
            ) {
              control.voidRound(username, b.roundId);
              return { roundId: b.roundId };
            }
            return control.play(username, {
              stake: minor(b.stake),
              payout: minor(b.payout),
              ...(b.game ? { provider: String(b.game) } : {}),
              ...(typeof b.roundId === 'string' ? { roundId: b.roundId } : {}),
              ...(b.settledAt ? { settledAt: new Date(String(b.settledAt)) } : {}),
              ...(b.betAt ? { betAt: new Date(String(b.betAt)) } : {}),
            });
          });
          return send(res, 200, out);
        }
        case 'POST /__fake/faults': {
          if (typeof input.rate === 'number')
            control.faultRate(input.rate, input.slowMs as number | undefined);
          const mode = (input.mode ?? 'error') as BetflixFault;
          if (typeof input.failNext === 'number') control.failNext(mode, input.failNext);
          return send(res, 200, { ok: true });
        }
        case 'POST /__fake/credit':
          control.setAgentCredit(minor(input.credit));
          return send(res, 200, { ok: true });
        case 'GET /__fake/state':
          return send(res, 200, {
            members: [...members.values()].map((m) => ({ ...m, balance: baht(m.balance) })),
            transfers: transfers.map((t) => ({ ...t, amount: baht(t.amount) })),
            betlog,
            agentCredit: baht(credit),
            counts: Object.fromEntries(counts),
          });
        case 'POST /__fake/reset':
          control.reset();
          return send(res, 200, { ok: true });
        default:
          return send(res, 404, { msg: 'Not found' });
      }
    } catch (error) {
      return send(res, 400, { msg: error instanceof Error ? error.message : String(error) });
    }
  }

  const listening = await listenDouble(server, options);
  origin = listening.origin;
  return {
    url: `${origin}/v4`,
    origin,
    control,
    async close() {
      await control.settle();
      await listening.close();
    },
  };
}
