import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StatementEntry } from '@wallet/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { statementOf } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { expectLedgerBalanced, walletOf } from '../../test/wallet';
import { deposits } from '../deposits/module';
import { bankDevices, bankLines } from './tables';

const OUR_KBANK = '0641234567';
const METRICS_TOKEN = 'metrics-token-bank-feed-0123456789';

const two = (n: number) => String(n).padStart(2, '0');
/** Thai wall clock parts of an instant, with the Buddhist two-digit year. */
function thai(at: Date) {
  const t = new Date(at.getTime() + 7 * 3600_000);
  return {
    date: `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${two((t.getUTCFullYear() + 543) % 100)}`,
    time: `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`,
  };
}
const kbankText = (payer4: string, baht: string, balance: string, at: Date) =>
  `${thai(at).date} ${thai(at).time} บช X-4567 รับโอนจาก X-${payer4} ${baht} คงเหลือ ${balance} บ.`;
/** A KBank statement CSV row (inferred mapping: date, time, channel, balance, details, type, amount). */
const kbankRow = (baht: string, balance: string, at: Date, details = 'X1234') =>
  `${thai(at).date.replace(/\//g, '-')},${thai(at).time},K PLUS,"${balance}",${details},รับโอนเงิน,"${baht}"`;

let seq = 0;
const accountEnding = (last4: string) =>
  `8${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(2, '0')}${last4}`;

