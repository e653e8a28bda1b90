import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import {
  fromMinor,
  toMinor,
  type BankDevice,
  type BankLine,
  type BankLineState,
  type DepositBankAccount,
} from '@wallet/contract';
import type { Db, Tx } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { bankFeedCreditSeconds } from './metrics';
import { lockMember } from '../../kernel/ledger/member-lock';
import { AppError } from '../../kernel/lib/app-error';
import { members } from '../../kernel/members/tables';
import { deposits as depositRows } from '../deposits/module';
import {
  parseNotification,
  payerMatches,
  type IncomingNotification,
  type MaskedAccount,
  type Payer,
} from './parse';
import { normaliseBankCode } from './parse/banks';
import { chainFlags } from './chain';
import { digitsOf, lineTime, NOT_INCOMING, sha256, type BankFeedDeps } from './common';
import { NoticePairing } from './notice-pairing';
import { DayReconciliation } from './reconciliation';
import { bankDevices, bankLines } from './tables';

type DeviceRow = typeof bankDevices.$inferSelect;
type LineRow = typeof bankLines.$inferSelect;

/** What a device posts (JSON, or the form fields of a forwarder app, normalised). */
export interface Notification {
  id?: string | undefined;
  sender: string;
  text: string;
  receivedAt: string;
}

/** The states staff may still decide (assign or dismiss). */
const OPEN_STATES = ['waiting', 'unparsed'] as const;

/** Whether a masked account shown in a text can be `accountNo` (its digits in their positions). */
export function accountShows(shown: MaskedAccount, accountNo: string): boolean {
  const no = digitsOf(accountNo);
  if (shown.first !== undefined && !no.startsWith(shown.first)) return false;
  if (shown.form === 'before-last')
    return (
      no.length > shown.digits.length && no.slice(-shown.digits.length - 1, -1) === shown.digits
    );
  return no.length >= shown.digits.length && no.endsWith(shown.digits);
}

/**
 * The bank feed (issue 26): devices, the lines they forward, and the decision on each line —
 * credited automatically when exactly one active member's registered account is the payer of
 * a fresh text on one of our AUTO accounts, else waiting for staff with its reason.
 */
export class BankFeedService {
  /** Lines being processed in this process (after the answer): tests and close wait for them. */
  private readonly inFlight = new Set<Promise<void>>();

  /** A notice paired with a waiting line (notice-pairing.ts). */
  private readonly pairing: NoticePairing;
  /** The day's reconciliation and statement checks (reconciliation.ts). */
  private readonly reconciling: DayReconciliation;

  constructor(
    private readonly db: Db,
    private readonly deps: BankFeedDeps,
  ) {
    this.pairing = new NoticePairing(db, deps);
    this.reconciling = new DayReconciliation(db, deps, (accountNo, from, limit) =>
      this.rechain(accountNo, from, limit),
    );
  }

  /** A waiting line just decided: paired with a member's notice when exactly one pairing exists. */
  pairLine(lineId: number): Promise<boolean> {
    return this.pairing.pairLine(lineId);
  }

  /** A member's notice just made: paired with a waiting line when exactly one pairing exists. */
  pairNotice(depositId: number): Promise<boolean> {
    return this.pairing.pairNotice(depositId);
  }

  /** Per deposit account, one day's incoming lines against what became of them. */
  reconciliation(...args: Parameters<DayReconciliation['reconciliation']>) {
    return this.reconciling.reconciliation(...args);
  }

  /** A bank statement's credits checked against the lines seen. */
  statement(...args: Parameters<DayReconciliation['statement']>) {
    return this.reconciling.statement(...args);
  }

  // ---- devices ----------------------------------------------------------------------------

  async addDevice(accountNo: string, name: string): Promise<{ device: BankDevice; token: string }> {
    const digits = digitsOf(accountNo);
    const accounts = await this.deps.settings.get('deposit.accounts');
    if (!digits || !accounts.some((a) => digitsOf(a.bankAccountNo) === digits))
      throw new AppError('BANK_ACCOUNT_UNKNOWN', 400);
    const token = `bfd_${randomBytes(24).toString('base64url')}`;
    const [row] = await this.db
      .insert(bankDevices)
      .values({ accountNo: digits, name, tokenHash: sha256(token) })
      .returning();
    return { device: deviceView(row!, false), token };
  }

