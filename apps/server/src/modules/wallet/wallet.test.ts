import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_LOGIN_PROVIDERS, SLOT_CATEGORIES } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { demoProviderBets } from '../../adapters/game-providers/demo/tables';
import { gameAccounts, transfers } from './tables';
import { buildTestApp } from '../../test/app';
import { play } from '../../test/bonus';
import { registerAndLogin } from '../../test/members';
import {
  activate,
  credit,
  expectCode,
  expectLedgerBalanced,
  transfer,
  walletOf,
} from '../../test/wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;

describe('wallet and game accounts (spec §7 Wallet, Auto-login)', () => {
  let app: FastifyInstance;
  let db: Db;
  const get = (m: Member, url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { ...m.auth, ...headers } });
  const account = async (m: Member, slot: string) =>
    (await get(m, `/api/wallet/account/${slot}`)).json() as {
      username: string;
      password: string;
      event: Record<string, string>;
    };

  beforeAll(async () => {
    app = await buildTestApp({ games: { balanceTimeoutMs: 150 } });
    db = app.kernel.db;
    await app.services.settings.set('registerOTP', false);
  });
  afterEach(async () => {
    app.services.demoProvider.faults.clear();
    await expectLedgerBalanced(app);
  });
  afterAll(() => app.close());

  it('answers the home screen: profile, bank, wallet, invite, and every provider of §7', async () => {
    const m = await registerAndLogin(app, { name: 'Somchai Jaidee', bankCode: 'SCB' });
    await credit(app, m.username, 1234.56);
    const { body } = await walletOf(app, m);
    expect(body.profile).toMatchObject({ name: 'Somchai Jaidee', username: m.username, coin: 0 });
    expect(body.bankAccount).toMatchObject({ bankCode: 'SCB', bankAccountNo: m.bankAccountNo });
    expect(body.bankAccount.bank.nameTH).toBe('ธนาคารไทยพาณิชย์');
    expect(body.wallet).toEqual({ amount: 1234.56 });
    expect(body.invite).toEqual({ amount: 0, success: 0, fail: 0 });
    const codes = body.slots.map((s: { code: string }) => s.code).sort();
    expect(codes).toEqual(Object.keys(AUTO_LOGIN_PROVIDERS).sort());
    for (const category of SLOT_CATEGORIES) {
      expect(body.slots.some((s: { category: string }) => s.category === category)).toBe(true);
    }
    for (const slot of body.slots) {
      expect(slot).toMatchObject({ isActive: false, amount: 0, ftWalletSlot: 1 });
      const logo = await app.inject({ url: slot.logo });
      expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(logo.body).toContain('<svg');
      expect((await app.inject({ url: slot.background })).statusCode).toBe(200);
    }
    expect((await app.inject({ url: '/media/providers/pg/nope.svg' })).statusCode).toBe(404);
    expectCode(await app.inject({ url: '/api/wallet' }), 401, 'UNAUTHORIZED');
  });

  it('activates a game account once, with credentials the member can read and the provider accepts', async () => {
    const m = await registerAndLogin(app);
    expectCode(await get(m, '/api/wallet/account/pg'), 404, 'SLOT_NO_ACCOUNT');
    expectCode(await get(m, '/api/wallet/resetpassword/pg'), 404, 'SLOT_NO_ACCOUNT');
    expectCode(await get(m, '/api/wallet/activate/nope'), 404, 'NO_GAME');
    expectCode(await get(m, '/api/wallet/account/nope'), 404, 'NO_GAME');

    const taps = await Promise.all([1, 2, 3].map(() => get(m, '/api/wallet/activate/pg')));
    expect(taps.map((t) => t.statusCode).sort()).toEqual([200, 409, 409]);
    expect(taps.find((t) => t.statusCode === 409)!.json()).toEqual({
      message: 'SLOT_ALREADY_ACTIVE',
    });
    expectCode(await get(m, '/api/wallet/activate/pg'), 409, 'SLOT_ALREADY_ACTIVE');
    expect(
      (await walletOf(app, m)).body.slots.find((s: { code: string }) => s.code === 'pg'),
    ).toMatchObject({
      isActive: true,
      amount: 0,
    });

    const creds = await account(m, 'pg');
    expect(creds.username).toMatch(/^lw\d+$/);
    expect(creds.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(creds.event).toMatchObject({ game: 'pg' });
    // at rest the password is sealed, never in clear
    const [row] = await db
      .select()
      .from(gameAccounts)
      .where(eq(gameAccounts.username, creds.username));
    expect(row!.passwordEnc).toMatch(/^v1\./);
    expect(row!.passwordEnc).not.toContain(creds.password);
    expect(
      await app.services.demoProvider.login('pg', creds.username, creds.password),
    ).toBeTruthy();

    // a reset keeps the account active and changes the password at the provider too
    expect((await get(m, '/api/wallet/resetpassword/pg')).json()).toEqual({ message: 'OK' });
    const after = await account(m, 'pg');
    expect(after.username).toBe(creds.username);
    expect(after.password).not.toBe(creds.password);
    expect(await app.services.demoProvider.login('pg', after.username, creds.password)).toBeNull();
    expect(
      await app.services.demoProvider.login('pg', after.username, after.password),
    ).toBeTruthy();
  });

  it('answers SLOT_ACTIVATE_FAIL and SLOT_RESET_PASSWORD_FAIL when the provider fails, and recovers', async () => {
    const m = await registerAndLogin(app);
    const { faults } = app.services.demoProvider;
    faults.once('createAccount', 'reject');
    expectCode(await get(m, '/api/wallet/activate/joker2'), 502, 'SLOT_ACTIVATE_FAIL');
    expectCode(await get(m, '/api/wallet/account/joker2'), 404, 'SLOT_NO_ACCOUNT');
    // made at the provider, answer lost: the next activation takes the account over
    faults.once('createAccount', 'late');
    expectCode(await get(m, '/api/wallet/activate/joker2'), 502, 'SLOT_ACTIVATE_FAIL');
    await activate(app, m, 'joker2');
    const creds = await account(m, 'joker2');
    expect(
      await app.services.demoProvider.login('joker2', creds.username, creds.password),
    ).toBeTruthy();

    faults.once('resetPassword', 'reject');
    expectCode(await get(m, '/api/wallet/resetpassword/joker2'), 502, 'SLOT_RESET_PASSWORD_FAIL');
    expect((await account(m, 'joker2')).password).toBe(creds.password);
    expect((await get(m, '/api/wallet/resetpassword/joker2')).statusCode).toBe(200);
  });

  it('refreshes balances from every provider at once; a slow or failing one is marked, not fatal', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 300);
    for (const g of ['pg', 'usun', 'huayhd']) {
      await activate(app, m, g);
      await transfer(app, m, { from: 'WALLET', to: g, amount: 100 });
    }
    const { faults } = app.services.demoProvider;
    faults.once('balance', 'slow', 2_000); // the first provider asked hangs past the 150 ms limit
    faults.once('balance', 'reject');
    const started = Date.now();
    const res = await get(m, '/api/wallet/refresh/slot');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(res.statusCode).toBe(200);
    const active = res.json().slots.filter((s: { isActive: boolean }) => s.isActive);
    expect(active).toHaveLength(3);
    expect(active.filter((s: { unavailable?: boolean }) => s.unavailable)).toHaveLength(2);
    // an unavailable slot shows its last known balance
    for (const s of active) expect(s.amount).toBe(100);
    const calm = await get(m, '/api/wallet/refresh/slot');
    expect(calm.json().slots.some((s: { unavailable?: boolean }) => s.unavailable)).toBe(false);
  });

  it('answers home with the providers’ current game balances after play, read now (spec §2 home)', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 150);
    await activate(app, m, 'pg');
    await activate(app, m, 'joker2');
    await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 100 });
    await transfer(app, m, { from: 'WALLET', to: 'joker2', amount: 20 });
    const before = await walletOf(app, m);
    expect(before).toMatchObject({ wallet: 30, games: { pg: 100, joker2: 20 } });
    const { username } = await account(m, 'pg');
    const atProvider = async () => (await app.services.demoProvider.balance('pg', username)) / 100;
    // the member plays at the provider, most often down to a loss within a few dozen spins (the
    // house edge); a rare three sevens can leave more than the 500 spins take back (seen in 1
    // run of many), and home must show that win just the same as a loss
    for (let i = 0; i < 500 && (await atProvider()) >= 100; i++) {
      await play(app, m, 'pg', 10, 1);
    }
    const real = await atProvider();
    expect(real).not.toBe(100);

    const started = Date.now();
    const after = await walletOf(app, m);
    const pg = after.body.slots.find((s) => s.code === 'pg')!;
    expect(pg.amount).toBe(real);
    expect(pg.unavailable).toBeUndefined();
    expect(Date.parse(pg.readAt!)).toBeGreaterThanOrEqual(started - 1);
    expect(Date.parse(pg.readAt!)).toBeLessThanOrEqual(Date.now());
    expect(after).toMatchObject({ wallet: 30, games: { pg: real, joker2: 20 } });
    // the total the member reads is the wallet plus what the games hold now
    const total = after.wallet + Object.values(after.games).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(30 + real + 20, 2);
    // a closed account is never read, and says so by having no time
    expect(after.body.slots.find((s) => s.code === 'usun')).not.toHaveProperty('readAt');
    // the ledger caught up with the provider (a game_result entry), so a reload says the same
    expect((await walletOf(app, m)).games.pg).toBe(real);

    // a provider slow past GAME_BALANCE_TIMEOUT_MS (150 ms here) or failing does not hold home
    // back: that game shows its last known amount, unavailable and without a read time
    const { faults } = app.services.demoProvider;
    faults.once('balance', 'slow', 2_000);
    const slowStart = Date.now();
    const slow = await walletOf(app, m);
    expect(Date.now() - slowStart).toBeLessThan(1_500);
    const missed = slow.body.slots.filter((s) => s.isActive && s.unavailable);
    expect(missed).toHaveLength(1);
    expect(missed[0]).not.toHaveProperty('readAt');
    expect(slow.games).toEqual({ pg: real, joker2: 20 });
    faults.once('balance', 'reject');
    const failed = await walletOf(app, m);
    expect(failed.body.slots.filter((s) => s.isActive && s.unavailable)).toHaveLength(1);
    expect(failed.games).toEqual({ pg: real, joker2: 20 });
  });

  it('a transfer open for this game holds its sync back; one of another game or member does not', async () => {
    const m = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    await credit(app, m.username, 100);
    await activate(app, m, 'pg');
    await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 100 });
    const { username } = await account(m, 'pg');
    const atProvider = async () => (await app.services.demoProvider.balance('pg', username)) / 100;
    const loseSome = async () => {
      const start = await atProvider();
      for (let i = 0; i < 500 && (await atProvider()) >= start; i++) await play(app, m, 'pg', 5, 1);
      return atProvider();
    };
    const ids = async (who: Member) => (await app.services.members.byPhone(who.username))!.id;
    const open = async (memberId: number, slotCode: string) =>
      (
        await db
          .insert(transfers)
          .values({
            ref: `test-${randomUUID()}`,
            memberId,
            slotCode,
            direction: 'to_game',
            amount: 1,
            currency: 'BAHT',
          })
          .returning({ id: transfers.id })
      )[0]!.id;
    const close = (id: number) =>
      db.update(transfers).set({ status: 'reversed' }).where(eq(transfers.id, id));

    // open elsewhere (another member's pg, this member's other game): the view syncs pg
    const elsewhere = [await open(await ids(other), 'pg'), await open(await ids(m), 'joker2')];
    const real = await loseSome();
    expect(real).toBeLessThan(100);
    expect((await walletOf(app, m)).games.pg).toBe(real);
    // open on pg itself: the view shows what the ledger holds, and writes nothing
    const own = await open(await ids(m), 'pg');
    const later = await loseSome();
    expect(later).toBeLessThan(real);
    expect((await walletOf(app, m)).games.pg).toBe(real);
    // closed again: the next view catches up
    await close(own);
    expect((await walletOf(app, m)).games.pg).toBe(later);
    for (const id of elsewhere) await close(id);
  });

  it('launches only the caller’s own account, through a one-time link', async () => {
    const alice = await registerAndLogin(app);
    const bob = await registerAndLogin(app);
    await activate(app, alice, 'askmebet');
    await activate(app, bob, 'askmebet');
    await activate(app, alice, 'pg');
    const a = await account(alice, 'askmebet');
    const b = await account(bob, 'askmebet');
    const launch = (m: Member, path: string) =>
      get(m, `/api/autoLogin/${path}`, { 'accept-language': 'en' });

    const ok = await launch(alice, `askmebet/${a.username}/${encodeURIComponent(a.password)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().link).toMatch(/^\/demo-provider\/play\?ticket=[\w-]{43}&lang=en$/);
    expect((await launch(alice, `pg/${(await account(alice, 'pg')).username}`)).statusCode).toBe(
      200,
    );
    // someone else's username, a wrong password, a game not opened, an unknown provider
    expectCode(
      await launch(alice, `askmebet/${b.username}/${encodeURIComponent(b.password)}`),
      403,
      'SLOT_NO_ACCOUNT',
    );
    expectCode(
      await launch(alice, `askmebet/${a.username}/wrong-password`),
      403,
      'SLOT_NO_ACCOUNT',
    );
    expectCode(await launch(alice, `joker2/${a.username}`), 404, 'SLOT_NO_ACCOUNT');
    expect((await launch(alice, `nope/${a.username}`)).statusCode).toBe(404);
    expectCode(await app.inject({ url: `/api/autoLogin/pg/${a.username}` }), 401, 'UNAUTHORIZED');
  });

  it('plays the demo slot machine against the in-game balance, recording each bet', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 50);
    await activate(app, m, 'slotracha');
    await transfer(app, m, { from: 'WALLET', to: 'slotracha', amount: 20 });
    const { username } = await account(m, 'slotracha');
    const { link } = (
      await get(
        m,
        `/api/autoLogin/slotracha/${username}/${encodeURIComponent((await account(m, 'slotracha')).password)}`,
        { 'accept-language': 'th' },
      )
    ).json();

    const play = await app.inject({ url: link });
    expect(play.statusCode).toBe(303);
    expect(play.headers.location).toBe('/demo-provider/game?lang=th');
    const cookie = String(play.headers['set-cookie']);
    expect(cookie).toMatch(/^demo_session=[\w-]+; Path=\/demo-provider; HttpOnly; SameSite=Lax/);
    const session = { cookie: cookie.split(';')[0]! };
    // single use
    const again = await app.inject({ url: link });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('ลิงก์เกมนี้หมดอายุแล้ว');
    expect((await app.inject({ url: '/demo-provider/play?ticket=made-up' })).statusCode).toBe(410);

    const page = await app.inject({ url: '/demo-provider/game?lang=la', headers: session });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // its own, stricter policy: the app-wide one (inline styles allowed) does not replace it
    expect(page.headers['content-security-policy']).toContain("style-src 'self';");
    expect(page.body).toContain('lang="lo"');
    expect(page.body).toContain('ໝຸນ');
    // issue 13: the way back to the wallet, in the member's language
    expect(page.body).toContain('<a href="/user/home">← ກັບໄປທີ່ກະເປົາເງິນ</a>');
    expect((await app.inject({ url: '/demo-provider/game?lang=en' })).body).toContain(
      'session has ended',
    );
    expect((await app.inject({ url: '/demo-provider/assets/game.js' })).statusCode).toBe(200);

    const state = (await app.inject({ url: '/demo-provider/api/state', headers: session })).json();
    expect(state).toMatchObject({ username, balance: 20, currency: 'THB' });
    const spin = (bet: unknown) =>
      app.inject({
        method: 'POST',
        url: '/demo-provider/api/spin',
        headers: session,
        payload: { bet },
      });
    // a bet above the in-game balance, while it is still the 20 moved in (a lucky spin below
    // could raise it past any bet offered)
    expectCode(await spin(100), 400, 'MONEY_NOT_ENOUGH');
    let balance = 20;
    for (let i = 0; i < 3; i++) {
      const r = (await spin(1)).json();
      expect(r.reels).toHaveLength(3);
      expect(r.balance).toBeCloseTo(balance - 1 + r.win, 2);
      balance = r.balance;
    }
    expectCode(await spin(3), 400, 'KEY_INVALID');
    expectCode(
      await app.inject({ method: 'POST', url: '/demo-provider/api/spin', payload: { bet: 1 } }),
      401,
      'EXPIRED_AUTH_TOKEN',
    );
    const bets = await db.select().from(demoProviderBets);
    expect(bets.length).toBeGreaterThanOrEqual(3);

    // the winnings (or what is left) go back to the wallet
    const back = await get(m, '/api/wallet/refresh/slot');
    expect(back.json().slots.find((s: { code: string }) => s.code === 'slotracha').amount).toBe(
      balance,
    );
    const home = await app.inject({
      method: 'POST',
      url: '/api/wallet/transferAll',
      headers: { ...m.auth, 'idempotency-key': crypto.randomUUID() },
      payload: { to: 'WALLET' },
    });
    expect(home.json().wallet.amount).toBeCloseTo(30 + balance, 2);
  });

  it('signs in on the provider’s own page with the game username and password', async () => {
    const m = await registerAndLogin(app);
    await activate(app, m, 'circus');
    const creds = await account(m, 'circus');
    const form = await app.inject({ url: creds.event.loginUrl + '&lang=en' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Sign in to the game');
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/demo-provider/api/login',
        payload: { game: 'circus', username: creds.username, password },
      });
    expectCode(await login('not-the-password'), 403, 'WRONG_CREDENTIAL');
    const ok = await login(creds.password);
    expect(ok.statusCode).toBe(200);
    const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
    expect(
      (await app.inject({ url: '/demo-provider/api/state', headers: { cookie } })).json().username,
    ).toBe(creds.username);
    expect((await app.inject({ url: '/demo-provider/login?game=nope' })).statusCode).toBe(404);
  });

  it('keeps every member to their own accounts', async () => {
    const alice = await registerAndLogin(app);
    const bob = await registerAndLogin(app);
    await credit(app, alice.username, 100);
    await activate(app, alice, 'pg');
    await transfer(app, alice, { from: 'WALLET', to: 'pg', amount: 60 });
    const bobView = await walletOf(app, bob);
    expect(bobView.wallet).toBe(0);
    expect(bobView.games).toEqual({});
    expectCode(await get(bob, '/api/wallet/account/pg'), 404, 'SLOT_NO_ACCOUNT');
    expectCode(await transfer(app, bob, { from: 'pg', to: 'WALLET', amount: 10 }), 404, 'NO_GAME');
    expect(await walletOf(app, alice)).toMatchObject({ wallet: 40, games: { pg: 60 } });
  });
});
