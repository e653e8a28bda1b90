import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../kernel/db/client';
import { openTestDatabase } from '../../../test/database';
import { startAskmebetDouble, type AskmebetDouble } from '../../../test/doubles/askmebet/double';
import { ProviderError, type RoundsWindow, type SettledRound } from '../interface';
import { AskmebetProvider, bangkokDay } from './provider';
import { askmebetTransfers } from './tables';

let database: Database;
let double: AskmebetDouble;
let provider: AskmebetProvider;
/** One clock for the adapter and the double (ms). */
let clock = Date.parse('2026-11-26T10:00:00Z');
const now = () => new Date(clock);
let serial = 0;

const settings = () => ({
  apiUrl: double.url,
  agent: double.agent,
  key: double.key,
  prefix: double.prefix,
  web: double.web,
  timeoutMs: 2_000,
});

beforeAll(async () => {
  database = await openTestDatabase();
  double = await startAskmebetDouble({ now, pageSize: 3 });
  provider = new AskmebetProvider(database.db, settings(), { now });
});
afterAll(async () => {
  await double.close();
  await database.close();
});
beforeEach(() => {
  clock += 3_600_000;
  double.control.setDupWindowMs(60_000);
});

async function player(funds = 0): Promise<string> {
  const username = provider.accountName({ memberId: 1, serial: ++serial });
  await provider.createAccount('askmebet', { username, password: 'Pw3xAmple9k', currency: 'THB' });
  if (funds > 0)
    await provider.deposit('askmebet', { username, ref: `seed-${serial}`, amount: funds });
  return username;
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ProviderError))
    throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

async function record(ref: string) {
  const [row] = await database.db
    .select()
    .from(askmebetTransfers)
    .where(eq(askmebetTransfers.ref, ref));
  return row;
}

async function allRounds(window: Omit<RoundsWindow, 'pageToken' | 'pageSize'>, pageSize: number) {
  const pages: SettledRound[][] = [];
  let pageToken: string | null = null;
  do {
    const page = await provider.settledRounds({ ...window, pageToken, pageSize });
    pages.push(page.rounds);
    pageToken = page.nextPageToken;
  } while (pageToken && pages.length < 100);
  return pages;
}

describe('player names', () => {
  it('are the agent plus a base-36 serial, padded to 8, lowercase, at most 24', () => {
    expect(provider.accountName({ memberId: 1, serial: 1 })).toBe('fakeag01');
    expect(provider.accountName({ memberId: 1, serial: 35 })).toBe('fakeag0z');
    expect(provider.accountName({ memberId: 1, serial: 36 ** 3 })).toBe('fakeag1000');
    const long = new AskmebetProvider(database.db, { ...settings(), agent: 'ABCDEFGHIJKLMNOPQR' });
    expect(long.accountName({ memberId: 1, serial: 36 ** 6 - 1 })).toBe('abcdefghijklmnopqrzzzzzz');
    expect(() => long.accountName({ memberId: 1, serial: 36 ** 6 })).toThrow(/24 characters/);
  });
});

describe('Bangkok days', () => {
  it('turn at 17:00 UTC', () => {
    expect(bangkokDay(new Date('2026-11-26T16:59:59Z'))).toBe('26-11-2026');
    expect(bangkokDay(new Date('2026-11-26T17:00:00Z'))).toBe('27-11-2026');
    expect(bangkokDay(new Date('2026-12-31T17:30:00Z'))).toBe('01-01-2027');
  });
});