  async devices(): Promise<BankDevice[]> {
    const [list, silentMinutes] = await Promise.all([
      this.db.select().from(bankDevices).orderBy(bankDevices.id),
      this.deps.settings.get('bankFeed.silentMinutes'),
    ]);
    const now = this.deps.now().getTime();
    return list.map((d) => deviceView(d, isSilent(d, now, silentMinutes)));
  }

  /** For /metrics: lines waiting for staff (or not processed yet), and silent devices. */
  async gauges(): Promise<{ waitingLines: number; silentDevices: number }> {
    const [[waiting], devices] = await Promise.all([
      this.db
        .select({ n: sql<string>`count(*)` })
        .from(bankLines)
        .where(inArray(bankLines.state, ['new', 'waiting', 'unparsed'])),
      this.devices(),
    ]);
    return {
      waitingLines: Number(waiting?.n ?? 0),
      silentDevices: devices.filter((d) => d.silent).length,
    };
  }

  async revokeDevice(id: number): Promise<BankDevice> {
    const [row] = await this.db
      .update(bankDevices)
      .set({ revokedAt: this.deps.now() })
      .where(and(eq(bankDevices.id, id), isNull(bankDevices.revokedAt)))
      .returning();
    if (row) return deviceView(row, false);
    const [existing] = await this.db.select().from(bankDevices).where(eq(bankDevices.id, id));
    if (!existing) throw new AppError('NO_DATA', 404);
    return deviceView(existing, false);
  }

  /** The device a Bearer token belongs to (not revoked); its last contact is now. */
  async authenticate(token: string | undefined): Promise<DeviceRow> {
    if (!token) throw new AppError('BANK_DEVICE_UNAUTHORIZED', 401);
    const [row] = await this.db
      .update(bankDevices)
      .set({ lastSeenAt: this.deps.now() })
      .where(and(eq(bankDevices.tokenHash, sha256(token)), isNull(bankDevices.revokedAt)))
      .returning();
    if (!row) throw new AppError('BANK_DEVICE_UNAUTHORIZED', 401);
    return row;
  }

  // ---- receiving --------------------------------------------------------------------------

  /**
   * Stores a forwarded text (the only work on the request path) and answers its line id; a
   * resend answers the first line's id. Processing starts after the answer (`processSoon`).
   */
  async receive(device: DeviceRow, n: Notification): Promise<number> {
    const receivedAt = new Date(n.receivedAt);
    // the stated time makes the key of a text without an id (a pure, sub-millisecond parse)
    const parsed = parseNotification({ sender: n.sender, text: n.text, receivedAt });
    const statedAt = parsed.kind === 'incoming' ? parsed.statedAt : null;
    const textHash = sha256(n.text.trim());
    const dedupeKey = `${device.accountNo}:${textHash}:${(statedAt ?? receivedAt).toISOString()}`;
    const externalKey = n.id ? `${device.id}:${n.id}:${textHash}` : null;
    const [inserted] = await this.db
      .insert(bankLines)
      .values({
        deviceId: device.id,
        accountNo: device.accountNo,
        externalId: n.id ?? null,
        dedupeKey,
        externalKey,
        sender: n.sender,
        text: n.text,
        receivedAt,
        createdAt: this.deps.now(),
      })
      .onConflictDoNothing()
      .returning({ id: bankLines.id });
    if (inserted) return inserted.id;
    const [existing] = await this.db
      .select({ id: bankLines.id })
      .from(bankLines)
      .where(
        or(
          eq(bankLines.dedupeKey, dedupeKey),
          externalKey ? eq(bankLines.externalKey, externalKey) : undefined,
        ),
      )
      .orderBy(bankLines.id)
      .limit(1);
    if (!existing) throw new AppError('INTERNAL_SERVER_ERROR', 500, 'bank line vanished');
    return existing.id;
  }

