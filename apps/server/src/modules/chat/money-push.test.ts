import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_SOCKET_PATH,
  MONEY_CHANGED_EVENT,
  MONEY_VERSION_EVENT,
  type MoneyChangedEvent,
  type MoneyVersionEvent,
} from '@wallet/contract';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { activateBonus, bonusDef, clearBonus, defineBonus, depositByQr } from '../../test/bonus';
import { createQr, payWebhook, withdraw } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { activate, credit, idempotencyKey, transfer, walletOf } from '../../test/wallet';

/**
 * Money pushed live (decision 026; spec §2 home "balances that stay live"): each path that moves
 * a member's money tells them after it commits, over the socket they already have (the chat's),
 * to their own sockets only, and not to a session that has ended.
 */
describe('money pushed live', () => {
  let app: FastifyInstance;
  let base: string;
  const sockets: Socket[] = [];
  /** Member ids the ledger told of, in order (what the socket then sends). */
  let told: number[] = [];
  /** Added to the real time: a QR can be let expire without waiting. */
  let ahead = 0;

  const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });
  const idOf = async (m: { username: string }) =>
    (await app.services.members.byPhone(m.username))!.id;

  function open(token: string): Socket {
    const socket = connect(base, {
      path: CHAT_SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }
  const connected = (s: Socket) =>
    new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
  const collect = (s: Socket) => {
    const got: MoneyChangedEvent[] = [];
    s.on(MONEY_CHANGED_EVENT, (event: MoneyChangedEvent) => got.push(event));
    return got;
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits until `got` holds `n` events (or fails after 2 s: the bound). */
  const until = async (got: unknown[], n: number) => {
    for (let waited = 0; got.length < n; waited += 10) {
      if (waited > 2_000) throw new Error(`${got.length} of ${n} events after 2 s`);
      await pause(10);
    }
  };

  beforeAll(async () => {
    app = await buildTestApp({
      games: { providerTimeoutMs: 200 },
      now: () => new Date(Date.now() + ahead),
    });
    await app.services.settings.set('registerOTP', false);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    app.services.ledger.moneyEvents.listen(({ memberId }) => told.push(memberId));
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await app.close();
  });

  it('a QR paid by webhook reaches the member’s open socket, and only theirs', async () => {
    const a = await registerAndLogin(app);
    const b = await registerAndLogin(app);
    const sa = open(a.token);
    const sb = open(b.token);
    await Promise.all([connected(sa), connected(sb)]);
    const gotA = collect(sa);
    const gotB = collect(sb);
    // the QR is created through the API, as on another device: nothing marks it on this socket
    const qr = await createQr(app, a, 'KBANK', 100);
    const paid = await payWebhook(app, 'KBANK', { qrcodeId: qr.qrcodeId, amount: 100 });
    expect(paid.statusCode, paid.body).toBe(200);
    await until(gotA, 1);
    expect(gotA).toHaveLength(1);
    expect(Object.keys(gotA[0]!)).toEqual(['at']);
    // and the wallet the screen then reads has it
    expect((await walletOf(app, a)).wallet).toBeGreaterThanOrEqual(100);
    // b's money did not move: b hears nothing of a's
    await pause(100);
    expect(gotB).toEqual([]);
    await credit(app, b.username, 5);
    await until(gotB, 1);
    await pause(50);
    expect(gotA).toHaveLength(1);
  });

  it('money that moved before the socket joined shows in the version it is told on connecting', async () => {
    const m = await registerAndLogin(app);
    const versionOnConnect = async () => {
      const s = open(m.token);
      const version = new Promise<number>((resolve, reject) => {
        s.once(MONEY_VERSION_EVENT, (event: MoneyVersionEvent) => resolve(event.version));
        s.once('connect_error', reject);
        setTimeout(() => reject(new Error('no money:version within 2 s')), 2_000);
      });
      return { s, version: await version };
    };
    // the screen read its wallet, then the money moved, then its socket connected: no
    // `money:changed` reached it, and the version says it missed something
    const read = (await walletOf(app, m)).body.moneyVersion;
    expect(read).toEqual(expect.any(Number));
    await credit(app, m.username, 7);
    const first = await versionOnConnect();
    expect(first.version).toBeGreaterThan(read!);
    // read again, the answer is where the socket said the money stands
    const again = (await walletOf(app, m)).body;
    expect(again.wallet.amount).toBe(7);
    expect(again.moneyVersion).toBe(first.version);
    // nothing moved since: a socket connecting now is told the same version (no read needed)
    expect((await versionOnConnect()).version).toBe(first.version);
    // and each movement after moves it on, a transfer's two legs included
    await activate(app, m, 'pg');
    const moved = await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await walletOf(app, m)).body.moneyVersion!;
    expect(after).toBeGreaterThan(first.version);
    expect((await versionOnConnect()).version).toBe(after);
  });

  it('a guest’s socket is told no money version', async () => {
    const guest = await app.inject({ method: 'POST', url: '/api/chat/guest' });
    if (guest.statusCode !== 200) return expect.fail(`guest identity: ${guest.body}`);
    const { guestId, guestToken } = guest.json() as { guestId: string; guestToken: string };
    const s = connect(base, {
      path: CHAT_SOCKET_PATH,
      auth: { guestId, guestToken },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(s);
    const got: MoneyVersionEvent[] = [];
    s.on(MONEY_VERSION_EVENT, (event: MoneyVersionEvent) => got.push(event));
    await connected(s);
    await pause(200);
    expect(got).toEqual([]);
  });

  it('every path that moves a member’s money tells them once it commits', async () => {
    const m = await registerAndLogin(app);
    const id = await idOf(m);
    const s = open(m.token);
    await connected(s);
    const got = collect(s);
    /**
     * Runs a money path and expects one tell for m per transaction that moved their money (a
     * transfer to a game commits twice: the debit, then the provider's yes), each reaching the
     * socket.
     */
    const tells = async (path: string, act: () => Promise<unknown>, transactions = 1) => {
      told = [];
      const before = got.length;
      await act();
      expect(
        told.filter((x) => x === id),
        path,
      ).toEqual(Array.from({ length: transactions }, () => id));
      await until(got, before + transactions);
    };

    await tells('staff credit', () => credit(app, m.username, 1000));
    await tells('withdrawal requested', async () => {
      expect((await withdraw(app, m, 300)).statusCode).toBe(200);
    });
    const queue = (await op('GET', '/api/operator/withdrawals')).json().withdrawals as {
      id: string;
      phone: string;
    }[];
    const mine = queue.filter((w) => w.phone === m.username);
    await tells('withdrawal paid', async () => {
      const res = await op('POST', `/api/operator/withdrawals/${mine[0]!.id}/paid`, {
        reference: 'KBANK-TRF-0042',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    await tells('withdrawal requested again', async () => {
      expect((await withdraw(app, m, 100)).statusCode).toBe(200);
    });
    const again = (await op('GET', '/api/operator/withdrawals')).json().withdrawals as {
      id: string;
      phone: string;
      status: string;
    }[];
    const open2 = again.find((w) => w.phone === m.username && w.id !== mine[0]!.id)!;
    await tells('withdrawal returned', async () => {
      const res = await op('POST', `/api/operator/withdrawals/${open2.id}/fail`, {
        reason: 'account closed',
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    await activate(app, m, 'pg');
    await tells(
      'transfer settled',
      async () => {
        const res = await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 50 });
        expect(res.statusCode, res.body).toBe(200);
      },
      2,
    );
    // a transfer in doubt: the debit is told when it commits, the reversal by recovery later
    const f = app.services.demoProvider.faults;
    f.once('deposit', 'lost');
    f.once('deposit', 'lost');
    f.once('findTransfer', 'reject');
    await tells('transfer in doubt (debit)', async () => {
      const res = await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 60 });
      expect(res.statusCode).toBe(504);
    });
    await tells('transfer reversed by recovery', async () => {
      expect((await app.services.recovery.run({ olderThanMs: 0 })).reversed).toBe(1);
    });

    // a QR paid late goes to staff review; staff approving it credits it
    const qr = await createQr(app, m, 'KBANK', 70);
    // the QR expires before it is paid: the payment waits for staff (spec §5)
    ahead += 16 * 60_000;
    told = [];
    const late = await payWebhook(app, 'KBANK', { qrcodeId: qr.qrcodeId, amount: 70 });
    expect(late.json().outcome, late.body).toBe('review');
    expect(told).toEqual([]);
    const review = (await op('GET', '/api/operator/deposits?method=qr')).json().deposits as {
      id: string;
      phone: string;
    }[];
    const held = review.find((d) => d.phone === m.username)!;
    await tells('staff approves a deposit', async () => {
      const res = await op('POST', `/api/operator/deposits/${held.id}/approve`, { amount: 70 });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('an invite reward paid tells the inviter', async () => {
    const a = await registerAndLogin(app);
    const id = await idOf(a);
    const b = await registerAndLogin(app, { inviteCode: `PR${id}` });
    const friend = await idOf(b);
    // the friend signs in from elsewhere (one address for both would wait for staff, decision
    // 011), deposits and plays: the inviter's reward accrues
    await app.services.db.execute(
      sql`UPDATE sessions SET ip = '10.77.31.9' WHERE member_id = ${friend}`,
    );
    await depositByQr(app, b, 200);
    await app.services.db.execute(
      sql`INSERT INTO game_rounds (provider, round_id, member_id, slot_code, player, game, stake, payout, settled_at)
          VALUES ('test', gen_random_uuid()::text, ${friend}, 'pgslot', 'p', 'pgslot', 6000, 0, now())`,
    );
    expect((await app.services.invites.accrue()).rows).toBe(1);
    const s = open(a.token);
    await connected(s);
    const got = collect(s);
    told = [];
    const paid = await app.inject({
      url: '/api/invite/bonus',
      headers: { ...a.auth, ...idempotencyKey() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(told.filter((x) => x === id)).toEqual([id]);
    await until(got, 1);
  });

  it('a bonus that ends tells, with or without a forfeit', async () => {
    const m = await registerAndLogin(app);
    const id = await idOf(m);
    const def = await defineBonus(app, bonusDef());
    // ended before its deposit: no money moves, what home shows of the bonus does
    expect((await activateBonus(app, m, def.code)).statusCode).toBe(200);
    told = [];
    expect((await clearBonus(app, m)).statusCode).toBe(200);
    expect(told.filter((x) => x === id)).toEqual([id]);
    // running (deposit and bonus credited), ended with the forfeit accepted
    expect((await activateBonus(app, m, def.code)).statusCode).toBe(200);
    await depositByQr(app, m, 100);
    told = [];
    const cleared = await clearBonus(app, m, 1_000);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(told.filter((x) => x === id).length).toBeGreaterThanOrEqual(1);
  });

  it('a socket whose session ended hears nothing more; the member’s other session still does', async () => {
    const m = await registerAndLogin(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: m.username, password: m.password },
    });
    const second = login.json().token as string;
    const ended = open(m.token);
    const stays = open(second);
    await Promise.all([connected(ended), connected(stays)]);
    const gotEnded = collect(ended);
    const gotStays = collect(stays);
    const closed = new Promise<string>((resolve) => ended.once('disconnect', resolve));
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: m.auth });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await credit(app, m.username, 10);
    await until(gotStays, 1);
    await pause(50);
    expect(gotEnded).toEqual([]);
  });
});