describe('accounts', () => {
  it('creates, refuses a second time, resets the password, locks and reads', async () => {
    const username = await player();
    expect(double.control.member(username)).toMatchObject({
      password: 'Pw3xAmple9k',
      status: 'ACTIVE',
    });
    expect(
      (
        await failure(
          provider.createAccount('askmebet', {
            username,
            password: 'x'.repeat(8),
            currency: 'THB',
          }),
        )
      ).kind,
    ).toBe('exists');
    await provider.resetPassword('askmebet', username, 'NewPass7xy');
    expect(double.control.member(username)?.password).toBe('NewPass7xy');
    // brief: LOCK semantics undocumented; the double records the status
    await provider.setLocked('askmebet', username, true);
    expect(double.control.member(username)?.status).toBe('LOCK');
    await provider.setLocked('askmebet', username, false);
    expect(double.control.member(username)?.status).toBe('ACTIVE');
    expect(await provider.balance('askmebet', username)).toBe(0);
    expect(
      (await failure(provider.resetPassword('askmebet', 'fakeagnobody', 'NewPass7xy'))).kind,
    ).toBe('not_found');
  });

  it('reads the agent credit in minor units', async () => {
    double.control.setAgentCredit(75_506_231);
    expect(await provider.agentCredit()).toBe(75_506_231);
    double.control.setAgentCredit(100_000_000_00);
  });

  it('launches with the top-level url; data.url, data.uri as fallbacks; none is rejected', async () => {
    const username = await player();
    const link = await provider.launchLink('askmebet', { username, lang: 'th' });
    const page = await fetch(link);
    expect(await page.text()).toContain(`<h1>askmebet: ${username}</h1>`);
    const answers = [
      { code: 0, data: { url: 'https://amb.example/a' } },
      { code: 0, data: { uri: 'https://amb.example/b' } },
      { code: 0, msg: 'ok' },
    ];
    const stubbed = new AskmebetProvider(database.db, settings(), {
      fetch: (() => Promise.resolve(new Response(JSON.stringify(answers.shift())))) as typeof fetch,
    });
    expect(await stubbed.launchLink('askmebet', { username, lang: 'th' })).toBe(
      'https://amb.example/a',
    );
    expect(await stubbed.launchLink('askmebet', { username, lang: 'th' })).toBe(
      'https://amb.example/b',
    );
    expect((await failure(stubbed.launchLink('askmebet', { username, lang: 'th' }))).kind).toBe(
      'rejected',
    );
  });
});

