import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from './tables';
import { AppError } from '../../kernel/lib/app-error';
import type { Db } from '../../kernel/db/client';
import { buildTestApp } from '../../test/app';
import { statementOf } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import {
  activate,
  credit,
  expectCode,
  expectLedgerBalanced,
  transfer,
  transferAll,
  walletOf,
} from '../../test/wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;

describe('transfers (spec §5, ARCHITECTURE § Money)', () => {
  let app: FastifyInstance;
  let db: Db;
  const memberId = async (m: Member) => (await app.services.members.byPhone(m.username))!.id;
  const atProvider = async (m: Member, game: string) =>
    app.services.demoProvider.balance(game, `lw${await memberId(m)}`);
  const ledgerOf = async (m: Member) => {
    const book = await app.services.ledgerAccounts.book(await memberId(m), 'BAHT');
    return {
      wallet: book.wallet.balance,
      inFlight: book.inFlight.balance,
      games: Object.fromEntries([...book.games].map(([k, a]) => [k, a.balance])),
    };
  };
  const newMember = async (amount: number, games: string[] = ['pg']) => {
    const m = await registerAndLogin(app);
    if (amount > 0) await credit(app, m.username, amount);
    for (const g of games) await activate(app, m, g);
    return m;
  };

  beforeAll(async () => {
    app = await buildTestApp({ games: { providerTimeoutMs: 200 } });
    db = app.kernel.db;
    await app.services.settings.set('registerOTP', false);
  });
  afterEach(async () => {
    app.services.demoProvider.faults.clear();
    app.services.transfers.hooks = {};
    await expectLedgerBalanced(app);
  });
  afterAll(() => app.close());

  it('keeps the key of a request that made a transfer, even when it then answers 503', async () => {
    // a "busy" refusal frees its key for the retry only when nothing was made under it
    const m = await newMember(100);
    app.services.transfers.hooks = {
      afterDebit: () => {
        throw new AppError('SERVICE_UNAVAILABLE', 503, 'test: busy after the debit');
      },
    };
    const key = randomUUID();
    expectCode(
      await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 30 }, key),
      503,
      'SERVICE_UNAVAILABLE',
    );
    app.services.transfers.hooks = {};
    // the same key again is not a second transfer: the first is still in doubt
    expectCode(
      await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 30 }, key),
      409,
      'TRANSFER_PENDING',
    );
    const report = await app.services.recovery.run({ olderThanMs: 0 });
    expect(report.stillPending).toBe(0);
    const made = await db
      .select()
      .from(transfers)
      .where(eq(transfers.memberId, await memberId(m)));
    expect(made).toHaveLength(1);
    const ledger = await ledgerOf(m);
    expect(ledger.wallet + (ledger.games.pg ?? 0)).toBe(10000);
    expect(ledger.inFlight).toBe(0);
  });

  it('moves money wallet → game → wallet, game → game, and everything into one account', async () => {
    const m = await newMember(500, ['pg', 'joker2']);
    const res = await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 200.5 });
    expect(res.json()).toEqual({ message: 'OK', wallet: { amount: 299.5 } });
    expect(await atProvider(m, 'pg')).toBe(20050);
    expect((await walletOf(app, m)).games).toMatchObject({ pg: 200.5, joker2: 0 });
    expect((await transfer(app, m, { from: 'pg', to: 'joker2', amount: 100 })).json()).toEqual({
      message: 'OK',
      wallet: { amount: 299.5 },
    });
    const back = await transfer(app, m, { from: 'joker2', to: 'WALLET', amount: 40 });
    expect(back.json()).toEqual({ message: 'OK', wallet: { amount: 339.5 } });
    // the statement names the games, newest first (game → game goes through the wallet)
    const lines = (await statementOf(app, m)).statements.map((s) => [
      s.statementType,
      s.status,
      s.from,
      s.to,
      s.amount,
    ]);
    expect(lines.slice(0, 4)).toEqual([
      ['transfer', 'success', 'Joker', 'WALLET', 40],
      ['transfer', 'success', 'WALLET', 'Joker', 100],
      ['transfer', 'success', 'PG Slot', 'WALLET', 100],
      ['transfer', 'success', 'WALLET', 'PG Slot', 200.5],
    ]);
    expect(await walletOf(app, m)).toMatchObject({
      wallet: 339.5,
      games: { pg: 100.5, joker2: 60 },
    });
    expect((await transferAll(app, m, 'joker2')).json()).toEqual({
      message: 'OK',
      wallet: { amount: 0 },
    });
    expect(await walletOf(app, m)).toMatchObject({ wallet: 0, games: { pg: 0, joker2: 500 } });
    expect((await transferAll(app, m, 'WALLET')).json()).toEqual({
      message: 'OK',
      wallet: { amount: 500 },
    });
    expect(await ledgerOf(m)).toEqual({ wallet: 50000, inFlight: 0, games: { pg: 0, joker2: 0 } });
    expect(await atProvider(m, 'joker2')).toBe(0);
  });

  it('enforces §5 on the server, moving nothing when it refuses', async () => {
    const m = await newMember(10);
    const cases: [object, number, string][] = [
      [{ from: 'WALLET', to: 'WALLET', amount: 5 }, 400, 'TRANSFER_SAME_ACCOUNT'],
      [{ from: 'pg', to: 'pg', amount: 5 }, 400, 'TRANSFER_SAME_ACCOUNT'],
      [{ from: 'WALLET', to: 'pg', amount: 0.99 }, 400, 'TRANSFER_MINIMUM'],
      [{ from: 'WALLET', to: 'pg', amount: 0 }, 400, 'TRANSFER_MINIMUM'],
      [{ from: 'WALLET', to: 'nope', amount: 5 }, 404, 'NO_GAME'],
      [{ from: 'nope', to: 'WALLET', amount: 5 }, 404, 'NO_GAME'],
      // a real slot the member has not opened
      [{ from: 'WALLET', to: 'joker2', amount: 5 }, 404, 'NO_GAME'],
      [{ from: 'WALLET', to: 'pg', amount: 10.01 }, 400, 'MONEY_NOT_ENOUGH'],
      [{ from: 'pg', to: 'WALLET', amount: 1 }, 400, 'MONEY_NOT_ENOUGH'],
      [{ from: 'WALLET', to: 'pg', amount: 0.001 }, 400, 'KEY_INVALID'],
      [{ from: 'WALLET', to: 'pg', amount: -5 }, 400, 'KEY_INVALID'],
      [{ from: 'WALLET', to: 'pg' }, 400, 'KEY_MISSING'],
    ];
    for (const [body, status, code] of cases) {
      expectCode(await transfer(app, m, body as never), status, code);
    }
    expectCode(await transferAll(app, m, 'nope'), 404, 'NO_GAME');
    // nothing in any game yet: nothing to move
    expectCode(await transferAll(app, m, 'WALLET'), 400, 'MONEY_NOT_ENOUGH');
    expectCode(
      await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 5 }, 'short'),
      400,
      'KEY_INVALID',
    );
    expect(await ledgerOf(m)).toEqual({ wallet: 1000, inFlight: 0, games: { pg: 0 } });
    // spec §7's client sends no Idempotency-Key: the transfer is made, once (decision 020)
    const noKey = await app.inject({
      method: 'POST',
      url: '/api/wallet/transfer',
      headers: m.auth,
      payload: { from: 'WALLET', to: 'pg', amount: 5 },
    });
    expect(noKey.json()).toEqual({ message: 'OK', wallet: { amount: 5 } });
    expect(await ledgerOf(m)).toEqual({ wallet: 500, inFlight: 0, games: { pg: 500 } });
    const unauth = await app.inject({ method: 'POST', url: '/api/wallet/transfer', payload: {} });
    expectCode(unauth, 401, 'UNAUTHORIZED');
  });

  it('answers a replayed key with the first answer and refuses the key with other parameters', async () => {
    const m = await newMember(100);
    const key = randomUUID();
    const body = { from: 'WALLET', to: 'pg', amount: 30 };
    const first = await transfer(app, m, body, key);
    expect(first.json()).toEqual({ message: 'OK', wallet: { amount: 70 } });
    const again = await transfer(app, m, body, key);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expectCode(await transfer(app, m, { ...body, amount: 31 }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
    // the same key on another call is another request too
    expectCode(await transferAll(app, m, 'pg', key), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await ledgerOf(m)).toMatchObject({ wallet: 7000, games: { pg: 3000 } });

    // a refusal is an answer too: replayed even once the money is there
    const poorKey = randomUUID();
    expectCode(await transfer(app, m, { ...body, amount: 500 }, poorKey), 400, 'MONEY_NOT_ENOUGH');
    await credit(app, m.username, 1000);
    expectCode(await transfer(app, m, { ...body, amount: 500 }, poorKey), 400, 'MONEY_NOT_ENOUGH');

    // keys belong to a member: another member's same key is their own request
    const other = await newMember(50);
    expect((await transfer(app, other, body, key)).json()).toEqual({
      message: 'OK',
      wallet: { amount: 20 },
    });

    // a double tap: both requests carry one key; the money moves once
    const tap = randomUUID();
    const taps = await Promise.all([1, 2, 3].map(() => transfer(app, m, body, tap)));
    for (const t of taps) expect([200, 409]).toContain(t.statusCode);
    expect(
      taps
        .filter((t) => t.statusCode === 409)
        .every((t) => t.json().message === 'TRANSFER_PENDING'),
    ).toBe(true);
    expect((await ledgerOf(m)).wallet).toBe(107000 - 3000);
  });

  it('answers TRANSFER_FAIL with the money back when the provider refuses, either way', async () => {
    const m = await newMember(100);
    app.services.demoProvider.faults.once('deposit', 'reject');
    expectCode(
      await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 40 }),
      502,
      'TRANSFER_FAIL',
    );
    expect(await ledgerOf(m)).toEqual({ wallet: 10000, inFlight: 0, games: { pg: 0 } });
    expect(await atProvider(m, 'pg')).toBe(0);

    await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 40 });
    app.services.demoProvider.faults.once('withdraw', 'reject');
    expectCode(
      await transfer(app, m, { from: 'pg', to: 'WALLET', amount: 40 }),
      502,
      'TRANSFER_FAIL',
    );
    expect(await ledgerOf(m)).toEqual({ wallet: 6000, inFlight: 0, games: { pg: 4000 } });
    expect(await atProvider(m, 'pg')).toBe(4000);
    const rows = await db
      .select()
      .from(transfers)
      .where(eq(transfers.memberId, await memberId(m)));
    expect(rows.map((r) => r.status).sort()).toEqual(['reversed', 'reversed', 'settled']);
  });

  it('settles an answer that was lost, by asking again with the same id (never applied twice)', async () => {
    const m = await newMember(100);
    app.services.demoProvider.faults.once('deposit', 'late'); // applied, answer lost
    expect((await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 25 })).statusCode).toBe(200);
    app.services.demoProvider.faults.once('deposit', 'slow', 600); // our 200 ms timeout fires first
    expect((await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 25 })).statusCode).toBe(200);
    app.services.demoProvider.faults.once('withdraw', 'lost');
    expect((await transfer(app, m, { from: 'pg', to: 'WALLET', amount: 10 })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 600)); // the slow call lands, and changes nothing
    expect(await atProvider(m, 'pg')).toBe(4000);
    expect(await ledgerOf(m)).toEqual({ wallet: 6000, inFlight: 0, games: { pg: 4000 } });
  });

  it('leaves a transfer in doubt pending, answers TRANSFER_PENDING, and recovery settles it', async () => {
    const m = await newMember(100);
    const f = app.services.demoProvider.faults;
    // lost, lost again on the retry, and the lookup fails: nobody knows
    f.once('deposit', 'lost');
    f.once('deposit', 'lost');
    f.once('findTransfer', 'reject');
    const key = randomUUID();
    const body = { from: 'WALLET', to: 'pg', amount: 60 };
    expectCode(await transfer(app, m, body, key), 504, 'TRANSFER_PENDING');
    expect(await ledgerOf(m)).toEqual({ wallet: 4000, inFlight: 6000, games: { pg: 0 } });
    expectCode(await transfer(app, m, body, key), 409, 'TRANSFER_PENDING');
    // within the grace period recovery leaves it alone
    expect(await app.services.recovery.run()).toMatchObject({ settled: 0, reversed: 0 });
    // the provider never saw it: reversed, and the request now answers TRANSFER_FAIL
    expect(await app.services.recovery.run({ olderThanMs: 0 })).toEqual({
      settled: 0,
      reversed: 1,
      stillPending: 0,
      requestsClosed: 1,
    });
    expect(await ledgerOf(m)).toEqual({ wallet: 10000, inFlight: 0, games: { pg: 0 } });
    expectCode(await transfer(app, m, body, key), 502, 'TRANSFER_FAIL');
  });

  it('recovers a crash between the debit and the provider call, and one after the provider applied', async () => {
    const m = await newMember(100);
    app.services.transfers.hooks.afterDebit = () => {
      throw new Error('simulated crash');
    };
    const crashed = await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 70 });
    expectCode(crashed, 500, 'INTERNAL_SERVER_ERROR');
    expect(await ledgerOf(m)).toEqual({ wallet: 3000, inFlight: 7000, games: { pg: 0 } });
    expect((await app.services.recovery.run({ olderThanMs: 0 })).reversed).toBe(1);
    expect(await ledgerOf(m)).toEqual({ wallet: 10000, inFlight: 0, games: { pg: 0 } });

    // this time the provider applied it before the process died
    const id = await memberId(m);
    app.services.transfers.hooks.afterDebit = async (ref) => {
      await app.services.demoProvider.deposit('pg', { username: `lw${id}`, ref, amount: 7000 });
      throw new Error('simulated crash');
    };
    const key = randomUUID();
    expectCode(
      await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 70 }, key),
      500,
      'INTERNAL_SERVER_ERROR',
    );
    app.services.transfers.hooks = {};
    expect((await app.services.recovery.run({ olderThanMs: 0 })).settled).toBe(1);
    expect(await ledgerOf(m)).toEqual({ wallet: 3000, inFlight: 0, games: { pg: 7000 } });
    expect(await atProvider(m, 'pg')).toBe(7000);
    // the request's answer is the one its transfer implies
    expect((await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 70 }, key)).json()).toEqual({
      message: 'OK',
      wallet: { amount: 30 },
    });
  });

  it('follows play at the provider: wins and losses become game_result entries', async () => {
    const m = await newMember(100);
    await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 100 });
    const { demoProvider } = app.services;
    const link = await demoProvider.launchLink('pg', {
      username: `lw${await memberId(m)}`,
      lang: 'en',
    });
    const ticket = new URL(link, 'http://x').searchParams.get('ticket')!;
    const player = (await demoProvider.sessionAccount(
      (await demoProvider.openSession(ticket))!.token,
    ))!;
    // spins until the balance dips below `below`: a random walk with the house edge gets there,
    // but 200 spins was not always enough (a lucky streak made this test flaky), so allow many
    const loseSome = async (below: number) => {
      for (let i = 0; i < 5000 && (await atProvider(m, 'pg')) >= below; i++) {
        await demoProvider.spin(player.id, 100);
      }
    };
    await loseSome(10000);
    const real = await atProvider(m, 'pg');
    expect(real).toBeLessThan(10000);
    const refreshed = await app.inject({ url: '/api/wallet/refresh/slot', headers: m.auth });
    const pg = refreshed.json().slots.find((s: { code: string }) => s.code === 'pg');
    expect(pg).toMatchObject({ amount: real / 100, isActive: true });
    expect(pg.unavailable).toBeUndefined();
    expect((await ledgerOf(m)).games.pg).toBe(real);
    // more than is there now: refused, the ledger caught up with the provider first
    expectCode(
      await transfer(app, m, { from: 'pg', to: 'WALLET', amount: 100 }),
      400,
      'MONEY_NOT_ENOUGH',
    );
    // the provider says no even when the ledger is behind (a failed balance read skips the sync)
    await loseSome(real);
    demoProvider.faults.once('balance', 'reject');
    expectCode(
      await transfer(app, m, { from: 'pg', to: 'WALLET', amount: real / 100 }),
      400,
      'MONEY_NOT_ENOUGH',
    );
    expect((await transferAll(app, m, 'WALLET')).statusCode).toBe(200);
    expect(await ledgerOf(m)).toMatchObject({ inFlight: 0, games: { pg: 0 } });
    expect(await atProvider(m, 'pg')).toBe(0);
  });
});
