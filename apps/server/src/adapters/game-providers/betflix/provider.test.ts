import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../kernel/db/client';
import { openTestDatabase } from '../../../test/database';
import { startBetflixDouble, type BetflixDouble } from '../../../test/doubles/betflix/server';
import type { RoundsWindow, SettledRound } from '../interface';
import { bangkokDay } from './client';
import { BetflixProvider, type BetflixProviderOptions } from './provider';

const kind = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error as { kind?: string }).kind ?? 'bug',
  );
const message = (promise: Promise<unknown>) =>
  promise.then(
    () => '',
    (error: unknown) => (error as Error).message,
  );

let database: Database;
let double: BetflixDouble;
/** The double's clock (and the adapter's): tests move it. */
let clock = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  double = await startBetflixDouble({ now: () => clock, slowMs: 300 });
});
afterAll(async () => {
  await double?.close();
  await database?.close();
});
beforeEach(() => {
  clock = new Date();
  double.control.reset();
});

function adapter(patch: Partial<BetflixProviderOptions> = {}) {
  return new BetflixProvider(database.db, {
    apiUrl: double.url,
    apiKey: 'fake-x-api-key',
    apiCat: 'fake-x-api-cat',
    upline: 'fkag',
    entrance: double.origin,
    timeoutMs: 5_000,
    now: () => clock,
    ...patch,
  });
}

let serial = 1_000;
async function member(p = adapter(), funds = 0) {
  const username = p.accountName({ memberId: 1, serial: serial++ });
  await p.createAccount('bfx', { username, password: 'Pw3xAmple9k', currency: 'THB' });
  if (funds)
    await p.deposit('bfx', { username, ref: `seed${serial}x${Date.now()}`, amount: funds });
  return username;
}

describe('betflix accounts', () => {
  it('names players upline + serial in base 36, within 20 characters', () => {
    expect(adapter().accountName({ memberId: 9, serial: 35 })).toBe('fkagz');
    expect(adapter().accountName({ memberId: 9, serial: 36 ** 4 })).toBe('fkag10000');
    const long = adapter({ upline: 'abcdefghijklmnop' });
    expect(() => long.accountName({ memberId: 1, serial: 36 ** 4 })).toThrow(/max 20/);
  });

  it('registers the suffix only and checks the full name it answers', async () => {
    const p = adapter();
    const username = await member(p);
    expect(double.control.inputs('user/register').at(-1)?.username).toBe(username.slice(4));
    expect(double.control.member(username)?.password).toBe('Pw3xAmple9k');
    expect(
      await kind(p.createAccount('bfx', { username, password: 'x1234567', currency: 'THB' })),
    ).toBe('exists');

    // an answer naming someone else (here: an agent with another upline) is refused
    const other = await startBetflixDouble({ upline: 'zzag' });
    try {
      const wrong = adapter({ apiUrl: other.url });
      expect(
        await message(
          wrong.createAccount('bfx', {
            username: 'fkag9',
            password: 'Pw3xAmple9k',
            currency: 'THB',
          }),
        ),
      ).toMatch(/registered "zzag9"/);
    } finally {
      await other.close();
    }
  });

  it('refuses names without the upline, other currencies, and answers not_found for strangers', async () => {
    const p = adapter();
    expect(
      await kind(
        p.createAccount('bfx', { username: 'xx12', password: 'Pw3xAmple9k', currency: 'THB' }),
      ),
    ).toBe('rejected');
    expect(
      await kind(
        p.createAccount('bfx', { username: 'fkag12', password: 'Pw3xAmple9k', currency: 'LAK' }),
      ),
    ).toBe('rejected');
    // our own code for baht is BAHT
    const baht = p.accountName({ memberId: 1, serial: serial++ });
    await p.createAccount('bfx', { username: baht, password: 'Pw3xAmple9k', currency: 'BAHT' });
    expect(await kind(p.balance('bfx', 'fkagnobody'))).toBe('not_found');
    expect(await kind(p.resetPassword('bfx', 'fkagnobody', 'Pw3xAmple9k'))).toBe('not_found');
  });

  it('changes the password with new_password', async () => {
    const p = adapter();
    const username = await member(p);
    await p.resetPassword('bfx', username, 'Brand9new');
    expect(double.control.member(username)?.password).toBe('Brand9new');
  });

  it('is refused (definitely) with wrong credentials', async () => {
    const p = adapter({ apiKey: 'wrong' });
    expect(await kind(p.balance('bfx', 'fkag1'))).toBe('rejected');
    expect(double.control.calls('user/balance').badAuth).toBe(1);
  });

  it('locks nobody: Betflix has no lock call, so no call is made', async () => {
    const p = adapter();
    const username = await member(p);
    await p.setLocked('bfx', username, true);
    expect(double.control.calls('user/edit').total).toBe(0);
  });
});

