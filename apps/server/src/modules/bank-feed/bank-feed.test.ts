import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { statementOf } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { seededRandom } from '../../test/seeded-random';
import { expectCode, expectLedgerBalanced, walletOf } from '../../test/wallet';
import { notificationOfForm } from './routes';
import { bankDevices, bankLines } from './tables';

/** The demo settings' AUTO deposit account (KBANK 064-1-23456-7) and its MANUAL SCB one. */
const OUR_KBANK = '0641234567';

/** `DD/MM/YY HH:MM` in Thai time with a Buddhist two-digit year, as KBank states it. */
function kbankTime(at: Date): string {
  const t = new Date(at.getTime() + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${two((t.getUTCFullYear() + 543) % 100)} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

/** A current-format KBank text: money from the payer's account ending `payer4` into ours. */
const kbankText = (payer4: string, baht: string, at = new Date(), ours4 = OUR_KBANK.slice(-4)) =>
  `${kbankTime(at)} บช X-${ours4} รับโอนจาก X-${payer4} ${baht} คงเหลือ 18,402.10 บ.`;

let accountSeq = 0;
/** A KBank account number ending in `last4`, unique in the run. */
const accountEnding = (last4: string) =>
  `9${String(process.pid % 1000).padStart(3, '0')}${String(++accountSeq).padStart(2, '0')}${last4}`;

describe('bank feed (issue 26)', () => {
  let app: FastifyInstance;
  let token: string;

  const notify = (
    body: Record<string, unknown>,
    auth: string | undefined = token,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/bank-feed/notifications',
      headers: { ...(auth ? { authorization: `Bearer ${auth}` } : {}), ...headers },
      payload: body as object,
    });

  /** Posts a text as the KBank app forwards it and waits until the line is decided. */
  const deliver = async (text: string, extra: Record<string, unknown> = {}) => {
    const res = await notify({
      sender: 'KBank',
      text,
      receivedAt: new Date().toISOString(),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    await app.services.bankFeed.settled();
    return app.services.bankFeed.line(Number(res.json().id));
  };

  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
    const added = await operator('POST', '/api/operator/bank-feed/devices', {
      accountNo: '064-1-23456-7',
      name: 'KBank phone',
      reason: 'the deposit phone',
    });
    expect(added.statusCode, added.body).toBe(200);
    token = added.json().token;
    expect(token).toMatch(/^bfd_/);
  });
  afterAll(() => app.close());

  it('tells the member their money changed once the credit (a savepoint) commits (decision 026)', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('7301'),
    });
    const id = (await app.services.members.byPhone(m.username))!.id;
    const told: number[] = [];
    const stop = app.services.ledger.moneyEvents.listen(({ memberId }) => told.push(memberId));
    try {
      const line = await deliver(kbankText('7301', '250.00'));
      expect(line.state).toBe('credited');
      expect(told.filter((x) => x === id)).toEqual([id]);
    } finally {
      stop();
    }
  });

  it('credits a KBank transfer from a registered account once, and the wallet shows it', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('4417'),
    });
    const text = kbankText('4417', '500.00');
    const line = await deliver(text);
    expect(line).toMatchObject({
      state: 'credited',
      amount: 500,
      currency: 'BAHT',
      phone: m.username,
      accountDigits: '4567',
      payer: { digits: '4417', digitsAt: 'last' },
    });
    expect(line.depositId).not.toBeNull();
    expect((await walletOf(app, m)).wallet).toBe(500);
    const s = await statementOf(app, m);
    expect(s.statements.filter((l) => l.statementType === 'deposit')).toHaveLength(1);
    // the device's last contact is kept
    const devices = (await operator('GET', '/api/operator/bank-feed/devices')).json().devices;
    expect(devices[0].lastSeenAt).not.toBeNull();

    // a resend (same text, with or without the forwarder's id) is the same line and changes nothing
    const again = await deliver(text);
    expect(again.id).toBe(line.id);
    const withId = await deliver(text, { id: 'msg-1' });
    expect(withId.id).toBe(line.id);
    expect((await walletOf(app, m)).wallet).toBe(500);
    await expectLedgerBalanced(app);
  });

  it('keeps the forwarder id: a resend with that id and another received time is one line', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('5521'),
    });
    const text = kbankText('5521', '120.00');
    const first = await deliver(text, { id: 'fwd-77' });
    const later = await deliver(text, {
      id: 'fwd-77',
      receivedAt: new Date(Date.now() + 30_000).toISOString(),
    });
    expect(later.id).toBe(first.id);
    expect((await walletOf(app, m)).wallet).toBe(120);
  });

  it('waits for staff when no member or two members match the payer', async () => {
    expect(await deliver(kbankText('0001', '100.00'))).toMatchObject({
      state: 'waiting',
      reason: 'no-member',
      amount: 100,
    });
    const a = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('7788'),
    });
    const b = await registerAndLogin(app, {
      bankCode: 'SCB',
      bankAccountNo: accountEnding('7788'),
    });
    expect(await deliver(kbankText('7788', '200.00'))).toMatchObject({
      state: 'waiting',
      reason: 'several-members',
    });
    expect((await walletOf(app, a)).wallet).toBe(0);
    expect((await walletOf(app, b)).wallet).toBe(0);
  });

  it('waits when the text is stale, shows no payer, or is not about our AUTO account', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('3131'),
    });
    const old = new Date(Date.now() - 11 * 60_000);
    expect(await deliver(kbankText('3131', '300.00', old))).toMatchObject({
      state: 'waiting',
      reason: 'stale',
    });
    // the setting decides how old is too old
    await app.services.settings.set('bankFeed.maxAgeMinutes', 15);
    const fresh = await deliver(kbankText('3131', '301.00', old));
    expect(fresh.state).toBe('credited');
    await app.services.settings.set('bankFeed.maxAgeMinutes', 10);

    const noPayer = `${kbankTime(new Date())} บช X-4567 เงินเข้า 250.00 คงเหลือ 1,250.00 บ.`;
    expect(await deliver(noPayer)).toMatchObject({ state: 'waiting', reason: 'no-payer' });
    expect(await deliver(kbankText('3131', '50.00', new Date(), '9999'))).toMatchObject({
      state: 'waiting',
      reason: 'not-our-account',
    });
    expect((await walletOf(app, m)).wallet).toBe(301);
  });

  it('keeps unparsed texts and ignores money out, OTPs and look-alikes', async () => {
    expect(await deliver('สวัสดีครับ ข้อความทั่วไป')).toMatchObject({ state: 'unparsed' });
    const lookAlike = await notify({
      sender: '+66812345678',
      text: kbankText('4417', '9,999.00'),
      receivedAt: new Date().toISOString(),
    });
    await app.services.bankFeed.settled();
    expect(await app.services.bankFeed.line(Number(lookAlike.json().id))).toMatchObject({
      state: 'unparsed',
      amount: null,
    });
    const otp = await deliver('<OTP 123456> กรุณาใส่รหัสเพื่อยืนยันการโอนเงิน 1,000.00 บาท (Ref.ABCD)');
    expect(otp).toMatchObject({ state: 'ignored', reason: 'otp' });
  });

  it('refuses a wrong or revoked token with 401', async () => {
    const body = { sender: 'KBank', text: 'x', receivedAt: new Date().toISOString() };
    expectCode(await notify(body, 'bfd_wrong'), 401, 'BANK_DEVICE_UNAUTHORIZED');
    expectCode(await notify(body, ''), 401, 'BANK_DEVICE_UNAUTHORIZED');
    const added = await operator('POST', '/api/operator/bank-feed/devices', {
      accountNo: OUR_KBANK,
      name: 'old phone',
      reason: 'spare',
    });
    const { device, token: spare } = added.json();
    expect((await notify(body, spare)).statusCode).toBe(200);
    const revoked = await operator('POST', `/api/operator/bank-feed/devices/${device.id}/revoke`, {
      reason: 'phone lost',
    });
    expect(revoked.json().revokedAt).not.toBeNull();
    expectCode(await notify(body, spare), 401, 'BANK_DEVICE_UNAUTHORIZED');
    // a device only for one of our deposit accounts
    expectCode(
      await operator('POST', '/api/operator/bank-feed/devices', {
        accountNo: '1112223334',
        name: 'x',
        reason: 'y',
      }),
      400,
      'BANK_ACCOUNT_UNKNOWN',
    );
  });

  it('takes the form fields of forwarder apps', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('6060'),
    });
    const form = new URLSearchParams({ phone: 'KBank', body: kbankText('6060', '75.00') });
    const res = await app.inject({
      method: 'POST',
      url: '/api/bank-feed/notifications',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    await app.services.bankFeed.settled();
    expect((await walletOf(app, m)).wallet).toBe(75);
    const now = new Date('2026-01-01T00:00:00Z');
    expect(notificationOfForm('from=SCB&message=hi&timestamp=1767225600', now)).toEqual({
      sender: 'SCB',
      text: 'hi',
      receivedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('staff assign a waiting line to a member and dismiss another, once each', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('1212'),
    });
    const waiting = await deliver(kbankText('0002', '400.00'));
    expect(waiting.state).toBe('waiting');
    const queue = (await operator('GET', '/api/operator/bank-feed/lines')).json().lines;
    expect(queue.map((l: { id: string }) => l.id)).toContain(waiting.id);

    expectCode(
      await operator('POST', `/api/operator/bank-feed/lines/${waiting.id}/assign`, {
        phone: m.username,
      }),
      400,
      'KEY_MISSING',
    );
    const assigned = await operator('POST', `/api/operator/bank-feed/lines/${waiting.id}/assign`, {
      phone: m.username,
      reason: 'member called with the slip',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ state: 'assigned', phone: m.username, amount: 400 });
    expect((await walletOf(app, m)).wallet).toBe(400);
    expectCode(
      await operator('POST', `/api/operator/bank-feed/lines/${waiting.id}/assign`, {
        phone: m.username,
        reason: 'again',
      }),
      409,
      'BANK_LINE_DECIDED',
    );
    expectCode(
      await operator('POST', `/api/operator/bank-feed/lines/${waiting.id}/dismiss`, {
        reason: 'x',
      }),
      409,
      'BANK_LINE_DECIDED',
    );

    // an unparsed line needs the amount; a credited one cannot be assigned again
    const unparsed = await deliver('ข้อความที่อ่านไม่ออก 1');
    expectCode(
      await operator('POST', `/api/operator/bank-feed/lines/${unparsed.id}/assign`, {
        phone: m.username,
        reason: 'seen in the statement',
      }),
      400,
      'BANK_LINE_AMOUNT',
    );
    const dismissed = await operator(
      'POST',
      `/api/operator/bank-feed/lines/${unparsed.id}/dismiss`,
      {
        reason: 'not money',
      },
    );
    expect(dismissed.json()).toMatchObject({ state: 'dismissed', reason: 'not money' });
    const credited = (await operator('GET', '/api/operator/bank-feed/lines?state=credited')).json()
      .lines[0];
    expectCode(
      await operator('POST', `/api/operator/bank-feed/lines/${credited.id}/dismiss`, {
        reason: 'x',
      }),
      409,
      'BANK_LINE_DECIDED',
    );
    // both decisions are in the audit log with their reasons
    const audit = await operator('GET', '/api/operator/audit?limit=20');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('member called with the slip');
    expect(audit.body).toContain('not money');
    await expectLedgerBalanced(app);
  });

  it('a guard refusing the deposit (a deposit limit) leaves the line waiting; staff may credit it', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('4242'),
    });
    const limits = await app.inject({
      method: 'PUT',
      url: '/api/responsible/limits',
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      payload: { daily: 100, weekly: null, monthly: null },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const line = await deliver(kbankText('4242', '300.00'));
    expect(line).toMatchObject({ state: 'waiting', reason: 'refused:DEPOSIT_LIMIT', amount: 300 });
    expect(line.depositId).toBeNull();
    expect((await walletOf(app, m)).wallet).toBe(0);
    const assigned = await operator('POST', `/api/operator/bank-feed/lines/${line.id}/assign`, {
      phone: m.username,
      reason: 'member asked, limit checked',
    });
    expect(assigned.json()).toMatchObject({ state: 'assigned' });
    expect((await walletOf(app, m)).wallet).toBe(300);
  });

  it('a held bank deposit approved in the deposit queue credits its line', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('6161'),
    });
    const line = await deliver(kbankText('0003', '80.00'));
    expect(line.state).toBe('waiting');
    // as a credit hold leaves it: the deposit waits in the deposit queue, the line beside it
    const member = await app.services.members.byPhone(m.username);
    const deposit = await app.services.deposits.create({
      memberId: member!.id,
      currency: 'BAHT',
      method: 'bank',
      channel: 'KBANK',
      source: line.id,
      amount: 8000,
    });
    await app.services.db
      .update(bankLines)
      .set({ depositId: deposit!.id, reason: 'held:DEPOSIT_LIMIT' })
      .where(eq(bankLines.id, Number(line.id)));
    expectCode(
      await operator('POST', `/api/operator/bank-feed/lines/${line.id}/dismiss`, { reason: 'x' }),
      409,
      'BANK_LINE_DECIDED',
    );
    const approved = await operator('POST', `/api/operator/deposits/${deposit!.id}/approve`, {
      amount: 80,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await app.services.bankFeed.line(Number(line.id))).toMatchObject({ state: 'credited' });
    expect((await walletOf(app, m)).wallet).toBe(80);
  });

  it('the sweep job processes lines a copy stored but never processed', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('5151'),
    });
    const [device] = await app.services.db
      .select()
      .from(bankDevices)
      .where(isNull(bankDevices.revokedAt))
      .limit(1);
    // stored as the request path does, and the process dies before it works on it
    const id = await app.services.bankFeed.receive(device!, {
      sender: 'KBank',
      text: kbankText('5151', '60.00'),
      receivedAt: new Date().toISOString(),
    });
    expect((await app.services.bankFeed.line(id)).state).toBe('new');
    const job = app.jobs.find((j) => j.name === 'bank-feed-sweep');
    await job!.run({ info: () => undefined, warn: () => undefined, error: () => undefined });
    expect((await app.services.bankFeed.line(id)).state).toBe('credited');
    expect((await walletOf(app, m)).wallet).toBe(60);
  });

  it('20 concurrent deliveries of one text credit once', async () => {
    // prints its seed (replay: TEST_SEED=<seed>)
    const random = seededRandom('bank-feed concurrent deliveries');
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('8080'),
    });
    const text = kbankText('8080', '1,000.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        notify({
          sender: 'KBank',
          text,
          receivedAt: new Date().toISOString(),
          // some forwarders give an id, some not; the same text is one line either way
          ...(random.int(0, 2) ? { id: `dup-${i % 3}` } : {}),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    // another copy's sweep racing the in-process processing changes nothing
    await Promise.all([app.services.bankFeed.sweep(), app.services.bankFeed.settled()]);
    expect((await walletOf(app, m)).wallet).toBe(1000);
    const deposits = await operator(
      'GET',
      '/api/operator/deposits?status=all&method=bank&limit=200',
    );
    expect(
      deposits.json().deposits.filter((d: { phone: string }) => d.phone === m.username),
    ).toHaveLength(1);
    await expectLedgerBalanced(app);
  });
});
