import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import { buildTestApp } from '../../test/app';
import { activeBonus, depositByQr } from '../../test/bonus';
import { post, registerAndLogin } from '../../test/members';
import { staffSession } from '../../test/staff';
import { expectCode, expectLedgerBalanced, idempotencyKey, walletOf } from '../../test/wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;

describe('invite and refund rewards (issue 9)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
  });
  afterAll(() => app.close());

  const idOf = async (m: Member) => (await app.services.members.byPhone(m.username))!.id;
  /** Settled rounds of the member, as the bet feed would store them, at `at` (SQL). */
  const rounds = async (m: Member, stake: number, payout: number, at = sql`now()`) => {
    const id = await idOf(m);
    await app.services.db.execute(
      sql`INSERT INTO game_rounds (provider, round_id, member_id, slot_code, player, game, stake, payout, settled_at)
          VALUES ('test', gen_random_uuid()::text, ${id}, 'pgslot', 'p', 'pgslot', ${stake * 100}, ${payout * 100}, ${at})`,
    );
  };
  const get = (m: Member, url: string) =>
    app.inject({ url, headers: { ...m.auth, ...idempotencyKey() } });
  /**
   * Every test member signs in from the same injected address, which flags a friend's rewards for
   * staff (decision 011); a friend who joined from elsewhere has sessions on another address.
   */
  const fromElsewhere = async (m: Member) =>
    app.services.db.execute(
      sql`UPDATE sessions SET ip = ${`10.77.${Math.floor(Math.random() * 250)}.9`}
          WHERE member_id = ${await idOf(m)}`,
    );

  it('a friend who joins by the link, deposits and plays earns the inviter their reward, once', async () => {
    const a = await registerAndLogin(app);
    const code = `PR${await idOf(a)}`;
    const refused = await post(app, '/api/account', {
      ...registrationOf(),
      inviteCode: 'PR999999999',
    });
    expectCode(refused, 400, 'INVALID_CODE');
    const b = await registerAndLogin(app, { inviteCode: code, name: 'Somsak Friend' });
    await fromElsewhere(b);
    expectCode(await get(a, '/api/invite/bonus'), 400, 'NO_INVITEE_PLAY_INFO');

    await depositByQr(app, b, 200);
    expect(await app.services.invites.accrue()).toEqual({ rows: 0, amount: 0 }); // not played yet
    await rounds(b, 60, 0);
    const [first, again] = await Promise.all([
      app.services.invites.accrue(),
      app.services.invites.accrue(),
    ]);
    // a job run twice accrues once: 10 % of the first deposit
    expect(first.rows + again.rows).toBe(1);
    expect(first.amount + again.amount).toBe(2_000);

    const wallet = await app.inject({ url: '/api/wallet', headers: a.auth });
    expect(wallet.json().invite).toEqual({ amount: 20, success: 0, fail: 0 });
    const list = await post(app, '/api/invite', { page: 1, limit: 10 }, a.auth);
    expect(list.json()).toMatchObject({
      total: 1,
      invites: [{ from: { name: 'Som***' }, amount: 20, played: true }],
    });
    const summary = await app.inject({ url: '/api/invite/summary', headers: a.auth });
    expect(summary.json()).toMatchObject({
      code,
      invitees: 1,
      played: 1,
      accrued: 20,
      received: 0,
    });
    expect(summary.json().link).toMatch(new RegExp(`/register\\?code=${code}$`));

    // racing taps pay once
    const taps = await Promise.all(Array.from({ length: 8 }, () => get(a, '/api/invite/bonus')));
    const paid = taps.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json()).toMatchObject({
      message: 'INVITE_BONUS_SUCCESS',
      amount: 20,
      bonus: null,
    });
    expect((await walletOf(app, a)).wallet).toBe(20);
    expectCode(await get(a, '/api/invite/bonus'), 400, 'NO_INVITE_BONUS');
    const statement = await app.inject({
      method: 'POST',
      url: '/api/statement',
      headers: { ...a.auth, 'accept-language': 'en' },
      payload: { page: 1, limit: 10 },
    });
    expect(statement.json().statements[0]).toMatchObject({
      statementType: 'deposit',
      from: 'INVITE',
      amount: 20,
      invite: { description: 'Invite reward · 1' },
    });
    await expectLedgerBalanced(app);
  });

  it('caps what one friend earns, and starts a bonus when the setting says so', async () => {
    await app.services.settings.set('invite.capPerInvitee', 5);
    await app.services.settings.set('invite.condition', { percentSuccess: 200, percentFail: 10 });
    try {
      const a = await registerAndLogin(app);
      const b = await registerAndLogin(app, { inviteCode: `PR${await idOf(a)}` });
      await fromElsewhere(b);
      await depositByQr(app, b, 500);
      await rounds(b, 100, 20);
      await app.services.invites.accrue();
      const wallet = await app.inject({ url: '/api/wallet', headers: a.auth });
      expect(wallet.json().invite, wallet.body).toEqual({ amount: 5, success: 200, fail: 10 });
      const got = await get(a, '/api/invite/bonus');
      expect(got.json()).toMatchObject({
        amount: 5,
        bonus: { code: 'INVITE_REWARD', state: 'running', required: 10, inPlay: 5 },
      });
      expect((await activeBonus(app, a)).bonus?.code).toBe('INVITE_REWARD');
      await expectLedgerBalanced(app);
    } finally {
      await app.services.settings.set('invite.capPerInvitee', 500);
      await app.services.settings.set('invite.condition', null);
    }
  });

  it('a reward flagged for the same address waits for staff: received only once approved, never when refused', async () => {
    const owner = await staffSession(app, 'marketing');
    const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
    const a = await registerAndLogin(app);
    const code = `PR${await idOf(a)}`;
    // two friends sign in from the inviter's own address (the injected one): both flagged
    const b = await registerAndLogin(app, { inviteCode: code, name: 'Benja Same' });
    const c = await registerAndLogin(app, { inviteCode: code, name: 'Chai Same' });
    // one friend from elsewhere: paid as before
    const d = await registerAndLogin(app, { inviteCode: code, name: 'Dao Other' });
    await fromElsewhere(d);
    for (const f of [b, c, d]) {
      await depositByQr(app, f, 100);
      await rounds(f, 60, 0);
    }
    await app.services.invites.accrue();

    const wallet = await app.inject({ url: '/api/wallet', headers: a.auth });
    expect(wallet.json().invite).toEqual({ amount: 10, success: 0, fail: 0, reviewing: 20 });
    const summary = await app.inject({ url: '/api/invite/summary', headers: a.auth });
    expect(summary.json()).toMatchObject({ accrued: 10, reviewing: 20, received: 0 });

    // the member's receive pays only the unflagged friend's reward
    const first = await get(a, '/api/invite/bonus');
    expect(first.json()).toMatchObject({ message: 'INVITE_BONUS_SUCCESS', amount: 10 });
    expect((await walletOf(app, a)).wallet).toBe(10);
    expectCode(await get(a, '/api/invite/bonus'), 400, 'NO_INVITE_BONUS');

    // staff see both waiting, decide each once, with a reason in the audit log
    const waiting = await operator('GET', '/api/operator/invites/review?limit=200');
    const mine = (
      waiting.json().accruals as { id: string; inviterPhone: string; inviteePhone: string }[]
    ).filter((r) => r.inviterPhone === a.username);
    expect(mine.map((r) => r.inviteePhone).sort()).toEqual([b.username, c.username].sort());
    const idOfFriend = (f: Member) => mine.find((r) => r.inviteePhone === f.username)!.id;
    const approved = await operator(
      'POST',
      `/api/operator/invites/accruals/${idOfFriend(b)}/approve`,
      { reason: 'household, checked by phone' },
    );
    expect(approved.json()).toMatchObject({
      review: 'approved',
      reviewedBy: owner.login,
      paid: false,
    });
    const refused = await operator(
      'POST',
      `/api/operator/invites/accruals/${idOfFriend(c)}/refuse`,
      { reason: 'self-referral' },
    );
    expect(refused.json()).toMatchObject({ review: 'refused', reviewedBy: owner.login });
    // decided once: a second decision is refused
    expectCode(
      await operator('POST', `/api/operator/invites/accruals/${idOfFriend(c)}/approve`, {
        reason: 'changed my mind',
      }),
      409,
      'ALREADY_PROCESSED',
    );
    const audit = await app.services.audit.list({ limit: 10, q: 'invites/accruals' });
    expect(audit.map((e) => [e.reason, e.outcome])).toEqual(
      expect.arrayContaining([
        ['household, checked by phone', 'done'],
        ['self-referral', 'done'],
      ]),
    );

    // approved: receivable; refused: never
    const after = await app.inject({ url: '/api/wallet', headers: a.auth });
    expect(after.json().invite).toEqual({ amount: 10, success: 0, fail: 0 });
    const second = await get(a, '/api/invite/bonus');
    expect(second.json()).toMatchObject({ message: 'INVITE_BONUS_SUCCESS', amount: 10 });
    expect((await walletOf(app, a)).wallet).toBe(20);
    expectCode(await get(a, '/api/invite/bonus'), 400, 'NO_INVITE_BONUS');
    const [left] = await rows<{ n: number }>(
      app.services.db,
      sql`SELECT COUNT(*)::int AS n FROM invite_accruals
          WHERE inviter_id = ${await idOf(a)} AND payout_id IS NULL`,
    );
    expect(left!.n).toBe(1); // the refused row, never paid
    expect(
      (await app.inject({ url: '/api/invite/summary', headers: a.auth })).json(),
    ).toMatchObject({ accrued: 0, reviewing: 0, received: 20 });
    await expectLedgerBalanced(app);
  });

  it('refunds a share of last period’s net loss once, never play under a bonus, not during one', async () => {
    const tz = await app.services.settings.get('site.timeZone');
    const lastWeek = sql`(date_trunc('week', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz}) - interval '2 days'`;
    const m = await registerAndLogin(app);
    await rounds(m, 1_000, 200, lastWeek); // lost 800
    await rounds(m, 100, 500, lastWeek); // won 400 → net loss 400
    await rounds(m, 5_000, 0); // this week: not in the last period
    expect((await app.services.refunds.compute()).offers).toBeGreaterThanOrEqual(1);
    expect((await app.services.refunds.compute()).offers).toBe(0); // computed once
    const check = await app.inject({
      url: '/api/refund/check',
      headers: { ...m.auth, 'accept-language': 'en' },
    });
    expect(check.json()).toMatchObject({
      result: true,
      bonus: false,
      netLoss: 400,
      refundAmount: 20, // 5 %
      period: 'week',
      received: false,
      info: 'Your refund for the last period is ready to receive.',
    });
    const taps = await Promise.all([
      get(m, '/api/refund/receive'),
      get(m, '/api/refund/addWallet'),
    ]);
    expect(taps.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(taps.find((r) => r.statusCode !== 200)!.json().message).toBe('REFUND_RECEIVED');
    expect((await walletOf(app, m)).wallet).toBe(20);
    expectCode(await get(m, '/api/refund/receive'), 409, 'REFUND_RECEIVED');
    const history = await post(app, '/api/refund', { page: 1, limit: 10 }, m.auth);
    expect(history.json()).toMatchObject({
      total: 1,
      refunds: [{ refundAmount: 20, netLoss: 400 }],
    });

    // a member with a bonus running cannot receive (§4), and play under a bonus does not count
    const n = await registerAndLogin(app);
    await rounds(n, 1_000, 0, lastWeek);
    const id = await idOf(n);
    await app.services.db.execute(
      sql`INSERT INTO member_bonuses (member_id, bonus_code, status, rules, currency, deposit, amount, base, own_funds, started_at)
          SELECT ${id}, 'WELCOME100', 'running', rules, 'BAHT', 100, 100, 200, 100, ${lastWeek} - interval '1 hour'
          FROM bonuses WHERE code = 'WELCOME100'`,
    );
    await app.services.refunds.compute();
    const none = await app.inject({ url: '/api/refund/check', headers: n.auth });
    expect(none.json()).toMatchObject({ result: false, bonus: true, refundAmount: 0 });
    // the money guards answer first (issue 15 put refunds behind them, as invites and coupons
    // were): while a bonus runs, the reason given is the bonus, not the missing offer
    expectCode(await get(n, '/api/refund/receive'), 409, 'BONUS_REMAINING');

    // an offer waiting while a bonus is open cannot be received until the bonus ends (§4)
    const o = await registerAndLogin(app);
    await rounds(o, 500, 0, lastWeek);
    await app.services.refunds.compute();
    const got = await get(o, '/api/bonus/activate/WELCOME100');
    expect(got.statusCode, got.body).toBe(200);
    const blocked = await app.inject({ url: '/api/refund/check', headers: o.auth });
    expect(blocked.json()).toMatchObject({ result: false, bonus: true, refundAmount: 25 });
    expectCode(await get(o, '/api/refund/receive'), 409, 'REFUND_CONDITION');
    expectCode(await get(o, '/api/bonus/clear'), 200, 'BONUS_CLEAR');
    expect((await get(o, '/api/refund/receive')).json()).toMatchObject({ refundAmount: 25 });
    await expectLedgerBalanced(app);
  });
});

let seq = 0;
function registrationOf() {
  seq++;
  return {
    name: 'Someone',
    username: `09${String(Date.now()).slice(-6)}${String(seq).padStart(2, '0')}`,
    password: 'correct-horse-9',
    sourceCode: 'FACEBOOK',
    bankCode: 'KBANK',
    bankAccountName: 'x y',
    bankAccountNo: `9${String(Date.now()).slice(-8)}${seq}`,
  };
}