describe('betflix transfers', () => {
  it('sends our ref and a signed decimal amount, reading balances with separators', async () => {
    const p = adapter();
    const username = await member(p);
    await p.deposit('bfx', { username, ref: 'dep-1_a', amount: 123_456_78 });
    await p.withdraw('bfx', { username, ref: 'wd-1_a', amount: 5 });
    expect(double.control.inputs('user/transfer').map((i) => i.amount)).toEqual([
      '123456.78',
      '-0.05',
    ]);
    expect(await p.balance('bfx', username)).toBe(123_456_73);
  });

  it('refuses a ref Betflix would not take, sending nothing', async () => {
    const p = adapter();
    const username = await member(p);
    const long = 'r'.repeat(33);
    expect(await message(p.deposit('bfx', { username, ref: long, amount: 100 }))).toMatch(/≤ 32/);
    expect(await kind(p.deposit('bfx', { username, ref: 'a b', amount: 100 }))).toBe('rejected');
    expect(double.control.calls('user/transfer').total).toBe(0);
  });

  it("sends the wallet's UUID refs as their 32 hex digits, and finds them so", async () => {
    const p = adapter();
    const username = await member(p);
    const uuid = '0B7F6C2E-8a4d-4f1e-9c3b-2d5a6e7f8a9b';
    expect(await p.deposit('bfx', { username, ref: uuid, amount: 100 })).toMatchObject({
      ref: uuid,
    });
    expect(double.control.inputs('user/transfer').at(-1)?.ref).toBe(
      '0b7f6c2e8a4d4f1e9c3b2d5a6e7f8a9b',
    );
    expect(await p.findTransfer('bfx', uuid)).toEqual({
      ref: uuid,
      direction: 'deposit',
      amount: 100,
    });
    // sent again: Betflix says the ref is used, the history confirms it, nothing moves twice
    expect(await p.deposit('bfx', { username, ref: uuid, amount: 100 })).toMatchObject({
      ref: uuid,
    });
    expect(double.control.balanceOf(username)).toBe(100);
  });

  it('a lost answer sent again is confirmed from the credit history, never moved twice', async () => {
    const p = adapter();
    const username = await member(p);
    const order = { username, ref: 'lost-1', amount: 2_500 };
    double.control.failNext('drop');
    expect(await kind(p.deposit('bfx', order))).toBe('unknown');
    expect(await p.deposit('bfx', order)).toEqual({
      ref: 'lost-1',
      direction: 'deposit',
      amount: 2_500,
    });
    expect(double.control.calls('user/transfer')).toMatchObject({ total: 2, otherErrors: 1 });
    expect(double.control.balanceOf(username)).toBe(2_500);
    // the same ref for another transfer is ours to refuse
    expect(await kind(p.withdraw('bfx', { ...order }))).toBe('rejected');
  });

  it('a ref used at Betflix by a transfer we never made is in doubt, not applied', async () => {
    const p = adapter();
    const a = await member(p);
    const b = await member(p);
    await adapter({ apiUrl: double.url }).deposit('bfx', {
      username: b,
      ref: 'taken-1',
      amount: 100,
    });
    await database.db.execute(`DELETE FROM betflix_transfers WHERE ref = 'taken-1'`);
    expect(await message(p.deposit('bfx', { username: a, ref: 'taken-1', amount: 100 }))).toMatch(
      /credit history does not show it/,
    );
    expect(double.control.balanceOf(a)).toBe(0);
  });

  it('a 200 that is not a success leaves a transfer in doubt (outside the brief)', async () => {
    const odd = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', error_code: 99, msg: 'Duplicate' }));
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = odd.address() as AddressInfo;
      const p = adapter({ apiUrl: `http://127.0.0.1:${port}/v4` });
      expect(await kind(p.deposit('bfx', { username: 'fkag1', ref: 'odd-1', amount: 100 }))).toBe(
        'unknown',
      );
      expect(await kind(p.balance('bfx', 'fkag1'))).toBe('rejected');
    } finally {
      odd.close();
    }
  });

  it('422: says whose money was short', async () => {
    const p = adapter();
    const username = await member(p);
    double.control.setAgentCredit(1_000);
    expect(await message(p.deposit('bfx', { username, ref: 'big-1', amount: 1_001 }))).toMatch(
      /agent credit too low/,
    );
    expect(await message(p.withdraw('bfx', { username, ref: 'big-2', amount: 1 }))).toMatch(
      /member balance too low/,
    );
    expect(await kind(p.withdraw('bfx', { username, ref: 'big-3', amount: 1 }))).toBe(
      'insufficient',
    );
  });

  it('finds a transfer days later (from the day before it, Bangkok days), and nothing it never sent', async () => {
    const p = adapter();
    const username = await member(p);
    await p.withdraw('bfx', { username, ref: 'old-0', amount: 1 }).catch(() => undefined);
    await p.deposit('bfx', { username, ref: 'old-1', amount: 700 });
    clock = new Date(clock.getTime() + 3 * 86_400_000);
    expect(await p.findTransfer('bfx', 'old-1')).toEqual({
      ref: 'old-1',
      direction: 'deposit',
      amount: 700,
    });
    const asked = double.control.inputs('user/creditHistory').at(-1)!;
    // from the day before the transfer through the double's (moved) today
    expect(asked).toMatchObject({
      start: bangkokDay(new Date(Date.now() - 86_400_000)),
      end: bangkokDay(new Date(clock.getTime() + 15 * 60_000)),
    });
    expect(await p.findTransfer('bfx', 'old-0')).toBeNull();
    expect(await p.findTransfer('bfx', 'never-sent')).toBeNull();
    double.control.failNext('error');
    expect(await kind(p.findTransfer('bfx', 'never-sent'))).toBe('unknown');
  });

  it('reads the agent credit with separators', async () => {
    double.control.setAgentCredit(123_456_789);
    expect(await adapter().agentCredit()).toBe(123_456_789);
    expect(double.control.inputs('agent/balance').at(-1)).toEqual({ upline: 'fkag' });
  });
});