describe('transfers', () => {
  it('deposits with isDp, stores AMB refId, and answers a second call of the ref without sending it', async () => {
    const username = await player();
    const before = double.control.calls('deposit');
    await provider.deposit('askmebet', { username, ref: 'd-1', amount: 12_345 });
    const [sent] = double.control.transfers(username);
    expect(sent).toMatchObject({ action: 'DEPOSIT', amount: 12_345, isDp: true });
    expect(await record('d-1')).toMatchObject({
      refId: sent!.refId,
      status: 'applied',
      username,
      amount: 12_345,
    });
    expect(await provider.deposit('askmebet', { username, ref: 'd-1', amount: 12_345 })).toEqual({
      ref: 'd-1',
      direction: 'deposit',
      amount: 12_345,
    });
    expect(double.control.calls('deposit')).toBe(before + 1);
    expect(double.control.balance(username)).toBe(12_345);
  });

  it('a deposit above the agent credit is insufficient, names the agent credit, and is found nowhere', async () => {
    const username = await player();
    double.control.setAgentCredit(1_000);
    const error = await failure(
      provider.deposit('askmebet', { username, ref: 'd-2', amount: 1_001 }),
    );
    double.control.setAgentCredit(100_000_000_00);
    expect(error.kind).toBe('insufficient');
    expect(error.message).toMatch(/agent credit/);
    expect(await record('d-2')).toMatchObject({ status: 'refused' });
    expect(await provider.findTransfer('askmebet', 'd-2')).toBeNull();
    // a refused ref sent again is refused again, not sent
    const before = double.control.calls('deposit');
    expect(
      (await failure(provider.deposit('askmebet', { username, ref: 'd-2', amount: 1_001 }))).kind,
    ).toBe('rejected');
    expect(double.control.calls('deposit')).toBe(before);
  });

  it('a lost answer is in doubt, never re-sent, and found in the listing by direction, amount and time', async () => {
    const username = await player(50_000);
    double.control.failNext('drop');
    expect(
      (await failure(provider.withdraw('askmebet', { username, ref: 'w-1', amount: 2_000 }))).kind,
    ).toBe('unknown');
    expect(await record('w-1')).toMatchObject({ refId: null, status: 'sent' });
    // the wallet asks again with the same ref: looked up, not sent
    const before = double.control.calls('withdrawal');
    expect(
      await provider.withdraw('askmebet', { username, ref: 'w-1', amount: 2_000 }),
    ).toMatchObject({ amount: 2_000 });
    expect(double.control.calls('withdrawal')).toBe(before);
    expect(double.control.balance(username)).toBe(48_000);
    const listed = double.control.transfers(username).find((t) => t.action === 'WITHDRAW');
    expect((await record('w-1'))?.refId).toBe(listed?.refId);
  });

  it('an error answer moved nothing: the ref is in doubt, then not found', async () => {
    const username = await player(50_000);
    double.control.failNext('error');
    expect(
      (await failure(provider.deposit('askmebet', { username, ref: 'd-3', amount: 3_000 }))).kind,
    ).toBe('unknown');
    expect(
      (await failure(provider.deposit('askmebet', { username, ref: 'd-3', amount: 3_000 }))).kind,
    ).toBe('unknown');
    expect(await provider.findTransfer('askmebet', 'd-3')).toBeNull();
    expect(double.control.balance(username)).toBe(50_000);
  });

  it('100017 is in doubt: recovery settles ours from the listing, and never takes another transfer', async () => {
    const username = await player(50_000);
    // our first withdrawal's answer was lost; the member's same-amount one 10 s later is throttled
    double.control.failNext('drop');
    await failure(provider.withdraw('askmebet', { username, ref: 'w-2', amount: 1_500 }));
    clock += 10_000;
    const throttled = await failure(
      provider.withdraw('askmebet', { username, ref: 'w-3', amount: 1_500 }),
    );
    expect(throttled.kind).toBe('unknown');
    expect(throttled.message).toMatch(/100017/);
    expect(double.control.balance(username)).toBe(48_500);
    // w-3 was sent after the one transfer there is: not ours; w-2's window holds it
    expect(await provider.findTransfer('askmebet', 'w-3')).toBeNull();
    expect(await provider.findTransfer('askmebet', 'w-2')).toMatchObject({
      direction: 'withdraw',
      amount: 1_500,
    });
  });

  it('two of our records never claim the same listed transfer', async () => {
    const username = await player(50_000);
    double.control.setDupWindowMs(0);
    double.control.failNext('drop');
    await failure(provider.withdraw('askmebet', { username, ref: 'w-4', amount: 700 }));
    clock += 2_000;
    double.control.failNext('error');
    await failure(provider.withdraw('askmebet', { username, ref: 'w-5', amount: 700 }));
    // the clock skew allowance lets w-5's window reach back to w-4's transfer: it is still w-4's,
    // whichever is asked first
    expect(await provider.findTransfer('askmebet', 'w-5')).toBeNull();
    expect(await provider.findTransfer('askmebet', 'w-4')).not.toBeNull();
    expect(await provider.findTransfer('askmebet', 'w-5')).toBeNull();
  });

  it('lookups of one ref in doubt that run at once all find it, whichever stores it first', async () => {
    const username = await player(50_000);
    double.control.failNext('drop');
    await failure(provider.withdraw('askmebet', { username, ref: 'w-6', amount: 900 }));
    // a second lookup (a retry after a timeout, or recovery on another server copy) has read the
    // record in doubt; its listing answer comes only after the first lookup has stored the match
    let asked!: () => void;
    const listingAsked = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const beside = new AskmebetProvider(database.db, settings(), {
      now,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        asked();
        await released;
        return response;
      },
    });
    const second = beside.findTransfer('askmebet', 'w-6');
    await listingAsked;
    expect(await provider.findTransfer('askmebet', 'w-6')).toMatchObject({ amount: 900 });
    release();
    expect(await second).toMatchObject({ direction: 'withdraw', amount: 900 });
  });

  it('reads the Bangkok days either side of midnight', async () => {
    clock = Date.parse('2026-12-01T16:59:59.500Z'); // 23:59:59.5 in Bangkok
    const username = await player(50_000);
    clock = Date.parse('2026-12-01T16:59:59.900Z');
    double.control.failNext('drop');
    const sentAt = clock;
    await failure(provider.deposit('askmebet', { username, ref: 'd-4', amount: 999 }));
    expect(bangkokDay(new Date(sentAt))).toBe('01-12-2026');
    // the listing happens as AMB posts it at 00:00:00.4 (the next Bangkok day)
    const listed = double.control.transfers(username).at(-1)!;
    listed.date = new Date(sentAt + 500);
    expect(bangkokDay(listed.date)).toBe('02-12-2026');
    expect(await provider.findTransfer('askmebet', 'd-4')).toMatchObject({ amount: 999 });
  });

  it('a member AMB does not know holds no transfer of ours', async () => {
    double.control.failNext('error');
    await failure(
      provider.deposit('askmebet', { username: 'fakeagghost', ref: 'd-5', amount: 100 }),
    );
    expect(await provider.findTransfer('askmebet', 'd-5')).toBeNull();
    expect(await provider.findTransfer('askmebet', 'never-sent')).toBeNull();
  });
});

