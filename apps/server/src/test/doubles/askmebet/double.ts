import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FaultMode } from '../../providers/provider-under-test';
import { listenDouble } from '../serve';

/**
 * A protocol double of AMB's "ext" agent API (askmebet sportbook), built from the protocol brief
 * /work/shared/integrations/askmebet.md ("brief" below): an in-memory HTTP server that checks
 * what the brief says AMB checks, in the brief's order (field codes, then agent and key, then
 * the member, then 100017, then 100016), and makes the brief's [fake] choices where nothing is
 * known. Money is kept in minor units (satang) and sent as THB numbers, as AMB does.
 */
export interface AskmebetDoubleOptions {
  agent?: string;
  key?: string;
  /** 24 hex (brief: the `prefix` path segment). */
  prefix?: string;
  web?: string;
  currency?: string;
  /** The agent's credit, minor units (default 1,000,000 THB). */
  agentCredit?: number;
  /** brief 100017: same member, direction and amount within this long is refused; 0: off. */
  dupWindowMs?: number;
  /** Statement rows per getHistoryBetByDepositID page (brief [fake]: 50). */
  pageSize?: number;
  /** How long a `slow` fault holds the answer (default 2 s). */
  slowMs?: number;
  port?: number;
  host?: string;
  now?: () => Date;
  /** [0, 1): picks which calls fail at a fault rate, and how. */
  random?: () => number;
}

export interface DoubleRound {
  stake: number;
  payout: number;
  settledAt?: Date;
  game?: string;
  category?: string;
  roundId?: string;
}

export interface DoubleMember {
  username: string;
  password: string;
  name: string;
  status: 'ACTIVE' | 'LOCK' | 'SUSPEND';
  balance: number;
}

export interface DoubleTransfer {
  refId: string;
  username: string;
  action: 'DEPOSIT' | 'WITHDRAW';
  amount: number;
  isDp: boolean;
  date: Date;
  beforeCredit: number;
  afterCredit: number;
}

export interface OpCounts {
  total: number;
  ok: number;
  errors: number;
  faults: number;
}

export interface AskmebetDoubleControl {
  /** Settles one round for the member: the balance moves by payout − stake; joins the statement. */
  play(username: string, round: DoubleRound): { roundId: string };
  /** A second row with the round's id and "VOID" (brief [fake]); the round's effect is undone. */
  voidRound(username: string, roundId: string): void;
  balance(username: string): number;
  member(username: string): DoubleMember | undefined;
  transfers(username?: string): DoubleTransfer[];
  agentCredit(): number;
  setAgentCredit(minor: number): void;
  setDupWindowMs(ms: number): void;
  /** The next `count` calls (any op) fail this way; answers a function that withdraws them if unused. */
  failNext(mode: FaultMode, count?: number, slowMs?: number): () => void;
  /** Drops the scripted faults not used yet. */
  clearFaults(): void;
  /** A share of all further calls fail in random modes; 0 turns it off (scripted faults stay). */
  faultRate(rate: number, slowMs?: number): void;
  /** Calls of `op` so far (every op: omit it). */
  calls(op?: string): number;
  counts(): Record<string, OpCounts>;
  /** Resolves once every request begun so far is answered (a slow one) or cut (a drop). */
  idle(): Promise<void>;
  reset(): void;
}

export interface AskmebetDouble {
  /** The base URL, including `/api/v1` (what ASKMEBET_API_URL holds). */
  url: string;
  agent: string;
  key: string;
  prefix: string;
  web: string;
  control: AskmebetDoubleControl;
  close(): Promise<void>;
}

/** brief: field codes, auth and money codes. 999: a field whose real code is undocumented. */
const C = {
  ok: 0,
  agentMissing: 100001,
  agentType: 100002,
  keyMissing: 100003,
  keyType: 100004,
  userMissing: 100005,
  userType: 100006,
  passMissing: 100007,
  passType: 100008,
  userLength: 100009,
  passLength: 100010,
  exists: 100011,
  badKey: 100012,
  badAgent: 100013,
  noMember: 100014,
  badAmount: 100015,
  insufficient: 100016,
  throttled: 100017,
  noData: 100033,
  badField: 999,
} as const;