  /** Processes a line after the current request has answered (in this process). */
  processSoon(lineId: number): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.process(lineId))
      .then(
        () => undefined,
        (err: unknown) => this.deps.log?.(err, lineId),
      )
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /** Resolves when every line this process started has been processed. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** The sweep: lines still `new` (another copy took the request and died, a crash). */
  async sweep(limit = 100): Promise<number> {
    const open = await this.db
      .select({ id: bankLines.id })
      .from(bankLines)
      .where(eq(bankLines.state, 'new'))
      .orderBy(bankLines.id)
      .limit(limit);
    let done = 0;
    for (const { id } of open) if (await this.process(id)) done++;
    return done;
  }

  /**
   * Decides one `new` line, once: the row is locked (another copy working on it is skipped), and
   * its state, and the deposit when it credits, change in one transaction.
   */
  async process(lineId: number): Promise<boolean> {
    // read before the transaction (PGlite has one connection: no other query may wait inside it)
    const [accounts, maxAge] = await Promise.all([
      this.deps.settings.get('deposit.accounts'),
      this.deps.settings.get('bankFeed.maxAgeMinutes'),
    ]);
    let after: { accountNo: string; at: Date; waiting: boolean } | null = null;
    const done = await withTx(this.db, async (tx) => {
      const [line] = await tx
        .select()
        .from(bankLines)
        .where(and(eq(bankLines.id, lineId), eq(bankLines.state, 'new')))
        .for('update', { skipLocked: true });
      if (!line) return false;
      const [device] = line.deviceId
        ? await tx.select().from(bankDevices).where(eq(bankDevices.id, line.deviceId))
        : [];
      const parsed = parseNotification({
        sender: line.sender,
        text: line.text,
        receivedAt: line.receivedAt,
      });
      if (parsed.kind === 'ignored') {
        await this.decide(tx, line.id, { state: 'ignored', reason: parsed.reason });
        return true;
      }
      if (parsed.kind === 'unparsed') {
        await this.decide(tx, line.id, { state: 'unparsed', reason: parsed.note ?? null });
        return true;
      }
      const facts = {
        statedAt: parsed.statedAt,
        amount: parsed.amount,
        currency: 'BAHT' as const,
        accountDigits: parsed.account?.digits ?? null,
        payer: parsed.payer ? payerRecord(parsed.payer) : null,
        balance: parsed.balance,
      };
      after = {
        accountNo: line.accountNo ?? device?.accountNo ?? '',
        at: parsed.statedAt ?? line.receivedAt,
        waiting: true,
      };
      const wait = (reason: string) =>
        this.decide(tx, line.id, { ...facts, state: 'waiting', reason });

      const account = ourAutoAccount(accounts, parsed, device?.accountNo ?? '');
      if (account !== 'auto') return wait(account).then(() => true);
      const stated = parsed.statedAt ?? line.receivedAt;
      if (Math.abs(line.createdAt.getTime() - stated.getTime()) > maxAge * 60_000)
        return wait('stale').then(() => true);
      if (!parsed.payer || (parsed.payer.digits === undefined && parsed.payer.name === undefined))
        return wait('no-payer').then(() => true);
      const candidates = await this.candidates(tx, parsed.payer);
      if (candidates.length === 0) return wait('no-member').then(() => true);
      if (candidates.length > 1) return wait('several-members').then(() => true);
      const member = candidates[0]!;
      // the payer's bank (the member's registered one, which the text matched), not ours
      const detail = `${member.bankCode} x-${parsed.payer.digits ?? parsed.payer.name ?? ''} · auto`;
      const outcome = await this.credit(tx, line, member, parsed.amount, detail, 'system');
      if (outcome.kind === 'refused') return wait(`refused:${outcome.code}`).then(() => true);
      await this.decide(tx, line.id, {
        ...facts,
        state: outcome.kind === 'credited' ? 'credited' : 'waiting',
        reason: outcome.kind === 'held' ? `held:${outcome.code}` : null,
        memberId: member.id,
        depositId: outcome.depositId,
      });
      if (outcome.kind === 'credited') {
        after.waiting = false;
        bankFeedCreditSeconds.observe(
          Math.max(0, this.deps.now().getTime() - line.createdAt.getTime()) / 1000,
        );
      }
      return true;
    });
    const chained = after as { accountNo: string; at: Date; waiting: boolean } | null;
    if (chained) {
      await this.rechain(chained.accountNo, chained.at, 500, lineId);
      if (chained.waiting) await this.pairLine(lineId);
    }
    return done;
  }

  /** Active BAHT members whose registered account can be the payer the text shows. */
  private async candidates(tx: Tx, payer: Payer) {
    const digits = payer.digits && /^\d+$/.test(payer.digits) ? payer.digits : undefined;
    const pattern = digits
      ? payer.digitsAt === 'before-last'
        ? `%${digits}_`
        : `%${digits}`
      : null;
    const list = await tx
      .select({
        id: members.id,
        phone: members.phone,
        bankCode: members.bankCode,
        bankAccountNo: members.bankAccountNo,
        bankAccountName: members.bankAccountName,
      })
      .from(members)
      .where(
        and(
          eq(members.status, 'active'),
          eq(members.currency, 'BAHT'),
          pattern
            ? sql`regexp_replace(${members.bankAccountNo}, '[^0-9]', '', 'g') LIKE ${pattern}`
            : payer.bank
              ? eq(members.bankCode, payer.bank)
              : sql`false`,
        ),
      );
    return list.filter((m) =>
      payerMatches(payer, {
        bankCode: m.bankCode,
        accountNo: m.bankAccountNo,
        accountName: m.bankAccountName,
      }),
    );
  }

  /**
   * A deposit for the line (method `bank`, source = the line id: at most one per line), credited
   * through DepositService in `tx` — holds, listeners and the journal's once-only rule apply. A
   * system credit asks the money guards first (inside a savepoint, so a refusal rolls back only
   * what the guards did).
   */
  private async credit(
    tx: Tx,
    line: LineRow,
    member: { id: number; bankCode: string },
    amount: number,
    detail: string,
    by: 'system' | 'staff',
  ): Promise<
    | { kind: 'credited' | 'held'; depositId: number; code?: string }
    | { kind: 'refused'; code: string }
  > {
    try {
      // a savepoint through withTx: money it posts is told after the whole transaction commits
      return await withTx(tx, async (sp) => {
        if (by === 'system') {
          await lockMember(sp, member.id);
          await this.deps.guards.check({ memberId: member.id, action: 'deposit', amount, tx: sp });
        }
        const deposit = await this.deps.deposits.create(
          {
            memberId: member.id,
            currency: 'BAHT',
            method: 'bank',
            channel: member.bankCode,
            source: String(line.id),
            amount,
            detail,
          },
          sp,
        );
        if (!deposit) throw new AppError('BANK_LINE_DECIDED', 409, 'the line has a deposit');
        const outcome = await this.deps.deposits.credit(sp, deposit, amount, by);
        if (outcome === 'decided') throw new AppError('BANK_LINE_DECIDED', 409, 'decided');
        if (outcome === 'held') {
          const [held] = await sp
            .select({ note: depositRows.note })
            .from(depositRows)
            .where(eq(depositRows.id, deposit.id));
          return { kind: 'held' as const, depositId: deposit.id, code: held?.note ?? 'held' };
        }
        return { kind: 'credited' as const, depositId: deposit.id };
      });
    } catch (err) {
      if (by === 'system' && err instanceof AppError) return { kind: 'refused', code: err.code };
      throw err;
    }
  }

  private async decide(
    tx: Tx,
    id: number,
    set: Partial<typeof bankLines.$inferInsert> & { state: BankLineState },
  ): Promise<void> {
    const final = set.state !== 'waiting' && set.state !== 'unparsed';
    await tx
      .update(bankLines)
      .set({ ...set, ...(final ? { decidedAt: this.deps.now() } : {}) })
      .where(eq(bankLines.id, id));
  }

  /**
   * A `bank` deposit credited later by staff in the deposit queue (it was held): its line,
   * waiting with `held:<code>`, is credited too. Called in the credit's transaction.
   */
  async depositCredited(tx: Tx, depositId: number): Promise<void> {
    await tx
      .update(bankLines)
      .set({ state: 'credited', decidedAt: this.deps.now() })
      .where(and(eq(bankLines.depositId, depositId), eq(bankLines.state, 'waiting')));
  }

  // ---- balance chain ------------------------------------------------------------------------

  /**
   * Recomputes the "a text is missing" flags of an account's lines from the last line showing a
   * balance before `from` (all lines when null) onwards, up to `limit` lines. Serialised per
   * account (an advisory lock), so two lines processed at once both see each other. `fromId`:
   * the line at `from` itself, so the anchor is the line just before it in chain order (time,
   * then id) — texts state the minute only, and at 50 texts a second one minute holds thousands
   * of lines that an anchor by time alone would read again for each new line.
   */
  async rechain(accountNo: string, from: Date | null, limit = 500, fromId?: number): Promise<void> {
    if (!accountNo) return;
    await withTx(this.db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bank-chain:${accountNo}`}))`);
      const incoming = and(
        eq(bankLines.accountNo, accountNo),
        notInArray(bankLines.state, [...NOT_INCOMING]),
        sql`${bankLines.amount} IS NOT NULL`,
      );
      const [anchor] = from
        ? await tx
            .select({ id: bankLines.id, at: sql<string>`${lineTime}::text` })
            .from(bankLines)
            .where(
              and(
                incoming,
                sql`${bankLines.balance} IS NOT NULL`,
                fromId === undefined
                  ? sql`${lineTime} < ${from.toISOString()}::timestamptz`
                  : sql`(${lineTime}, ${bankLines.id}) < (${from.toISOString()}::timestamptz, ${fromId})`,
              ),
            )
            .orderBy(desc(lineTime), desc(bankLines.id))
            .limit(1)
        : [];
      const list = await tx
        .select({
          id: bankLines.id,
          amount: bankLines.amount,
          balance: bankLines.balance,
          missingBefore: bankLines.missingBefore,
          missingReason: bankLines.missingReason,
        })
        .from(bankLines)
        .where(
          and(
            incoming,
            anchor
              ? sql`(${lineTime}, ${bankLines.id}) >= (${anchor.at}::timestamptz, ${anchor.id})`
              : undefined,
          ),
        )
        .orderBy(asc(lineTime), asc(bankLines.id))
        .limit(limit);
      const changed = chainFlags(
        list.map((l) => ({ ...l, amount: l.amount ?? 0 })),
        anchor !== undefined,
      );
      for (const flag of changed)
        await tx
          .update(bankLines)
          .set({ missingBefore: flag.missingBefore, missingReason: flag.missingReason })
          .where(eq(bankLines.id, flag.id));
    });
  }

  // ---- staff --------------------------------------------------------------------------------

  /**
   * Staff credit a waiting or unparsed line to the member with `phone` (a deposit like the
   * others; an unparsed line needs the amount in baht). Refused once the line is decided.
   */
  async assign(
    lineId: number,
    phone: string,
    reason: string,
    amountBaht?: number,
  ): Promise<BankLine> {
    await withTx(this.db, async (tx) => {
      const line = await this.openLine(tx, lineId);
      const [member] = await tx.select().from(members).where(eq(members.phone, phone));
      if (!member) throw new AppError('NO_USER', 404);
      if (member.currency !== 'BAHT') throw new AppError('METHOD_CURRENCY', 400);
      const amount = line.amount ?? (amountBaht !== undefined ? toMinor(amountBaht) : null);
      if (amount === null) throw new AppError('BANK_LINE_AMOUNT', 400);
      const outcome = await this.credit(
        tx,
        line,
        member,
        amount,
        // the payer as the text shows it, else the member's registered bank
        staffDetail(line.payer, member.bankCode),
        'staff',
      );
      if (outcome.kind === 'refused') throw new AppError('BANK_LINE_DECIDED', 409);
      await tx
        .update(bankLines)
        .set({
          state: 'assigned',
          reason,
          amount,
          currency: 'BAHT',
          memberId: member.id,
          depositId: outcome.depositId,
          decidedAt: this.deps.now(),
        })
        .where(eq(bankLines.id, line.id));
    });
    return this.line(lineId);
  }

  async dismiss(lineId: number, reason: string): Promise<BankLine> {
    await withTx(this.db, async (tx) => {
      const line = await this.openLine(tx, lineId);
      await this.decide(tx, line.id, { state: 'dismissed', reason });
    });
    return this.line(lineId);
  }

  /** The line, locked, if staff may still decide it (waiting or unparsed, no deposit yet). */
  private async openLine(tx: Tx, id: number): Promise<LineRow> {
    const [line] = await tx.select().from(bankLines).where(eq(bankLines.id, id)).for('update');
    if (!line) throw new AppError('NO_DATA', 404);
    const open = (OPEN_STATES as readonly string[]).includes(line.state);
    if (!open || line.depositId !== null) throw new AppError('BANK_LINE_DECIDED', 409);
    return line;
  }

  async line(id: number): Promise<BankLine> {
    const [view] = await this.views(eq(bankLines.id, id), 1);
    if (!view) throw new AppError('NO_DATA', 404);
    return view;
  }

  async lines(state: BankLineState | 'all', limit: number): Promise<BankLine[]> {
    return this.views(state === 'all' ? undefined : eq(bankLines.state, state), limit);
  }

  /** The lines of these ids (tests, tools). */
  async linesById(ids: number[]): Promise<BankLine[]> {
    return ids.length ? this.views(inArray(bankLines.id, ids), ids.length) : [];
  }

  private async views(where: ReturnType<typeof eq> | undefined, limit: number) {
    const list = await this.db
      .select({ l: bankLines, phone: members.phone })
      .from(bankLines)
      .leftJoin(members, eq(members.id, bankLines.memberId))
      .where(where)
      .orderBy(desc(bankLines.id))
      .limit(limit);
    return list.map(({ l, phone }) => lineView(l, phone));
  }
}