describe('betflix launch', () => {
  const follow = async (link: string) =>
    (await (await fetch(link, { headers: { accept: 'application/json' } })).json()) as Record<
      string,
      unknown
    >;

  it('a product opens its game (provider and code, in Thai for th and lo, else English)', async () => {
    const p = adapter();
    const username = await member(p);
    const link = await p.launchLink('bfx', { username, lang: 'lo', product: 'PG/1234' });
    expect(await follow(link)).toEqual({ username, provider: 'PG', gamecode: '1234' });
    expect(double.control.inputs('play/login').at(-1)).toMatchObject({
      provider: 'PG',
      gamecode: '1234',
      language: 'thai',
    });
    await p.launchLink('bfx', { username, lang: 'en', product: 'JOKER' });
    expect(double.control.inputs('play/login').at(-1)).toEqual({
      username,
      provider: 'JOKER',
      language: 'en',
    });
    const html = await (await fetch(link)).text();
    expect(html).toContain(`<h1>betflix: ${username}</h1>`);
  });

  it('the lobby goes through the entrance, which must be configured', async () => {
    const username = await member();
    const link = await adapter().launchLink('bfx', { username, lang: 'th' });
    expect(link.startsWith(`${double.origin}/login/apilogin/`)).toBe(true);
    expect((await follow(link)).username).toBe(username);
    expect(
      await message(adapter({ entrance: undefined }).launchLink('bfx', { username, lang: 'th' })),
    ).toMatch(/BETFLIX_ENTRANCE/);
    expect(
      await kind(adapter().launchLink('bfx', { username, lang: 'th', product: 'PG/../x y' })),
    ).toBe('rejected');
  });
});

