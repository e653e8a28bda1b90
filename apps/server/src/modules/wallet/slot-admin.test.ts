import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode, type OperatorSlot } from '@wallet/contract';
import { rows } from '../../kernel/db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { configureSecondProvider } from '../../test/second-provider';
import { staffSession } from '../../test/staff';
import {
  activate,
  credit,
  expectCode,
  expectLedgerBalanced,
  transfer,
  walletOf,
} from '../../test/wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;

describe('operator: which provider serves each slot', () => {
  let app: FastifyInstance;

  const list = async () => {
    const res = await app.inject({ url: '/api/operator/slots', headers: operatorHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { slots: OperatorSlot[]; providers: string[] };
  };
  const slotOf = async (code: string) => (await list()).slots.find((s) => s.code === code)!;
  const set = (
    code: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = operatorHeaders,
  ) => app.inject({ method: 'POST', url: `/api/operator/slots/${code}`, headers, payload });
  const accountsAt = async (code: string) => {
    const [r] = await rows<{ n: number }>(
      app.kernel.db,
      sql`SELECT count(*)::int AS n FROM game_accounts WHERE slot_code = ${code}`,
    );
    return Number(r!.n);
  };
  const lastAudit = async () => {
    const [r] = await rows<{
      action: string;
      target: unknown;
      reason: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      outcome: string;
    }>(
      app.kernel.db,
      sql`SELECT action, target, reason, before, after, outcome FROM audit_log
           WHERE action = 'POST /api/operator/slots/:code' ORDER BY id DESC LIMIT 1`,
    );
    return r!;
  };
  const member = async (...games: string[]): Promise<Member> => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 500);
    for (const g of games) await activate(app, m, g);
    return m;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    configureSecondProvider(app, 'betflix');
  });
  afterAll(() => app.close());

  it('lists every slot with provider, product, status, members with money, and the providers', async () => {
    const m = await member('pg', 'joker2');
    expect((await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 100 })).statusCode).toBe(
      200,
    );
    const { slots, providers } = await list();
    expect(providers).toEqual(['betflix', 'demo']);
    expect(slots.length).toBeGreaterThan(5);
    expect(slots.find((s) => s.code === 'pg')).toEqual({
      code: 'pg',
      name: 'PG Slot',
      category: 'slot',
      provider: 'demo',
      product: null,
      status: 'active',
      membersWithMoney: 1,
    });
    // an account with nothing in it holds no money
    expect((await slotOf('joker2')).membersWithMoney).toBe(0);
  });

  it('sets the product and the status, keeping the accounts, and records the act with before and after', async () => {
    const m = await member('usun');
    await transfer(app, m, { from: 'WALLET', to: 'usun', amount: 50 });
    const res = await set('usun', { product: 'USUN-LIVE', reason: 'new lobby code' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'usun',
      provider: 'demo',
      product: 'USUN-LIVE',
      status: 'active',
      membersWithMoney: 1,
      accountsClosed: 0,
    });
    const audit = await lastAudit();
    expect(audit.outcome).toBe('done');
    expect(audit.reason).toBe('new lobby code');
    expect(audit.before).toMatchObject({ code: 'usun', product: null });
    expect(audit.after).toMatchObject({ product: 'USUN-LIVE', accountsClosed: 0 });

    // hidden: members no longer see it (money held is no bar to hiding)
    expect((await set('usun', { status: 'hidden', reason: 'maintenance' })).json()).toMatchObject({
      status: 'hidden',
      product: 'USUN-LIVE',
    });
    expect((await walletOf(app, m)).body.slots.map((s) => s.code)).not.toContain('usun');
    expect(await accountsAt('usun')).toBe(1);
    expectCode(await transfer(app, m, { from: 'WALLET', to: 'usun', amount: 10 }), 404, 'NO_GAME');
    // shown again, the product cleared: the lobby
    const back = await set('usun', { status: 'active', product: null, reason: 'back' });
    expect(back.json()).toMatchObject({ status: 'active', product: null });
    expect((await walletOf(app, m)).games.usun).toBe(50);
    await expectLedgerBalanced(app);
  });

  it('changes the provider when nobody holds money, closing the accounts: members activate again there', async () => {
    const a = await member('areaslot');
    const b = await member('areaslot');
    // money in and out again: nothing held
    await transfer(app, a, { from: 'WALLET', to: 'areaslot', amount: 30 });
    await transfer(app, a, { from: 'areaslot', to: 'WALLET', amount: 30 });
    expect(await accountsAt('areaslot')).toBe(2);

    const res = await set('areaslot', { provider: 'betflix', product: 'AREA', reason: 'move' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'betflix', product: 'AREA', accountsClosed: 2 });
    expect(await accountsAt('areaslot')).toBe(0);
    expect((await lastAudit()).after).toMatchObject({ provider: 'betflix', accountsClosed: 2 });
    expect((await lastAudit()).before).toMatchObject({ provider: 'demo' });

    // the member's game shows as not opened; opening it makes an account at the new provider
    const slot = (await walletOf(app, b)).body.slots.find((s) => s.code === 'areaslot');
    expect(slot?.isActive).toBe(false);
    await activate(app, b, 'areaslot');
    const [acc] = await rows<{ username: string }>(
      app.kernel.db,
      sql`SELECT username FROM game_accounts WHERE slot_code = 'areaslot'`,
    );
    expect(acc!.username).toMatch(/^betflix_/);
    expect(
      (await transfer(app, b, { from: 'WALLET', to: 'areaslot', amount: 20 })).statusCode,
    ).toBe(200);
    expect((await walletOf(app, b)).games.areaslot).toBe(20);
    // setting the provider it already has closes nothing
    expect((await set('areaslot', { provider: 'betflix', reason: 'same' })).json()).toMatchObject({
      accountsClosed: 0,
    });
    expect(await accountsAt('areaslot')).toBe(1);
    await expectLedgerBalanced(app);
  });

  it('refuses an unknown slot, a provider not configured, and a change while money is held', async () => {
    expectCode(await set('nope', { status: 'hidden', reason: 'test' }), 404, 'NO_GAME');
    expectCode(
      await set('joker2', { provider: 'askmebet2', reason: 'test' }),
      400,
      'PROVIDER_NOT_CONFIGURED',
    );
    const m = await member('circus');
    await transfer(app, m, { from: 'WALLET', to: 'circus', amount: 40 });
    const held = await set('circus', { provider: 'betflix', reason: 'move' });
    expectCode(held, 409, 'SLOT_PROVIDER_IN_USE');
    expect(held.json()).toMatchObject({ membersWithMoney: 1 });
    expect(await slotOf('circus')).toMatchObject({ provider: 'demo', membersWithMoney: 1 });
    expect(await accountsAt('circus')).toBe(1);
    const audit = await lastAudit();
    expect(audit.outcome).toBe('failed');
    // product and status still change while money is held
    expect((await set('circus', { product: 'C1', reason: 'code' })).statusCode).toBe(200);
  });

  it('refuses a provider change while a transfer of the slot is pending', async () => {
    const m = await member('huayhd');
    // applied, but the answers are lost and the lookup fails: pending, the money in flight
    const f = app.services.demoProvider.faults;
    f.once('deposit', 'late');
    f.once('deposit', 'late');
    f.once('findTransfer', 'reject');
    expectCode(
      await transfer(app, m, { from: 'WALLET', to: 'huayhd', amount: 60 }),
      504,
      'TRANSFER_PENDING',
    );
    const [pending] = await rows<{ status: string }>(
      app.kernel.db,
      sql`SELECT status FROM transfers WHERE slot_code = 'huayhd' ORDER BY id DESC LIMIT 1`,
    );
    expect(pending!.status).toBe('pending');
    expectCode(
      await set('huayhd', { provider: 'betflix', reason: 'move' }),
      409,
      'SLOT_PROVIDER_IN_USE',
    );
    // settled by recovery: now the money is in the game, still held
    await app.services.recovery.run({ olderThanMs: 0 });
    expectCode(
      await set('huayhd', { provider: 'betflix', reason: 'move' }),
      409,
      'SLOT_PROVIDER_IN_USE',
    );
    // taken out: free to move
    await transfer(app, m, { from: 'huayhd', to: 'WALLET', amount: 60 });
    expect((await set('huayhd', { provider: 'betflix', reason: 'move' })).statusCode).toBe(200);
    await expectLedgerBalanced(app);
  });

  it('refuses a transfer in whose slot changed provider, or was hidden, after it was read: nothing moves', async () => {
    const m = await member('slotracha');
    const games = app.services.games;
    const active = games.active.bind(games);
    const between = async (act: () => Promise<unknown>) => {
      // the change commits after the transfer read the slot and before its debit
      games.active = async (memberId, code) => {
        const found = await active(memberId, code);
        games.active = active;
        await act();
        return found;
      };
      try {
        return await transfer(app, m, { from: 'WALLET', to: 'slotracha', amount: 25 });
      } finally {
        games.active = active;
      }
    };
    const moved = await between(() => set('slotracha', { provider: 'betflix', reason: 'move' }));
    expectCode(moved, 409, 'SLOT_PROVIDER_CHANGED');
    expect((await walletOf(app, m)).wallet).toBe(500);
    await activate(app, m, 'slotracha');
    const hidden = await between(() => set('slotracha', { status: 'hidden', reason: 'hide' }));
    expectCode(hidden, 404, 'NO_GAME');
    expect((await walletOf(app, m)).wallet).toBe(500);
    expect(await slotOf('slotracha')).toMatchObject({ membersWithMoney: 0 });
    await set('slotracha', { status: 'active', reason: 'show' });
    await expectLedgerBalanced(app);
  });

  it('does not keep an activation made at the old provider while the slot moved', async () => {
    const m = await member();
    const demo = app.services.demoProvider;
    const create = demo.createAccount.bind(demo);
    demo.createAccount = async (game, account) => {
      demo.createAccount = create;
      await create(game, account);
      expect((await set('imi', { provider: 'betflix', reason: 'move' })).statusCode).toBe(200);
    };
    try {
      const res = await app.inject({ url: '/api/wallet/activate/imi', headers: m.auth });
      expectCode(res, 409, 'SLOT_ACTIVATE_FAIL');
    } finally {
      demo.createAccount = create;
    }
    expect(await accountsAt('imi')).toBe(0);
    await activate(app, m, 'imi');
    const [acc] = await rows<{ username: string; status: string }>(
      app.kernel.db,
      sql`SELECT username, status FROM game_accounts WHERE slot_code = 'imi'`,
    );
    expect(acc).toMatchObject({ status: 'active', username: expect.stringMatching(/^betflix_/) });
  });

  it('answers bad input with a 4xx code, never 5xx, and changes nothing', async () => {
    const before = await list();
    const cases: unknown[] = [
      {},
      { reason: '' },
      { reason: 'ab' },
      { provider: 'betflix' },
      { provider: '', reason: 'test' },
      { provider: 'BETFLIX', reason: 'test' },
      { provider: 'x'.repeat(100), reason: 'test' },
      { provider: 42, reason: 'test' },
      { provider: null, reason: 'test' },
      { provider: "demo'; DROP TABLE game_slots; --", reason: 'test' },
      { product: '', reason: 'test' },
      { product: 'p'.repeat(101), reason: 'test' },
      { product: 7, reason: 'test' },
      { status: 'deleted', reason: 'test' },
      { status: null, reason: 'test' },
      { enabled: false, reason: 'test' },
      { reason: 'x'.repeat(501) },
      { reason: 42 },
      [],
      'text',
      null,
    ];
    for (const payload of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/operator/slots/joker2',
        headers: { ...operatorHeaders, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(isErrorCode(res.json().message), res.body).toBe(true);
    }
    for (const code of ['x'.repeat(51), '%00', 'สล็อต', "pg'--"]) {
      const res = await set(encodeURIComponent(code), { status: 'hidden', reason: 'test' });
      expect(res.statusCode, `${code} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await list()).toEqual(before);
  });

  it('is the owner’s: other roles read the list with settings.read but cannot change a slot', async () => {
    const marketing = await staffSession(app, 'marketing');
    expect(
      (await app.inject({ url: '/api/operator/slots', headers: marketing.headers })).statusCode,
    ).toBe(200);
    expectCode(
      await set('joker2', { status: 'hidden', reason: 'test' }, marketing.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    const support = await staffSession(app, 'support');
    expectCode(
      await app.inject({ url: '/api/operator/slots', headers: support.headers }),
      403,
      'STAFF_FORBIDDEN',
    );
  });
});