describe('settled rounds', () => {
  it('walks each deposit statement by nk, keeps the window, skips money rows, and merges voids', async () => {
    const username = await player(100_000);
    const start = clock;
    const early = double.control.play(username, {
      stake: 100,
      payout: 0,
      settledAt: new Date(start - 7_200_000),
    });
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) {
      clock += 1_000;
      ids.push(
        double.control.play(username, {
          stake: i * 100,
          payout: i % 2 ? 0 : i * 250,
          game: `g${i}`,
        }).roundId,
      );
    }
    await provider.withdraw('askmebet', { username, ref: `w-r-${serial}`, amount: 1_000 });
    clock += 1_000;
    double.control.voidRound(username, ids[1]!);
    // a second deposit opens a new statement: its rounds come from its refId
    await provider.deposit('askmebet', { username, ref: `d-r-${serial}`, amount: 5_000 });
    clock += 1_000;
    ids.push(double.control.play(username, { stake: 50, payout: 75 }).roundId);
    const window = { from: new Date(start - 3_600_000), to: new Date(clock + 1) };

    const pages = await allRounds(window, 2);
    const rounds = pages.flat().filter((r) => r.player === username);
    const byId = new Map<string, SettledRound>();
    for (const r of rounds)
      byId.set(r.roundId, byId.get(r.roundId)?.void ? byId.get(r.roundId)! : r);
    expect([...byId.keys()].sort()).toEqual([...ids].sort());
    expect(byId.has(early.roundId)).toBe(false);
    expect(byId.get(ids[1]!)).toMatchObject({
      void: true,
      stake: 200,
      payout: 500,
      game: 'g2',
      slot: null,
    });
    expect(byId.get(ids[0]!)).toMatchObject({ void: false, stake: 100, payout: 0, game: 'g1' });
    expect(byId.get(ids[7]!)).toMatchObject({ stake: 50, payout: 75 });
    expect(pages.length).toBeGreaterThan(1);
    // the same again with other page sizes
    const again = (await allRounds(window, 1000)).flat().filter((r) => r.player === username);
    expect(new Set(again.map((r) => r.roundId))).toEqual(new Set(ids));
    expect(again.find((r) => r.roundId === ids[1])?.void).toBe(true);
    // a round settled in the window's last millisecond is out ([from, to))
    const edge = await provider.settledRounds({
      ...window,
      to: new Date(start + 1_000),
      pageToken: null,
      pageSize: 1000,
    });
    expect(edge.rounds.filter((r) => r.player === username).map((r) => r.roundId)).toEqual([]);
  });

  it('does not read a statement that ended before the window, and asks AMB nothing for an empty table window', async () => {
    const username = await player(10_000);
    double.control.play(username, { stake: 100, payout: 0 });
    clock += 3_600_000;
    await provider.deposit('askmebet', { username, ref: `d-n-${serial}`, amount: 1_000 });
    clock += 3_600_000;
    const before = double.control.calls('getHistoryBetByDepositID');
    await allRounds({ from: new Date(clock - 60_000), to: new Date(clock) }, 500);
    // only the member's newest deposit (and other members' newest) are read, not the old statement
    const reads = double.control.calls('getHistoryBetByDepositID') - before;
    const newest = await database.db.select().from(askmebetTransfers);
    const members = new Set(
      newest.filter((r) => r.direction === 'deposit' && r.refId).map((r) => r.username),
    );
    expect(reads).toBe(members.size);
  });

  it('refuses a token it did not make', async () => {
    await expect(
      provider.settledRounds({ from: now(), to: now(), pageToken: 'garbage!', pageSize: 10 }),
    ).rejects.toThrow(/page token/);
  });
});
