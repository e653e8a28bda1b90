import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { validate } from 'promptparse';
import { anyId } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptTruelink } from '@wallet/contract';
import { readOnePayQr } from '../../adapters/lao-payments/onepay-qr';
import { rows } from '../../kernel/db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { activateBonus, bonusDef, defineBonus } from '../../test/bonus';
import { payWebhook, slipImage, uploadSlip, withdraw } from '../../test/deposits';
import { oneProofPayload as oneProof, qrImage } from '../../test/slip-image';
import { registerAndLogin } from '../../test/members';
import {
  activate,
  credit,
  expectCode,
  expectLedgerBalanced,
  idempotencyKey,
  transfer,
  walletOf,
} from '../../test/wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;

describe('the Lao deployment in kip: money follows the member’s currency (decision 021)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('slip.closedHours', null);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
    await app.services.settings.set('site.deployment', 'LA');
  });
  afterAll(() => app.close());

  const lak = () => registerAndLogin(app, { currency: 'LAK', bankCode: 'BCEL' });
  const baht = () => registerAndLogin(app, { currency: 'BAHT' });
  const json = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const createQr = (m: Member, bank: string, amount: number) =>
    app.inject({
      method: 'POST',
      url: `/api/qrcode/${bank}`,
      headers: { ...m.auth, ...idempotencyKey() },
      payload: { amount },
    });
  const staffPay = (qrcodeId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/operator/qrcodes/${qrcodeId}/pay`,
      headers: { ...operatorHeaders, ...idempotencyKey() },
      payload: {},
    });
  const depositByBcel = async (m: Member, kip: number) => {
    const qr = await createQr(m, 'BCEL', kip);
    expect(qr.statusCode, qr.body).toBe(200);
    const paid = await staffPay(qr.json().qrcodeId);
    expect(paid.json().outcome, paid.body).toBe('credited');
  };
  const post = (m: Member, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { ...m.auth, ...idempotencyKey() }, payload });
  const get = (m: Member, url: string) =>
    app.inject({ url, headers: { ...m.auth, ...idempotencyKey() } });

  it('answers the deposit and withdraw lookups in the member’s currency, with only its methods', async () => {
    // no token on the Lao deployment: kip; a token: that member's currency, baht kept on LA
    for (const headers of [{}, (await lak()).auth]) {
      const d = await json('/api/lookup/deposit', { ...headers, 'accept-language': 'la' });
      expect(d.currency).toBe('LAK');
      expect(d.qrGateways).toEqual([{ code: 'BCEL', name: 'BCEL OnePay' }]);
      expect(d.qrQuickAmounts[0].amounts).toContain(50_000);
      expect(d.banks.map((b: { bankCode: string }) => b.bankCode)).toEqual(['BCEL', 'LDB']);
      expect(d.wallets).toEqual([]);
      expect([d.minimumDeposit, d.maximumDeposit]).toEqual([10_000, 100_000_000]);
      expect(await json('/api/lookup/withdraw', headers)).toEqual({
        withdrawMin: 50_000,
        withdrawMax: 20_000_000,
        currency: 'LAK',
      });
    }
    const b = await baht();
    const d = await json('/api/lookup/deposit', b.auth);
    expect(d.currency).toBe('BAHT');
    expect(d.qrGateways.map((g: { code: string }) => g.code)).toEqual(['KBANK', 'WW', 'E2P']);
    expect(d.banks.every((x: { currency: string }) => x.currency === 'BAHT')).toBe(true);
    expect(d.wallets.length).toBeGreaterThan(0);
    expect(await json('/api/lookup/withdraw', b.auth)).toMatchObject({
      withdrawMin: 100,
      currency: 'BAHT',
    });
    // a token that is no session is no error on a public lookup: the deployment's figures
    const stale = await json('/api/lookup/withdraw', { authorization: 'Bearer nope' });
    expect(stale.currency).toBe('LAK');
  });

  it('refuses every baht-only method to a LAK member, and the kip QR to a baht member', async () => {
    const m = await lak();
    for (const bank of ['KBANK', 'WW', 'E2P']) {
      expectCode(await createQr(m, bank, 100), 409, 'METHOD_CURRENCY');
      expect((await json(`/api/qrcode/${bank}`, m.auth)).hasQrcode).toBe(false);
    }
    const { truelinkKey } = await json('/api/lookup/deposit', m.auth);
    const link = await encryptTruelink(
      'https://gift.truemoney.com/campaign/?v=abcdefghij0123456789',
      truelinkKey,
    );
    expectCode(await post(m, '/api/wallet/truelink', { link }), 409, 'METHOD_CURRENCY');
    const b = await baht();
    expectCode(await createQr(b, 'BCEL', 50_000), 409, 'METHOD_CURRENCY');
    // nothing was created: no deposit row and no QR of another currency
    const [n] = await rows<{ n: number }>(
      app.services.db,
      sql`SELECT count(*)::int AS n FROM qr_codes q JOIN members m ON m.id = q.member_id
          WHERE q.currency <> m.currency OR (m.currency = 'LAK' AND q.gateway <> 'BCEL')`,
    );
    expect(n!.n).toBe(0);
  });

  it('makes a BCEL OnePay QR in whole kip (418), cancelled or confirmed by staff, audited', async () => {
    const m = await lak();
    expectCode(await createQr(m, 'BCEL', 50_000.5), 400, 'AMOUNT_WHOLE_KIP');
    expectCode(await createQr(m, 'BCEL', 500), 400, 'QR_FAIL'); // below 1,000 kip
    expectCode(await createQr(m, 'BCEL', 100_000_001), 400, 'DEPOSIT_MAXIMUM');
    const first = await createQr(m, 'BCEL', 50_000);
    expect(first.statusCode, first.body).toBe(200);
    const qr = first.json();
    expect(qr).toMatchObject({ hasQrcode: true, amount: 50_000 });
    expect(qr.receiverName).toBe('LUCKY WALLET SOLE CO LTD');
    const read = readOnePayQr(qr.payload);
    expect(read).toEqual({
      mcid: 'mch0000demo0001',
      currency: '418',
      kip: 50_000,
      reference: qr.qrcodeId,
    });
    expectCode(await createQr(m, 'BCEL', 20_000), 409, 'QR_EXISTS');
    const cancelled = await app.inject({
      method: 'DELETE',
      url: '/api/qrcode/BCEL',
      headers: m.auth,
      payload: { qrcodeId: qr.qrcodeId },
    });
    expect(cancelled.json().hasQrcode).toBe(false);

    const again = (await createQr(m, 'BCEL', 70_000)).json();
    // BCEL has no public payment notice: our own signed webhook is not a way in for it
    const forged = await payWebhook(app, 'BCEL', { qrcodeId: again.qrcodeId, amount: 70_000 });
    expect(forged.statusCode).toBe(404);
    const paid = await staffPay(again.qrcodeId);
    expect(paid.json()).toMatchObject({ gateway: 'BCEL', outcome: 'credited', paid: 70_000 });
    expect((await walletOf(app, m)).wallet).toBe(70_000);
    const [audit] = await rows<{ outcome: string }>(
      app.services.db,
      sql`SELECT outcome FROM audit_log WHERE action = 'POST /api/operator/qrcodes/:id/pay'
          AND target = ${again.qrcodeId}`,
    );
    expect(audit?.outcome).toBe('done');
    const report = await expectLedgerBalanced(app);
    expect(report.currencies.find((c) => c.currency === 'LAK')!.memberHeld).toBeGreaterThanOrEqual(
      7_000_000,
    );
  });

  it('keeps notices, withdrawals and game transfers within the kip figures', async () => {
    const m = await lak();
    expectCode(await post(m, '/api/wallet/add', { amount: 5_000 }), 400, 'DEPOSIT_MINIMUM');
    expectCode(await post(m, '/api/wallet/add', { amount: 20_000.5 }), 400, 'AMOUNT_WHOLE_KIP');
    expect((await post(m, '/api/wallet/add', { amount: 20_000 })).statusCode).toBe(200);
    await credit(app, m.username, 1_000_000);
    expectCode(await withdraw(app, m, 40_000), 400, 'WITHDRAW_MIN');
    expectCode(await withdraw(app, m, 20_000_001), 400, 'WITHDRAW_MAX');
    expectCode(await withdraw(app, m, 60_000.5), 400, 'AMOUNT_WHOLE_KIP');
    const w = await withdraw(app, m, 100_000);
    expect(w.statusCode, w.body).toBe(200);
    await activate(app, m, 'pgslot');
    const t = await transfer(app, m, { from: 'WALLET', to: 'pgslot', amount: 200_000 });
    expect(t.statusCode, t.body).toBe(200);
    const after = await walletOf(app, m);
    expect([after.wallet, after.games.pgslot]).toEqual([700_000, 200_000]);
    // the baht limits still hold for a baht member on the Lao deployment
    const b = await baht();
    await credit(app, b.username, 1_000);
    expect((await withdraw(app, b, 100)).statusCode).toBe(200);
    const report = await expectLedgerBalanced(app);
    expect(report.currencies.map((c) => c.currency)).toEqual(
      expect.arrayContaining(['BAHT', 'LAK']),
    );
  });

  it('reads a OneProof once, refuses it again, and refuses slips of the other country', async () => {
    const m = await lak();
    const ticket = `T${randomUUID().slice(0, 10)}`;
    const image = await qrImage(oneProof(ticket, 'FT24123ABC'));
    const up = await uploadSlip(app, m, image);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().qrFound).toBe(true);
    const queue = await app.inject({
      url: `/api/operator/deposits?method=slip&q=${m.username}`,
      headers: operatorHeaders,
    });
    expect(queue.json().deposits[0]).toMatchObject({
      channel: 'BCEL',
      status: 'processing',
      note: null,
      detail: expect.stringContaining(`ticket ${ticket} ref FT24123ABC`),
    });
    // the same proof again (another upload of it): refused by its ticket
    const twice = await uploadSlip(app, m, await qrImage(oneProof(ticket, 'FT24123ABC')));
    expectCode(twice, 409, 'SLIP_REFNO_DUPLICATED');

    // promptparse's loose check passes a PromptPay QR as a "OneProof"; ours refuses it
    const promptPay = anyId({ type: 'MSISDN', target: '0812345678', amount: 100 });
    expect(validate.bcelOneProof(promptPay)).not.toBeNull();
    expectCode(await uploadSlip(app, m, await qrImage(promptPay)), 409, 'SLIP_CURRENCY');
    // a Thai bank slip from a kip member, a OneProof from a baht member
    expectCode(await uploadSlip(app, m, await slipImage('004', 'TX1')), 409, 'SLIP_CURRENCY');
    const b = await baht();
    const proof = await qrImage(oneProof(`T${randomUUID().slice(0, 10)}`, 'FT1'));
    expectCode(await uploadSlip(app, b, proof), 409, 'SLIP_CURRENCY');
  });

  it('pays bonuses, coupons, refunds and invite rewards in kip to a LAK member', async () => {
    // a bonus defined in baht: 50 baht fixed is 30,000 kip (currency.kipPerBaht 600)
    const def = await defineBonus(
      app,
      bonusDef({ amountRule: { kind: 'fixed', amount: 50 }, minDeposit: 100 }),
    );
    const m = await lak();
    const offered = await json('/api/bonus', m.auth);
    const terms = offered.bonuses.find((x: { code: string }) => x.code === def.code);
    expect([terms.amountRule, terms.minDeposit]).toEqual([
      { kind: 'fixed', amount: 30_000 },
      60_000,
    ]);
    const got = await activateBonus(app, m, def.code);
    expect(got.statusCode, got.body).toBe(200);
    await depositByBcel(m, 100_000); // above the 60,000 kip minimum deposit of the bonus
    expect((await walletOf(app, m)).wallet).toBe(130_000);

    // a ฿20 wheel coupon is 12,000 kip in a kip wallet
    const c = await lak();
    const issued = await app.inject({
      method: 'POST',
      url: `/api/operator/members/${c.username}/coupons`,
      headers: { ...operatorHeaders, ...idempotencyKey() },
      payload: { slice: 'B20', reason: 'test coupon' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const list = await json('/api/spinwheel/coupon?page=1', c.auth);
    const coupon = list.coupons[0];
    expect(coupon?.amount, JSON.stringify(list)).toBe(12_000);
    const claimed = await post(c, '/api/spinwheel/coupon/claim', { coupon: coupon._id });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await walletOf(app, c)).wallet).toBe(12_000);

    // a refund of last week's kip loss (5 %), within the kip maximum
    const r = await lak();
    const rId = (await app.services.members.byPhone(r.username))!.id;
    const tz = await app.services.settings.get('site.timeZone');
    const lastWeek = sql`(date_trunc('week', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz}) - interval '2 days'`;
    await app.services.db.execute(
      sql`INSERT INTO game_rounds (provider, round_id, member_id, slot_code, player, game, stake, payout, settled_at)
          VALUES ('test', gen_random_uuid()::text, ${rId}, 'pgslot', 'p', 'pgslot', ${600_000 * 100}, 0, ${lastWeek})`,
    );
    await app.services.refunds.compute();
    const check = await json('/api/refund/check', r.auth);
    expect(check).toMatchObject({ result: true, refundAmount: 30_000 });
    expect((await get(r, '/api/refund/receive')).statusCode).toBe(200);
    expect((await walletOf(app, r)).wallet).toBe(30_000);

    // invite: a kip friend's first deposit earns a kip inviter 10 %; a baht friend earns nothing
    const a = await lak();
    const code = `PR${(await app.services.members.byPhone(a.username))!.id}`;
    const f = await registerAndLogin(app, { currency: 'LAK', bankCode: 'BCEL', inviteCode: code });
    const g = await registerAndLogin(app, { currency: 'BAHT', inviteCode: code });
    await app.services.db.execute(
      sql`UPDATE sessions SET ip = '10.88.1.9' WHERE member_id IN
          (SELECT id FROM members WHERE phone IN (${f.username}, ${g.username}))`,
    );
    await depositByBcel(f, 200_000);
    await credit(app, g.username, 1_000);
    for (const [who, stake] of [
      [f, 40_000],
      [g, 100],
    ] as const) {
      const id = (await app.services.members.byPhone(who.username))!.id;
      await app.services.db.execute(
        sql`INSERT INTO game_rounds (provider, round_id, member_id, slot_code, player, game, stake, payout, settled_at)
            VALUES ('test', gen_random_uuid()::text, ${id}, 'pgslot', 'p', 'pgslot', ${stake * 100}, 0, now())`,
      );
    }
    await app.services.invites.accrue();
    const accruals = await rows<{ invitee: string; amount: string; currency: string }>(
      app.services.db,
      sql`SELECT e.phone AS invitee, a.amount::text, a.currency FROM invite_accruals a
          JOIN members e ON e.id = a.invitee_id JOIN members r ON r.id = a.inviter_id
          WHERE r.phone = ${a.username}`,
    );
    expect(accruals).toEqual([
      { invitee: f.username, amount: String(20_000 * 100), currency: 'LAK' },
    ]);
    expect((await get(a, '/api/invite/bonus')).statusCode).toBe(200);
    expect((await walletOf(app, a)).wallet).toBe(20_000);

    const report = await expectLedgerBalanced(app);
    expect(report.problems).toEqual([]);
  });
});