describe('betflix bet log', () => {
  async function read(p: BetflixProvider, window: Omit<RoundsWindow, 'pageToken'>) {
    const out: SettledRound[] = [];
    const tokens: string[] = [];
    for (let pageToken: string | null = null; ;) {
      const page = await p.settledRounds({ ...window, pageToken });
      out.push(...page.rounds);
      if (!page.nextPageToken) return { rounds: out, tokens };
      tokens.push(page.nextPageToken);
      pageToken = page.nextPageToken;
    }
  }

  it('reads both months of a window crossing a month boundary (Bangkok time)', async () => {
    clock = new Date('2026-11-30T17:20:00Z'); // 1 December 00:20 in Bangkok
    const p = adapter();
    const username = await member(p, 10_000);
    const nov = double.control.play(username, {
      stake: 100,
      payout: 250,
      settledAt: new Date('2026-11-30T16:50:00Z'),
    });
    const dec = double.control.play(username, {
      stake: 200,
      payout: 0,
      settledAt: new Date('2026-11-30T17:10:00Z'),
    });
    const { rounds, tokens } = await read(p, {
      from: new Date('2026-11-30T16:00:00Z'),
      to: new Date('2026-11-30T17:15:00Z'),
      pageSize: 1,
    });
    expect(rounds.map((r) => r.roundId)).toEqual([nov.roundId, dec.roundId]);
    expect(rounds[0]).toMatchObject({
      player: username,
      game: 'PG',
      slot: null,
      stake: 100,
      payout: 250,
      void: false,
      settledAt: new Date('2026-11-30T16:50:00Z'),
    });
    expect(tokens.some((t) => t.startsWith('12:'))).toBe(true);
    expect(double.control.inputs('report/getBetlog').map((i) => i.month)).toContain('11');
  });

  it('a cancel row voids its round, keeping the money of its bet', async () => {
    const p = adapter();
    const username = await member(p, 10_000);
    const round = double.control.play(username, { stake: 300, payout: 900 });
    double.control.voidRound(username, round.roundId);
    expect(double.control.balanceOf(username)).toBe(10_000);
    const { rounds } = await read(p, {
      from: new Date(clock.getTime() - 60_000),
      to: new Date(clock.getTime() + 60_000),
      pageSize: 10,
    });
    expect(rounds.map((r) => [r.roundId, r.void, r.stake, r.payout])).toEqual([
      [round.roundId, false, 300, 900],
      [round.roundId, true, 300, 900],
    ]);
  });

  it('a later window starts from the hint, not from 0; an earlier one reads from 0 again', async () => {
    const p = adapter();
    const username = await member(p, 100_000);
    const start = clock.getTime();
    for (let i = 0; i < 5; i++) {
      double.control.play(username, {
        stake: 10,
        payout: 0,
        settledAt: new Date(start - (5 - i) * 3_600_000),
      });
    }
    const w1 = await read(p, {
      from: new Date(start - 6 * 3_600_000),
      to: new Date(start),
      pageSize: 2,
    });
    expect(w1.rounds).toHaveLength(5);
    const recent = double.control.play(username, {
      stake: 20,
      payout: 0,
      settledAt: new Date(start + 1_000),
    });
    const before = double.control.inputs('report/getBetlog').length;
    const w2 = await read(p, {
      from: new Date(start - 60_000),
      to: new Date(start + 60_000),
      pageSize: 2,
    });
    expect(w2.rounds.map((r) => r.roundId)).toEqual([recent.roundId]);
    const asked = double.control.inputs('report/getBetlog').slice(before);
    expect(Number(asked[0]!.lastedID)).toBeGreaterThan(1);
    // a window starting before the hint's reads the month from the start
    const w3 = await read(p, {
      from: new Date(start - 6 * 3_600_000),
      to: new Date(start + 60_000),
      pageSize: 100,
    });
    expect(w3.rounds).toHaveLength(6);
  });
});