describe('bank feed: chain, reconciliation, statements, silence, metrics, notices (issue 26)', () => {
  let app: FastifyInstance;
  let token: string;
  let deviceId: number;

  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });

  const deliver = async (text: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bank-feed/notifications',
      headers: { authorization: `Bearer ${token}` },
      payload: { sender: 'KBank', text, receivedAt: new Date().toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    await app.services.bankFeed.settled();
    return app.services.bankFeed.line(Number(res.json().id));
  };

  const notice = async (m: { auth: Record<string, string> }, amount: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/wallet/add',
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      payload: { amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { wallet: { amount: number } };
  };

  const reconcile = async () => {
    const res = await operator(
      'GET',
      `/api/operator/bank-feed/reconciliation?account=${OUR_KBANK}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    app = await buildTestApp({ metricsToken: METRICS_TOKEN });
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
    const added = await operator('POST', '/api/operator/bank-feed/devices', {
      accountNo: '064-1-23456-7',
      name: 'KBank phone',
      reason: 'the deposit phone',
    });
    expect(added.statusCode, added.body).toBe(200);
    token = added.json().token;
    deviceId = Number(added.json().device.id);
  });
  afterAll(() => app.close());

  it('flags a balance gap, reconciles the day, and a statement fills the gap once', async () => {
    const m = await registerAndLogin(app, {
      bankCode: 'KBANK',
      bankAccountNo: accountEnding('4417'),
    });
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const first = await deliver(kbankText('4417', '500.00', '1,000.00', at(4)));
    const second = await deliver(kbankText('9999', '200.00', '1,200.00', at(3)));
    // 100.00 arrived at minute 2 but its text never did
    const third = await deliver(kbankText('9998', '100.00', '1,400.00', at(1)));
    expect(first).toMatchObject({ state: 'credited', balance: 1000, missingBefore: false });
    expect(second).toMatchObject({ state: 'waiting', reason: 'no-member', missingBefore: false });
    expect(third).toMatchObject({ state: 'waiting', missingBefore: true });
    expect(third.missingReason).toMatch(/a text is missing: balance 1400.00 is 100.00 more/);

    let day = await reconcile();
    expect(day.accounts).toHaveLength(1);
    expect(day.accounts[0]).toMatchObject({
      accountNo: OUR_KBANK,
      bankCode: 'KBANK',
      currency: 'BAHT',
      incoming: { count: 3, amount: 800 },
      credited: { count: 1, amount: 500 },
      assigned: { count: 0, amount: 0 },
      dismissed: { count: 0, amount: 0 },
      waiting: { count: 2, amount: 300 },
      missingTexts: 1,
      statementOnly: 0,
      balanced: false,
    });

    // the statement from internet banking: the three lines seen, and the one never forwarded
    const csv = [
      'วันที่,เวลา,ช่องทาง,ยอดคงเหลือ,รายละเอียด,รายการ,จำนวนเงิน',
      kbankRow('500.00', '1,000.00', at(4)),
      kbankRow('200.00', '1,200.00', at(3)),
      kbankRow('100.00', '1,300.00', at(2), 'X7777'),
      kbankRow('100.00', '1,400.00', at(1)),
      `${thai(at(1)).date.replace(/\//g, '-')},${thai(at(1)).time},K PLUS,"1,350.00",ค่าไฟ,ชำระเงิน,50.00`,
    ].join('\n');
    const upload = await operator('POST', '/api/operator/bank-feed/statements', {
      accountNo: OUR_KBANK,
      bank: 'KBANK',
      csv,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({
      rows: 5,
      credits: 4,
      matched: 3,
      added: 1,
      alreadyAdded: 0,
      skipped: [],
    });
    const [addedId] = upload.json().lines as string[];
    const added = await app.services.bankFeed.line(Number(addedId));
    expect(added).toMatchObject({
      state: 'waiting',
      reason: 'statement-only',
      amount: 100,
      balance: 1300,
      depositId: null,
    });
    // the gap is explained now
    expect((await app.services.bankFeed.line(Number(third.id))).missingBefore).toBe(false);

    // the same file again adds nothing
    const again = await operator('POST', '/api/operator/bank-feed/statements', {
      accountNo: OUR_KBANK,
      bank: 'KBANK',
      csv,
    });
    expect(again.json()).toMatchObject({ matched: 3, added: 0, alreadyAdded: 1 });

    day = await reconcile();
    expect(day.accounts[0]).toMatchObject({
      incoming: { count: 4, amount: 900 },
      waiting: { count: 3, amount: 400 },
      missingTexts: 0,
      statementOnly: 1,
      balanced: true,
    });

    // staff decide every waiting line: the day still balances, and the sums follow
    for (const id of [second.id, addedId!])
      expect(
        (
          await operator('POST', `/api/operator/bank-feed/lines/${id}/assign`, {
            phone: m.username,
            reason: 'the member called',
          })
        ).statusCode,
      ).toBe(200);
    expect(
      (
        await operator('POST', `/api/operator/bank-feed/lines/${third.id}/dismiss`, {
          reason: 'refunded to the payer',
        })
      ).statusCode,
    ).toBe(200);
    day = await reconcile();
    expect(day.accounts[0]).toMatchObject({
      credited: { count: 1, amount: 500 },
      assigned: { count: 2, amount: 300 },
      dismissed: { count: 1, amount: 100 },
      waiting: { count: 0, amount: 0 },
      balanced: true,
    });
    expect((await walletOf(app, m)).wallet).toBe(800);
    // the member's statement names the payer bank, the digits shown, and auto or staff
    const lines = ((await statementOf(app, m)).statements as StatementEntry[]).filter(
      (l) => l.statementType === 'deposit',
    );
    expect(lines.map((l) => [l.amount, l.from, l.via]).sort()).toEqual(
      [
        [500, 'KBANK', { shown: '4417', by: 'auto' }],
        [200, 'KBANK', { shown: '9999', by: 'staff' }],
        [100, 'KBANK', { shown: null, by: 'staff' }],
      ].sort(),
    );

    // an unknown account, a bad day
    expect(
      (
        await operator('POST', '/api/operator/bank-feed/statements', {
          accountNo: '1112223334',
          bank: 'SCB',
          csv,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await operator('GET', '/api/operator/bank-feed/reconciliation?day=2025-1-1')).statusCode,
    ).toBe(400);
    const other = await operator('GET', '/api/operator/bank-feed/reconciliation?day=2020-01-01');
    expect(other.json().accounts.every((a: { balanced: boolean }) => a.balanced)).toBe(true);
    await expectLedgerBalanced(app);
  });

  it('a device silent for longer than the setting is silent in the list and in /metrics', async () => {
    await app.services.settings.set('bankFeed.silentMinutes', 1);
    await app.services.db
      .update(bankDevices)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(bankDevices.id, deviceId));
    const devices = (await operator('GET', '/api/operator/bank-feed/devices')).json().devices;
    expect(devices.find((d: { id: string }) => d.id === String(deviceId)).silent).toBe(true);

    await deliver(kbankText('9997', '77.00', '9,999.00', new Date()));
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^bank_feed_silent_devices 0$/m); // it just called
    expect(metrics.body).toMatch(/^bank_feed_waiting_lines [1-9]\d*$/m);
    expect(metrics.body).toMatch(/^bank_feed_credit_seconds_count [1-9]\d*$/m);
    expect(metrics.body).toMatch(/^bank_feed_credit_seconds_bucket\{le="1"\} \d+$/m);
    await app.services.db
      .update(bankDevices)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(bankDevices.id, deviceId));
    const later = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(later.body).toMatch(/^bank_feed_silent_devices 1$/m);
    await app.services.settings.set('bankFeed.silentMinutes', 30);
  });

  it("pairs a member's notice with a waiting line once, both ways; two notices of one amount do not pair", async () => {
    // the line first, then the notice: credited at once, one deposit (the notice's)
    const a = await registerAndLogin(app);
    const lineA = await deliver(kbankText('9001', '321.00', '1.00', new Date()));
    expect(lineA).toMatchObject({ state: 'waiting', reason: 'no-member' });
    expect((await notice(a, 321)).wallet.amount).toBe(321);
    const pairedA = await app.services.bankFeed.line(Number(lineA.id));
    expect(pairedA).toMatchObject({ state: 'credited', phone: a.username });
    const [noticeA] = await app.services.db
      .select()
      .from(deposits)
      .where(eq(deposits.id, Number(pairedA.depositId)));
    expect(noticeA).toMatchObject({ method: 'notice', status: 'success', amount: 32100 });
    // a second notice of the same amount stays for staff (the line is taken)
    await notice(a, 321);
    expect((await walletOf(app, a)).wallet).toBe(321);

    // the notice first, then the line
    const b = await registerAndLogin(app);
    expect((await notice(b, 432)).wallet.amount).toBe(0);
    const lineB = await deliver(kbankText('9002', '432.00', '2.00', new Date()));
    expect(lineB).toMatchObject({ state: 'credited', phone: b.username });
    expect((await walletOf(app, b)).wallet).toBe(432);

    // two members declare the same amount: the line cannot tell whose it is
    const c = await registerAndLogin(app);
    const d = await registerAndLogin(app);
    await notice(c, 543);
    await notice(d, 543);
    const lineC = await deliver(kbankText('9003', '543.00', '3.00', new Date()));
    expect(lineC).toMatchObject({ state: 'waiting', reason: 'no-member', depositId: null });
    expect((await walletOf(app, c)).wallet).toBe(0);
    expect((await walletOf(app, d)).wallet).toBe(0);

    // a statement-only line never pairs
    const e = await registerAndLogin(app);
    await app.services.db.insert(bankLines).values({
      accountNo: OUR_KBANK,
      dedupeKey: `test:${randomUUID()}`,
      statementKey: `test:${randomUUID()}`,
      sender: 'statement KBANK',
      text: 'row',
      receivedAt: new Date(),
      statedAt: new Date(),
      state: 'waiting',
      reason: 'statement-only',
      amount: 65400,
      currency: 'BAHT',
    });
    await notice(e, 654);
    expect((await walletOf(app, e)).wallet).toBe(0);
    await expectLedgerBalanced(app);
  });
});