/**
 * 'auto' when the text's receiving account is one of our deposit accounts in mode AUTO (its
 * visible digits in their positions; a text that shows none is the device's account), else why
 * not.
 */
function ourAutoAccount(
  accounts: readonly DepositBankAccount[],
  parsed: IncomingNotification,
  deviceAccount: string,
): 'auto' | 'not-our-account' | 'manual-account' {
  const ours = accounts.filter(
    (a) =>
      a.currency === 'BAHT' &&
      normaliseBankCode(a.bankCode) === parsed.bank &&
      (parsed.account
        ? accountShows(parsed.account, a.bankAccountNo)
        : digitsOf(a.bankAccountNo) === deviceAccount),
  );
  if (ours.length === 0) return 'not-our-account';
  return ours.some((a) => a.mode === 'AUTO') ? 'auto' : 'manual-account';
}

/** `KBANK x-4417 · staff` (the payer shown), else `KBANK · staff` (the member's bank). */
export function staffDetail(payer: Record<string, string> | null, memberBank: string): string {
  const bank = payer?.bank ?? memberBank;
  const shown = payer?.digits ?? payer?.name;
  return shown ? `${bank} x-${shown} · staff` : `${bank} · staff`;
}

function payerRecord(payer: Payer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payer).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Not revoked and no contact (or, never called, since it was added) for over `minutes`. */
function isSilent(d: DeviceRow, now: number, minutes: number): boolean {
  if (d.revokedAt) return false;
  const last = new Date(d.lastSeenAt ?? d.createdAt).getTime();
  return now - last > minutes * 60_000;
}

function deviceView(d: DeviceRow, silent: boolean): BankDevice {
  return {
    id: String(d.id),
    accountNo: d.accountNo,
    name: d.name,
    createdAt: new Date(d.createdAt).toISOString(),
    revokedAt: iso(d.revokedAt),
    lastSeenAt: iso(d.lastSeenAt),
    silent,
  };
}

function lineView(l: LineRow, phone: string | null): BankLine {
  return {
    id: String(l.id),
    deviceId: l.deviceId === null ? '' : String(l.deviceId),
    externalId: l.externalId,
    sender: l.sender,
    text: l.text,
    receivedAt: new Date(l.receivedAt).toISOString(),
    statedAt: iso(l.statedAt),
    state: l.state,
    reason: l.reason,
    amount: l.amount === null ? null : fromMinor(l.amount),
    currency: l.currency,
    accountDigits: l.accountDigits,
    payer: l.payer ?? null,
    phone,
    depositId: l.depositId === null ? null : String(l.depositId),
    createdAt: new Date(l.createdAt).toISOString(),
    decidedAt: iso(l.decidedAt),
    balance: l.balance === null ? null : fromMinor(l.balance),
    missingBefore: l.missingBefore,
    missingReason: l.missingReason,
  };
}