const MESSAGES: Record<number, string> = {
  0: 'Success',
  100001: 'agentUsername is required',
  100002: 'agentUsername must be a string',
  100003: 'key is required',
  100004: 'key must be a string',
  100005: 'username is required',
  100006: 'username must be a string',
  100007: 'password is required',
  100008: 'password must be a string',
  100009: 'username length must be between 8 and 24',
  100010: 'password length must be between 6 and 16',
  100011: 'username already exists',
  100012: 'key not found',
  100013: 'agent not found',
  100014: 'member not found',
  100015: 'balance is invalid',
  100016: 'insufficient balance',
  100017: 'You make multiple transactions, please wait 1 minute and try again',
  100033: 'no data',
  999: 'invalid field',
};

const OPS = new Set([
  'createUser',
  'changePassword',
  'editUnderActive',
  'redirectLogin',
  'getProfileAndCredit',
  'deposit',
  'withdrawal',
  'depositWithdrawTransactionHistoryByUsername',
  'getHistoryBetByDepositID',
  'getAgentCredit',
]);

const BANGKOK_MS = 7 * 3_600_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** brief: `l[5]` is Bangkok local time, as JS prints it there. */
function bangkokLocal(at: Date): string {
  const l = new Date(at.getTime() + BANGKOK_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${WEEKDAYS[l.getUTCDay()]} ${MONTHS[l.getUTCMonth()]} ${p(l.getUTCDate())} ${l.getUTCFullYear()} ` +
    `${p(l.getUTCHours())}:${p(l.getUTCMinutes())}:${p(l.getUTCSeconds())} GMT+0700 (GMT+07:00)`
  );
}

/** A `DD-MM-YYYY` Bangkok day to [start, end) in UTC ms; null when not a real date. */
function bangkokDayRange(value: unknown): [number, number] | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = Date.UTC(y, mo - 1, d);
  const check = new Date(start);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  return [start - BANGKOK_MS, start - BANGKOK_MS + 86_400_000];
}

const thb = (minor: number) => minor / 100;
/** Statement rows carry numbers as strings (brief: "10", "0"). */
const thbText = (minor: number) => String(minor / 100);

interface StatementRow {
  _id: string;
  d: Date;
  l: unknown[];
  /** The counted deposit whose statement holds the row (null: before any). */
  p: string | null;
  u: string;
}

interface PlayedRound {
  username: string;
  roundId: string;
  category: string;
  game: string;
  stake: number;
  payout: number;
  voided: boolean;
}

type Body = Record<string, unknown>;
interface Answer {
  status: number;
  json: unknown;
}

export async function startAskmebetDouble(
  options: AskmebetDoubleOptions = {},
): Promise<AskmebetDouble> {
  const agent = options.agent ?? 'fakeag';
  const key = options.key ?? 'fakeKey0123456789ab';
  const prefix = options.prefix ?? '0123456789abcdef01234567';
  const web = options.web ?? 'sportbook101';
  const currency = options.currency ?? 'THB';
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const pageSize = options.pageSize ?? 50;
  const startCredit = options.agentCredit ?? 100_000_000;
  let dupWindowMs = options.dupWindowMs ?? 60_000;
  let slowMs = options.slowMs ?? 2_000;

  let members = new Map<string, DoubleMember>();
  let transfers: DoubleTransfer[] = [];
  let statements = new Map<string, StatementRow[]>();
  let rounds = new Map<string, PlayedRound>();
  let counted = new Map<string, string>(); // member → latest isDp deposit refId
  let lastMove = new Map<string, number>(); // member|direction|amount → time (100017)
  let logins = new Map<string, string>(); // token → member
  let credit = startCredit;
  let counts: Record<string, OpCounts> = {};
  let scripted: { mode: FaultMode; slowMs: number }[] = [];
  let rate = 0;
  let seq = 0;
  let origin = '';
  const inFlight = new Set<Promise<void>>();

  // ObjectId-like 24 hex, in creation order (brief: refId is 24 hex)
  const idBase = randomBytes(4).toString('hex');
  const newId = () =>
    `${Math.floor(now().getTime() / 1000)
      .toString(16)
      .padStart(8, '0')
      .slice(-8)}${idBase}${(++seq).toString(16).padStart(8, '0')}`;

  const post = (username: string, l: unknown[], at: Date): StatementRow => {
    const row: StatementRow = {
      _id: newId(),
      d: at,
      l,
      p: counted.get(username) ?? null,
      u: username,
    };
    const list = statements.get(username) ?? [];
    list.push(row);
    statements.set(username, list);
    return row;
  };

  const mustMember = (username: string) => {
    const m = members.get(username);
    if (!m) throw new Error(`askmebet double: no member ${username}`);
    return m;
  };

  const control: AskmebetDoubleControl = {
    play(username, round) {
      const m = mustMember(username);
      const roundId = round.roundId ?? `R${newId()}`;
      const category = round.category ?? 'SLOT';
      const game = round.game ?? 'amb-slot';
      const before = m.balance;
      m.balance += round.payout - round.stake;
      rounds.set(roundId, {
        username,
        roundId,
        category,
        game,
        stake: round.stake,
        payout: round.payout,
        voided: false,
      });
      // brief [fake] round row: category, roundId, game, null, status, local time, stake,
      // balance before, balance after, payout (stake included), null, null
      const at = round.settledAt ?? now();
      post(
        username,
        [
          category,
          roundId,
          game,
          null,
          'SETTLED',
          bangkokLocal(at),
          thbText(round.stake),
          thbText(before),
          thbText(m.balance),
          thbText(round.payout),
          null,
          null,
        ],
        at,
      );
      return { roundId };
    },
    voidRound(username, roundId) {
      const m = mustMember(username);
      const r = rounds.get(roundId);
      if (!r || r.username !== username) throw new Error(`askmebet double: no round ${roundId}`);
      if (r.voided) return;
      r.voided = true;
      const before = m.balance;
      m.balance += r.stake - r.payout;
      const at = now();
      post(
        username,
        [
          r.category,
          roundId,
          r.game,
          null,
          'VOID',
          bangkokLocal(at),
          thbText(r.stake),
          thbText(before),
          thbText(m.balance),
          thbText(r.payout),
          null,
          null,
        ],
        at,
      );
    },
    balance: (username) => mustMember(username).balance,
    member: (username) => members.get(username),
    transfers: (username) =>
      transfers.filter((t) => username === undefined || t.username === username),
    agentCredit: () => credit,
    setAgentCredit(minor) {
      credit = minor;
    },
    setDupWindowMs(ms) {
      dupWindowMs = ms;
    },
    failNext(mode, count = 1, ms = slowMs) {
      const added = Array.from({ length: count }, () => ({ mode, slowMs: ms }));
      scripted.push(...added);
      return () => {
        scripted = scripted.filter((f) => !added.includes(f));
      };
    },
    clearFaults() {
      scripted = [];
    },
    faultRate(r, ms) {
      rate = Math.min(1, Math.max(0, r));
      if (ms !== undefined) slowMs = ms;
    },
    calls: (op) =>
      op === undefined
        ? Object.values(counts).reduce((n, c) => n + c.total, 0)
        : (counts[op]?.total ?? 0),
    counts: () => structuredClone(counts),
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    reset() {
      members = new Map();
      transfers = [];
      statements = new Map();
      rounds = new Map();
      counted = new Map();
      lastMove = new Map();
      logins = new Map();
      credit = startCredit;
      counts = {};
      scripted = [];
      rate = 0;
    },
  };

  const fail = (code: number): Answer => ({
    status: 200,
    json: { code, msg: MESSAGES[code] ?? 'error' },
  });
  const ok = (extra: Record<string, unknown> = {}): Answer => ({
    status: 200,
    json: { code: 0, msg: 'Success', ...extra },
  });

  /** Field checks (brief order: the field codes first). */
  function fieldCode(op: string, b: Body): number | null {
    if (b.agentUsername === undefined) return C.agentMissing;
    if (typeof b.agentUsername !== 'string') return C.agentType;
    if (b.key === undefined) return C.keyMissing;
    if (typeof b.key !== 'string') return C.keyType;
    if (op !== 'getAgentCredit') {
      if (b.username === undefined) return C.userMissing;
      if (typeof b.username !== 'string') return C.userType;
      if (b.username.length < 8 || b.username.length > 24) return C.userLength;
    }
    if (op === 'createUser' || op === 'changePassword') {
      if (b.password === undefined) return C.passMissing;
      if (typeof b.password !== 'string') return C.passType;
      if (b.password.length < 6 || b.password.length > 16) return C.passLength;
    }
    if (op === 'editUnderActive') {
      // brief: the change-status page lists 100007/100008 for `status` too
      if (b.status === undefined) return C.passMissing;
      if (typeof b.status !== 'string') return C.passType;
      if (!['ACTIVE', 'LOCK', 'SUSPEND'].includes(b.status)) return C.badField;
    }
    if (op === 'deposit' || op === 'withdrawal') {
      const x = b.balance;
      // brief [fake]: not a JSON number, ≤ 0, or more than 2 decimals
      if (typeof x !== 'number' || !Number.isFinite(x) || x <= 0) return C.badAmount;
      if (Math.abs(x * 100 - Math.round(x * 100)) > 1e-6) return C.badAmount;
      if (op === 'deposit' && b.isDp !== undefined && typeof b.isDp !== 'boolean')
        return C.badField;
    }
    if (op === 'depositWithdrawTransactionHistoryByUsername') {
      const s = bangkokDayRange(b.startDate);
      const e = bangkokDayRange(b.endDate);
      if (!s || !e || s[0] > e[0]) return C.badField;
    }
    if (op === 'getHistoryBetByDepositID') {
      if (typeof b.refId !== 'string' || !/^[0-9a-f]{24}$/.test(b.refId)) return C.badField;
      if (b.nk !== undefined && b.nk !== null && typeof b.nk !== 'string') return C.badField;
    }
    return null;
  }

  function handle(op: string, pathPrefix: string, pathAgent: string, b: Body): Answer {
    const field = fieldCode(op, b);
    if (field !== null) return fail(field);
    // brief [inferred]: a wrong prefix or web is answered as an unknown agent
    if (
      b.agentUsername !== agent ||
      pathAgent !== agent ||
      pathPrefix.toLowerCase() !== prefix.toLowerCase() ||
      b.web !== web
    ) {
      return fail(C.badAgent);
    }
    if (b.key !== key) return fail(C.badKey);
    if (op === 'getAgentCredit') {
      return ok({ data: { username: agent, balance: thb(credit), active: -1, currency } });
    }
    const username = b.username as string;
    if (op === 'createUser') {
      if (members.has(username)) return fail(C.exists);
      members.set(username, {
        username,
        password: b.password as string,
        name: typeof b.name === 'string' ? b.name : username,
        status: 'ACTIVE',
        balance: 0,
      });
      return ok();
    }
    const m = members.get(username);
    if (!m) return fail(C.noMember);
    switch (op) {
      case 'changePassword':
        m.password = b.password as string;
        return ok();
      case 'editUnderActive':
        // brief: what LOCK / SUSPEND block is undocumented; the double only records it
        m.status = b.status as DoubleMember['status'];
        return ok();
      case 'redirectLogin': {
        const token = randomBytes(16).toString('hex');
        logins.set(token, username);
        // brief [client 2]: the link is top-level `url`, not under `data`
        return ok({ url: `${origin}/__double/login?token=${token}` });
      }
      case 'getProfileAndCredit':
        return ok({
          data: {
            balance: thb(m.balance),
            currency,
            lastPaymentID: counted.get(username) ?? null,
            outStandingAmt: {},
            username,
          },
        });
      case 'deposit':
      case 'withdrawal':
        return move(m, op === 'deposit' ? 'DEPOSIT' : 'WITHDRAW', b);
      case 'depositWithdrawTransactionHistoryByUsername': {
        const start = bangkokDayRange(b.startDate)![0];
        const end = bangkokDayRange(b.endDate)![1];
        const data = transfers
          .filter(
            (t) => t.username === username && t.date.getTime() >= start && t.date.getTime() < end,
          )
          .reverse() // brief: newest first in the doc's example
          .map((t) => ({
            _id: t.refId,
            transaction: 'success',
            user: username,
            actionBy: 'API',
            currency,
            action: t.action,
            amount: thb(t.amount),
            withdraw: t.action === 'WITHDRAW' ? thb(t.amount) : 0,
            from: 'CASH',
            date: t.date.toISOString(),
            __v: 0,
            afterCredit: thb(t.afterCredit),
            beforeCredit: thb(t.beforeCredit),
          }));
        return ok({ data });
      }
      case 'getHistoryBetByDepositID': {
        const refId = b.refId as string;
        const deposit = transfers.find(
          (t) => t.refId === refId && t.username === username && t.action === 'DEPOSIT' && t.isDp,
        );
        // brief: 100033 for a refId that is not one of the member's (counted) deposits
        if (!deposit) return fail(C.noData);
        const rows = (statements.get(username) ?? []).filter((r) => r.p === refId);
        let start = 0;
        if (typeof b.nk === 'string') {
          const after = decodeNk(b.nk);
          const i = after === null ? -1 : rows.findIndex((r) => r._id === after);
          if (i < 0) return fail(C.badField);
          start = i + 1;
        }
        const page = rows.slice(start, start + pageSize);
        const last = page.at(-1);
        const more = start + pageSize < rows.length;
        return ok({
          data: page.map((r) => ({
            __v: 0,
            _id: r._id,
            d: r.d.toISOString(),
            l: r.l,
            p: r.p,
            t: r.p,
            u: r.u,
          })),
          // brief: base64 of {"_id", "d": epoch ns, "p"}; the double sends null on the last page
          nk: more && last ? encodeNk(last) : null,
        });
      }
      default:
        return { status: 404, json: { code: 404, msg: 'not found' } };
    }
  }

  function move(m: DoubleMember, action: 'DEPOSIT' | 'WITHDRAW', b: Body): Answer {
    const amount = Math.round((b.balance as number) * 100);
    const at = now();
    const dupKey = `${m.username}|${action}|${amount}`;
    const last = lastMove.get(dupKey);
    // brief 100017 [inferred rule]: same member, direction and amount within the window; nothing moves
    if (dupWindowMs > 0 && last !== undefined && at.getTime() - last < dupWindowMs)
      return fail(C.throttled);
    if (action === 'DEPOSIT' && credit < amount) return fail(C.insufficient);
    if (action === 'WITHDRAW' && m.balance < amount) return fail(C.insufficient);
    const agentBefore = credit;
    const before = m.balance;
    credit += action === 'DEPOSIT' ? -amount : amount;
    m.balance += action === 'DEPOSIT' ? amount : -amount;
    lastMove.set(dupKey, at.getTime());
    const refId = newId();
    // [fake] isDp left out counts as false: money given back, not a new statement
    const isDp = action === 'DEPOSIT' && b.isDp === true;
    transfers.push({
      refId,
      username: m.username,
      action,
      amount,
      isDp,
      date: at,
      beforeCredit: before,
      afterCredit: m.balance,
    });
    if (isDp) counted.set(m.username, refId);
    post(
      m.username,
      [
        action,
        refId,
        null,
        null,
        null,
        bangkokLocal(at),
        thbText(amount),
        thbText(before),
        thbText(m.balance),
        null,
        null,
        null,
      ],
      at,
    );
    return ok({
      data: {
        afterCredit: thb(m.balance),
        beforeCredit: thb(before),
        refId,
        agent: { beforeCredit: thb(agentBefore), afterCredit: thb(credit) },
      },
    });
  }

  function count(op: string, what: keyof OpCounts) {
    const c = (counts[op] ??= { total: 0, ok: 0, errors: 0, faults: 0 });
    c[what]++;
  }

  function pickFault(): { mode: FaultMode; slowMs: number } | undefined {
    const next = scripted.shift();
    if (next) return next;
    if (rate > 0 && random() < rate) {
      const modes: FaultMode[] = ['error', 'drop', 'slow'];
      return { mode: modes[Math.floor(random() * modes.length)] ?? 'error', slowMs };
    }
    return undefined;
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    const raw = await readBody(req);
    if (req.method === 'GET' && url.pathname === '/__double/login') {
      const username = logins.get(url.searchParams.get('token') ?? '');
      if (!username) return send(res, 404, { message: 'unknown token' });
      if ((req.headers.accept ?? '').includes('application/json'))
        return send(res, 200, { username });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>askmebet</title><h1>askmebet: ${escapeHtml(username)}</h1>`);
      return;
    }
    if (url.pathname.startsWith('/__double/'))
      return serveControl(req.method ?? 'GET', url.pathname, raw, res);
    const m = /^(?:\/api\/v1)?\/ext\/([^/]+)\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname);
    if (req.method !== 'POST' || !m) return send(res, 404, { code: 404, msg: 'not found' });
    const [, op, pathPrefix, pathAgent] = m as unknown as [string, string, string, string];
    if (!OPS.has(op)) return send(res, 404, { code: 404, msg: `unknown op ${op}` });
    count(op, 'total');
    let body: Body = {};
    if ((req.headers['content-type'] ?? '').includes('application/json')) {
      try {
        const parsed: unknown = raw === '' ? {} : JSON.parse(raw);
        body =
          parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
            ? (parsed as Body)
            : {};
      } catch {
        count(op, 'errors');
        return send(res, 400, { code: 400, msg: 'invalid JSON' });
      }
    } // brief [inferred]: a non-JSON body is read as empty (→ 100001)
    const fault = pickFault();
    if (fault?.mode === 'error') {
      count(op, 'faults');
      return send(res, 500, { message: 'internal error' });
    }
    const answer = handle(op, decodeURIComponent(pathPrefix), decodeURIComponent(pathAgent), body);
    count(op, (answer.json as { code: number }).code === 0 ? 'ok' : 'errors');
    if (fault?.mode === 'drop') {
      count(op, 'faults');
      // applied, then the answer is lost
      res.socket?.destroy();
      return;
    }
    if (fault?.mode === 'slow') {
      count(op, 'faults');
      await new Promise((resolve) => setTimeout(resolve, fault.slowMs));
    }
    send(res, answer.status, answer.json);
  }

  /** The same controls over HTTP, for a double run on its own (main.ts, e2e). */
  function serveControl(method: string, path: string, raw: string, res: ServerResponse): void {
    let b: Body;
    try {
      b = raw === '' ? {} : (JSON.parse(raw) as Body);
    } catch {
      return send(res, 400, { message: 'invalid JSON' });
    }
    try {
      if (method === 'GET' && path === '/__double/state') {
        return send(res, 200, {
          members: [...members.values()],
          transfers,
          agentCredit: credit,
          counts,
        });
      }
      if (method === 'POST' && path === '/__double/bets') {
        const r = control.play(String(b.username), {
          stake: Number(b.stake),
          payout: Number(b.payout),
          ...(typeof b.settledAt === 'string' ? { settledAt: new Date(b.settledAt) } : {}),
          ...(typeof b.game === 'string' ? { game: b.game } : {}),
          ...(typeof b.roundId === 'string' ? { roundId: b.roundId } : {}),
        });
        return send(res, 200, r);
      }
      if (method === 'POST' && path === '/__double/void') {
        control.voidRound(String(b.username), String(b.roundId));
        return send(res, 200, {});
      }
      if (method === 'POST' && path === '/__double/agent-credit') {
        control.setAgentCredit(Number(b.minor));
        return send(res, 200, {});
      }
      if (method === 'POST' && path === '/__double/faults') {
        if (typeof b.mode === 'string')
          control.failNext(
            b.mode as FaultMode,
            Number(b.count ?? 1),
            b.slowMs === undefined ? undefined : Number(b.slowMs),
          );
        if (b.rate !== undefined)
          control.faultRate(Number(b.rate), b.slowMs === undefined ? undefined : Number(b.slowMs));
        return send(res, 200, {});
      }
      if (method === 'POST' && path === '/__double/reset') {
        control.reset();
        return send(res, 200, {});
      }
    } catch (error) {
      return send(res, 400, { message: (error as Error).message });
    }
    send(res, 404, { message: 'not found' });
  }

  const server = createServer((req, res) => {
    const done = serve(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: (error as Error).message });
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  });
  const listening = await listenDouble(server, options);
  origin = listening.origin;
  return {
    url: `${origin}/api/v1`,
    agent,
    key,
    prefix,
    web,
    control,
    close: listening.close,
  };
}

function encodeNk(row: StatementRow): string {
  // brief: the docs' nk is base64 of {"_id", "d": <epoch ns>, "p": <deposit refId>}
  const d = `${BigInt(row.d.getTime()) * 1_000_000n}`;
  return Buffer.from(JSON.stringify({ _id: row._id, d: Number(d), p: row.p })).toString('base64');
}

function decodeNk(nk: string): string | null {
  try {
    const v = JSON.parse(Buffer.from(nk, 'base64').toString()) as { _id?: unknown };
    return typeof v._id === 'string' ? v._id : null;
  } catch {
    return null;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(json));
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
