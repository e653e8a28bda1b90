import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encryptTruelink } from '@wallet/contract';
import { buildTestApp, operatorHeaders, tamperedSignature } from '../../test/app';
import {
  blankImage,
  createQr,
  multipart,
  payWebhook,
  slipImage,
  statementOf,
  uploadSlip,
  withdraw,
} from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { credit, expectCode, expectLedgerBalanced, walletOf } from '../../test/wallet';
import { signPayload } from './webhook-signature';

describe('deposits, withdrawals and the statement (issue 5)', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await buildTestApp({ now: () => new Date(clock) });
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('slip.closedHours', null);
  });
  afterEach(() => expectLedgerBalanced(app));
  afterAll(() => app.close());

  it('reserves a withdrawal, pays it out or returns it, and shows it in the statement', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 1000);
    expectCode(await withdraw(app, m, 99.99), 400, 'WITHDRAW_MIN');
    expectCode(await withdraw(app, m, 50_000.01), 400, 'WITHDRAW_MAX');
    expectCode(await withdraw(app, m, 1000.01), 400, 'MONEY_NOT_ENOUGH');
    // spec §7's client sends no Idempotency-Key: the call is made once (decision 020)
    const keyless = await registerAndLogin(app);
    await credit(app, keyless.username, 300);
    const noKey = () =>
      app.inject({
        method: 'POST',
        url: '/api/wallet/withdraw',
        headers: keyless.auth,
        payload: { amount: 100 },
      });
    expect((await noKey()).json()).toEqual({ message: 'OK', wallet: { amount: 200 } });
    expect((await noKey()).json()).toEqual({ message: 'OK', wallet: { amount: 100 } });

    const key = randomUUID();
    const first = await withdraw(app, m, 300, key);
    expect(first.json()).toEqual({ message: 'OK', wallet: { amount: 700 } });
    expect((await withdraw(app, m, 300, key)).json()).toEqual(first.json()); // a retry
    const all = await app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawAll',
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      payload: { amount: 200 },
    });
    expect(all.json()).toEqual({ message: 'OK', wallet: { amount: 500 } });
    expect((await walletOf(app, m)).wallet).toBe(500);

    const queue = (await op('GET', '/api/operator/withdrawals')).json().withdrawals as {
      id: string;
      phone: string;
      amount: number;
    }[];
    const mine = queue.filter((w) => w.phone === m.username);
    expect(mine.map((w) => w.amount)).toEqual([200, 300]);
    const [second, firstW] = mine;
    const paid = { reference: 'KBANK-TRF-0001' };
    expect(
      (await op('POST', `/api/operator/withdrawals/${firstW!.id}/paid`, paid)).json(),
    ).toMatchObject({
      status: 'success',
    });
    expectCode(
      await op('POST', `/api/operator/withdrawals/${firstW!.id}/paid`, paid),
      409,
      'ALREADY_PROCESSED',
    );
    const failed = await op('POST', `/api/operator/withdrawals/${second!.id}/fail`, {
      reason: 'account closed',
    });
    expect(failed.json()).toMatchObject({ status: 'failed', reason: 'account closed' });
    expectCode(await op('POST', '/api/operator/withdrawals/999999/paid', paid), 404, 'NO_DATA');
    expect((await walletOf(app, m)).wallet).toBe(700);

    const s = await statementOf(app, m);
    expect(s.total).toBe(3);
    expect(s.statements.map((l) => [l.statementType, l.status, l.amount, l.from, l.to])).toEqual([
      ['withdraw', 'failed', 200, 'WALLET', 'KBANK'],
      ['withdraw', 'success', 300, 'WALLET', 'KBANK'],
      ['deposit', 'success', 1000, 'ADJUSTMENT', 'WALLET'],
    ]);
    const page2 = await statementOf(app, m, 2, 2);
    expect([page2.total, page2.statements.length]).toEqual([3, 1]);
  });

  it('refuses a payout to a KTB account under a non-English name until it is fixed', async () => {
    const m = await registerAndLogin(app, { bankCode: 'KTB', bankAccountName: 'Somchai Jaidee' });
    await credit(app, m.username, 500);
    // a name from before the rule, as an old record would hold it (spec §4 forced edit)
    const row = await app.services.members.byPhone(m.username);
    await app.services.members.update(row!.id, { bankAccountName: 'สมชาย ใจดี' });
    expectCode(await withdraw(app, m, 200), 409, 'BANK_ACCOUNT_NAME_ENG');
    expect((await walletOf(app, m)).wallet).toBe(500);
    await app.services.members.update(row!.id, { bankAccountName: 'SOMCHAI JAIDEE' });
    expect((await withdraw(app, m, 200)).json()).toEqual({
      message: 'OK',
      wallet: { amount: 300 },
    });
  });

  it('makes a PromptPay QR, credits it once by signed webhook, and refuses bad signatures', async () => {
    const m = await registerAndLogin(app);
    const none = await app.inject({ url: '/api/qrcode/KBANK', headers: m.auth });
    expect(none.json()).toMatchObject({ hasQrcode: false, qrcodeId: null });
    expectCode(
      await app.inject({
        method: 'POST',
        url: '/api/qrcode/WW',
        headers: m.auth,
        payload: { amount: 99 },
      }),
      400,
      'QR_FAIL',
    );
    const qr = await createQr(app, m, 'KBANK', 150.5);
    expect(qr.qrcode).toContain('<svg');
    expect(qr.amount).toBe(150.5);
    expect(qr.expireIn).toBe(15 * 60);
    const stored = await app.services.qr.byId(qr.qrcodeId);
    // EMVCo PromptPay: AnyID to the mobile target, amount tag 54, CRC
    expect(stored.payload).toMatch(/^000201010212/);
    expect(stored.payload).toContain('0066812345678');
    expect(stored.payload).toContain('5406150.50');
    expectCode(
      await app.inject({
        method: 'POST',
        url: '/api/qrcode/KBANK',
        headers: m.auth,
        payload: { amount: 10 },
      }),
      409,
      'QR_EXISTS',
    );
    const again = await app.inject({ url: '/api/qrcode/KBANK', headers: m.auth });
    expect(again.json()).toMatchObject({ qrcodeId: qr.qrcodeId, hasQrcode: true });

    // signature: wrong secret, too old, missing → refused; nothing credited
    const bad = await payWebhook(
      app,
      'KBANK',
      { qrcodeId: qr.qrcodeId, amount: 150.5 },
      { secret: 'x'.repeat(32) },
    );
    expectCode(bad, 401, 'WEBHOOK_SIGNATURE_INVALID');
    const old = await payWebhook(
      app,
      'KBANK',
      { qrcodeId: qr.qrcodeId, amount: 150.5 },
      { at: new Date(clock - 6 * 60_000) },
    );
    expectCode(old, 401, 'WEBHOOK_SIGNATURE_INVALID');
    // issue 14: dated more than a minute ahead is refused too (it would stay replayable longer)
    const ahead = await payWebhook(
      app,
      'KBANK',
      { qrcodeId: qr.qrcodeId, amount: 150.5 },
      { at: new Date(clock + 2 * 60_000) },
    );
    expectCode(ahead, 401, 'WEBHOOK_SIGNATURE_INVALID');
    const skew = await payWebhook(
      app,
      'KBANK',
      { qrcodeId: 'no-such-qr', amount: 1 },
      { at: new Date(clock + 30_000) },
    );
    expect(skew.statusCode).toBe(200);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/KBANK/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expectCode(unsigned, 401, 'WEBHOOK_SIGNATURE_INVALID');
    const bodyNotSigned =
      '{"id":"e1","type":"payment.succeeded","data":{"qrcodeId":"x","amount":1}}';
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/payments/KBANK/webhook',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': signPayload(
          app.services.webhookSecret,
          bodyNotSigned.replace('1}', '9}'),
          new Date(clock),
        ),
      },
      payload: bodyNotSigned,
    });
    expectCode(tampered, 401, 'WEBHOOK_SIGNATURE_INVALID');
    expectCode(
      await payWebhook(app, 'NOPE', { qrcodeId: qr.qrcodeId, amount: 1 }),
      404,
      'NOT_FOUND',
    );
    expect((await walletOf(app, m)).wallet).toBe(0);

    const id = `evt_${randomUUID()}`;
    const paid = await payWebhook(app, 'KBANK', { id, qrcodeId: qr.qrcodeId, amount: 150.5 });
    expect(paid.json()).toEqual({ received: true, outcome: 'credited' });
    const replay = await payWebhook(app, 'KBANK', { id, qrcodeId: qr.qrcodeId, amount: 150.5 });
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    // issue 14: the same QR paid again (a new event, not a replay) is the member's money at the
    // bank: not credited on its own, never dropped, a deposit waiting for staff with its reason
    const other = await payWebhook(app, 'KBANK', { qrcodeId: qr.qrcodeId, amount: 150.5 });
    expect(other.json()).toEqual({ received: true, outcome: 'review' });
    const otherEvent = `evt_${randomUUID()}`;
    const paidTwice = await payWebhook(app, 'KBANK', {
      id: otherEvent,
      qrcodeId: qr.qrcodeId,
      amount: 20,
    });
    expect(paidTwice.json()).toEqual({ received: true, outcome: 'review' });
    const againReplay = await payWebhook(app, 'KBANK', {
      id: otherEvent,
      qrcodeId: qr.qrcodeId,
      amount: 20,
    });
    expect(againReplay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const paidAgain = (
      (await op('GET', '/api/operator/deposits?method=qr')).json().deposits as {
        phone: string;
        note: string | null;
        amount: number | null;
        status: string;
      }[]
    ).filter((d) => d.phone === m.username && d.note === 'PAID_AGAIN');
    expect(paidAgain.map((d) => [d.amount, d.status]).sort()).toEqual([
      [150.5, 'processing'],
      [20, 'processing'],
    ]);
    expect((await walletOf(app, m)).wallet).toBe(150.5);
    // the QR view learns that its QR was paid and credited
    expect((await app.inject({ url: '/api/qrcode/KBANK', headers: m.auth })).json()).toEqual({
      hasQrcode: false,
      qrcodeId: qr.qrcodeId,
      qrcode: null,
      amount: 150.5,
      expireIn: 0,
      message: 'QR_PAID',
      receiverName: null,
      payload: null,
    });
    const s = await statementOf(app, m);
    expect(s.statements[0]).toMatchObject({
      statementType: 'deposit',
      status: 'success',
      amount: 150.5,
      // issue 23 §2: the provider members know, in their language (Thai by default)
      from: 'พร้อมเพย์',
    });

    // a gateway QR that is cancelled, then paid: not credited, queued for an operator
    const ww = await createQr(app, m, 'WW', 100);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: '/api/qrcode/WW',
      headers: m.auth,
      payload: { qrcodeId: ww.qrcodeId },
    });
    expect(cancelled.json()).toMatchObject({ hasQrcode: false });
    const late = await payWebhook(app, 'WW', { qrcodeId: ww.qrcodeId, amount: 100 });
    expect(late.json().outcome).toBe('review');
    // an expired one too
    const e2p = await createQr(app, m, 'E2P', 50);
    clock += 16 * 60_000;
    expect((await app.inject({ url: '/api/qrcode/E2P', headers: m.auth })).json().hasQrcode).toBe(
      false,
    );
    expect(
      (await payWebhook(app, 'E2P', { qrcodeId: e2p.qrcodeId, amount: 50 })).json().outcome,
    ).toBe('review');
    expect((await walletOf(app, m)).wallet).toBe(150.5);
    const review = (await op('GET', '/api/operator/deposits?method=qr')).json().deposits as {
      id: string;
      phone: string;
      note: string | null;
    }[];
    const mine = review.filter((d) => d.phone === m.username && d.note !== 'PAID_AGAIN');
    expect(mine).toHaveLength(2);
    await op('POST', `/api/operator/deposits/${mine[0]!.id}/approve`, { amount: 50 });
    expect((await walletOf(app, m)).wallet).toBe(200.5);
    expectCode(
      await op('POST', `/api/operator/deposits/${mine[0]!.id}/approve`, { amount: 50 }),
      409,
      'ALREADY_PROCESSED',
    );
    // issue 11: crediting another amount than the deposit shows needs a note saying why
    const lateUrl = `/api/operator/deposits/${mine[1]!.id}/approve`;
    expectCode(await op('POST', lateUrl, { amount: 90 }), 400, 'APPROVE_NOTE_REQUIRED');
    expectCode(
      await op('POST', lateUrl, { amount: 90, note: '   ' }),
      400,
      'APPROVE_NOTE_REQUIRED',
    );
    expect((await walletOf(app, m)).wallet).toBe(200.5);
    const noted = await op('POST', lateUrl, { amount: 90, note: 'bank statement shows ฿90' });
    expect(noted.json()).toMatchObject({ status: 'success', amount: 90 });
    expect((await walletOf(app, m)).wallet).toBe(290.5);
  });

  it('tells the QR view that its QR was paid: credited, or waiting for review', async () => {
    const m = await registerAndLogin(app);
    const qrView = async () =>
      (await app.inject({ url: '/api/qrcode/KBANK', headers: m.auth })).json();
    const first = await createQr(app, m, 'KBANK', 20);
    // paid with another amount: not credited, the view says it waits for staff
    const paid = await payWebhook(app, 'KBANK', { qrcodeId: first.qrcodeId, amount: 25 });
    expect(paid.json().outcome).toBe('review');
    expect(await qrView()).toMatchObject({
      hasQrcode: false,
      qrcodeId: first.qrcodeId,
      amount: 25,
      message: 'QR_IN_REVIEW',
    });
    expect((await walletOf(app, m)).wallet).toBe(0);
    // a newer QR takes over the view; once cancelled there is nothing to report
    const second = await createQr(app, m, 'KBANK', 30);
    expect(await qrView()).toMatchObject({ hasQrcode: true, qrcodeId: second.qrcodeId });
    await app.inject({
      method: 'DELETE',
      url: '/api/qrcode/KBANK',
      headers: m.auth,
      payload: { qrcodeId: second.qrcodeId },
    });
    expect(await qrView()).toMatchObject({ hasQrcode: false, qrcodeId: null, message: '' });
  });

  it('reads a slip QR, refuses its duplicate, queues unreadable ones, and credits on approval', async () => {
    const m = await registerAndLogin(app);
    const slip = await slipImage('014', `T${Date.now()}REF`);
    const up = await uploadSlip(app, m, slip);
    // issue 13: the member hears at once whether the slip's QR was read
    expect(up.json()).toMatchObject({ message: 'OK', qrFound: true });
    expectCode(await uploadSlip(app, m, slip), 409, 'SLIP_REFNO_DUPLICATED');

    // the same slip as JPEG (another file, same bank reference) is a duplicate too
    const png = PNG.sync.read(slip);
    const asJpeg = jpeg.encode({ data: png.data, width: png.width, height: png.height }, 90).data;
    expectCode(await uploadSlip(app, m, asJpeg), 409, 'SLIP_REFNO_DUPLICATED');

    expect((await uploadSlip(app, m, blankImage())).json()).toMatchObject({
      message: 'OK',
      qrFound: false,
    });
    const list = await app.inject({
      method: 'POST',
      url: '/api/statement/slip',
      headers: m.auth,
      payload: { page: 1, limit: 10 },
    });
    const slips = list.json().slips as {
      status: string;
      note: string | null;
      reference: string;
      link: string;
      amount: number;
    }[];
    expect(list.json().total).toBe(2);
    expect(slips.map((s) => [s.status, s.note, s.amount])).toEqual([
      ['processing', 'UNSTABLE_REFNO_ON_SLIP', 0],
      ['processing', null, 0],
    ]);
    const queue = (await op('GET', '/api/operator/deposits?method=slip')).json().deposits as {
      id: string;
      reference: string;
      channel: string;
      detail: string;
    }[];
    const read = queue.find((d) => d.reference === slips[1]!.reference)!;
    expect(read.channel).toBe('014');
    expect(read.detail).toContain('REF');

    // the image: owner only, by a signed short-lived link
    const url = await app.inject({
      url: `/api/statement/slip/reference/${slips[1]!.reference}`,
      headers: m.auth,
    });
    const image = await app.inject({ url: url.json().url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, slip)).toBe(0);
    const stranger = await registerAndLogin(app);
    expectCode(
      await app.inject({
        url: `/api/statement/slip/reference/${slips[1]!.reference}`,
        headers: stranger.auth,
      }),
      404,
      'NO_DATA',
    );
    expect((await app.inject({ url: tamperedSignature(url.json().url) })).statusCode).toBe(404);
    clock += 6 * 60_000;
    expect((await app.inject({ url: url.json().url })).statusCode).toBe(404);

    await op('POST', `/api/operator/deposits/${read.id}/approve`, { amount: 500 });
    const unreadable = queue.find((d) => d.reference === slips[0]!.reference)!;
    const rejected = await op('POST', `/api/operator/deposits/${unreadable.id}/reject`, {
      code: 'INVALID_SLIP',
    });
    expect(rejected.json()).toMatchObject({ status: 'failed', note: 'INVALID_SLIP' });
    expectCode(
      await op('POST', `/api/operator/deposits/${unreadable.id}/reject`, { code: 'NOPE' }),
      400,
      'KEY_INVALID',
    );
    expect((await walletOf(app, m)).wallet).toBe(500);
    // with slips decided, a new upload hears how long review usually takes (issue 13)
    const estimate = (await uploadSlip(app, stranger, blankImage(220, 300))).json();
    expect(estimate.reviewEstimateMinutes).toBeGreaterThanOrEqual(1);
    const after = (
      await app.inject({
        method: 'POST',
        url: '/api/statement/slip',
        headers: m.auth,
        payload: { page: 1, limit: 10 },
      })
    ).json().slips as { status: string; note: string | null; amount: number }[];
    expect(after.map((s) => [s.status, s.note, s.amount])).toEqual([
      ['failed', 'INVALID_SLIP', 0],
      ['success', null, 500],
    ]);
  });

  it('refuses what is not a slip image, and closes uploads during the daily hours', async () => {
    const m = await registerAndLogin(app);
    expectCode(
      await uploadSlip(app, m, Buffer.from('GIF89a not an image at all')),
      400,
      'SLIP_INVALID_FILE',
    );
    const fakePng = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
    expectCode(await uploadSlip(app, m, fakePng), 400, 'SLIP_INVALID_FILE');
    const huge = Buffer.concat([blankImage(), Buffer.alloc(10 * 1024 * 1024)]);
    expectCode(await uploadSlip(app, m, huge), 413, 'PAYLOAD_TOO_LARGE');
    const json = await app.inject({
      method: 'POST',
      url: '/api/wallet/slip',
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      payload: { file: 'x' },
    });
    expectCode(json, 400, 'SLIP_NO_FILE');
    const empty = multipart(Buffer.alloc(0));
    expectCode(
      await app.inject({
        method: 'POST',
        url: '/api/wallet/slip',
        headers: { ...m.auth, ...empty.headers, 'idempotency-key': randomUUID() },
        payload: empty.payload,
      }),
      400,
      'SLIP_NO_FILE',
    );
    const now = new Date(clock);
    const hh = (d: Date) =>
      d.toLocaleTimeString('en-GB', {
        timeZone: 'Asia/Bangkok',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    await app.services.settings.set('slip.closedHours', {
      from: hh(now),
      until: hh(new Date(clock + 30 * 60_000)),
    });
    expectCode(await uploadSlip(app, m, blankImage()), 403, 'SLIP_UPLOAD_CLOSED');
    await app.services.settings.set('slip.closedHours', null);
  });

  it('takes an encrypted TrueMoney link once, and manual notices, for operator review', async () => {
    const m = await registerAndLogin(app);
    const { truelinkKey, qrExpireMinutes } = (
      await app.inject({ url: '/api/lookup/deposit' })
    ).json();
    expect(qrExpireMinutes).toBe(15);
    const send = (link: string) =>
      app.inject({
        method: 'POST',
        url: '/api/wallet/truelink',
        headers: { ...m.auth, 'idempotency-key': randomUUID() },
        payload: { link },
      });
    const link = `https://gift.truemoney.com/campaign/?v=${randomUUID().replace(/-/g, '')}`;
    expect((await send(await encryptTruelink(link, truelinkKey))).json()).toEqual({
      message: 'OK',
      wallet: { amount: 0 },
    });
    expectCode(await send(await encryptTruelink(link, truelinkKey)), 409, 'TRUELINK_DUPLICATE');
    expectCode(await send(link), 400, 'TRUELINK_INVALID');
    expectCode(
      await send(await encryptTruelink('https://example.com/?v=abcdefabcdef', truelinkKey)),
      400,
      'TRUELINK_INVALID',
    );

    const notice = await app.inject({
      method: 'POST',
      url: '/api/wallet/add',
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      payload: { amount: 0.5 },
    });
    expectCode(notice, 400, 'DEPOSIT_MINIMUM');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/wallet/add',
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      payload: { amount: 250 },
    });
    expect(ok.json()).toEqual({ message: 'OK', wallet: { amount: 0 } });
    const queue = (await op('GET', '/api/operator/deposits')).json().deposits as {
      id: string;
      phone: string;
      method: string;
      amount: number | null;
    }[];
    const mine = queue.filter((d) => d.phone === m.username);
    expect(mine.map((d) => [d.method, d.amount])).toEqual([
      ['notice', 250],
      ['truelink', null],
    ]);
    expectCode(
      await op('POST', `/api/operator/deposits/${mine[1]!.id}/approve`, { amount: 1.5 }),
      400,
      'DEPOSIT_MINIMUM',
    );
    await op('POST', `/api/operator/deposits/${mine[1]!.id}/approve`, { amount: 20 });
    await op('POST', `/api/operator/deposits/${mine[0]!.id}/approve`, { amount: 250 });
    expect((await walletOf(app, m)).wallet).toBe(270);
    expect((await statementOf(app, m)).statements.map((s) => s.from)).toEqual([
      'MANUAL',
      'TRUEMONEY',
    ]);
  });

  it("carries the member's registered bank account with each deposit, for the slip check", async () => {
    const m = await registerAndLogin(app);
    const { bankAccount } = (
      await app.inject({ url: '/api/account/profile', headers: m.auth })
    ).json();
    await app.inject({
      method: 'POST',
      url: '/api/wallet/add',
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      payload: { amount: 120 },
    });
    const expected = {
      bankCode: bankAccount.bankCode,
      nameTH: bankAccount.bank.nameTH,
      nameEN: bankAccount.bank.nameEN,
      accountNo: bankAccount.bankAccountNo,
      accountName: bankAccount.bankAccountName,
    };
    expect(expected.nameEN).not.toBe(expected.bankCode); // a listed bank: its names, not its code
    const listed = (await op('GET', `/api/operator/deposits?q=${m.username}`)).json().deposits as {
      id: string;
      memberBank: unknown;
    }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]!.memberBank).toEqual(expected);
    // the answer to a decision carries it too
    const approved = await op('POST', `/api/operator/deposits/${listed[0]!.id}/approve`, {
      amount: 120,
    });
    expect(approved.json().memberBank).toEqual(expected);
  });

  it('never answers 5xx to bad input on the new endpoints', async () => {
    const m = await registerAndLogin(app);
    const key = () => ({ 'idempotency-key': randomUUID() });
    const attempts = [
      { method: 'POST', url: '/api/wallet/withdraw', payload: { amount: -1 } },
      { method: 'POST', url: '/api/wallet/withdraw', payload: { amount: 100.001 } },
      { method: 'POST', url: '/api/wallet/withdrawAll', payload: { amount: 'x' } },
      { method: 'POST', url: '/api/wallet/add', payload: {} },
      { method: 'POST', url: '/api/wallet/truelink', payload: { link: '' } },
      { method: 'POST', url: '/api/wallet/truelink', payload: { link: 'v1.AAAA.BBBB' } },
      { method: 'POST', url: '/api/qrcode/KBANK', payload: { amount: 0 } },
      { method: 'POST', url: '/api/qrcode/SCB', payload: { amount: 10 } },
      { method: 'DELETE', url: '/api/qrcode/KBANK', payload: { qrcodeId: 'nope' } },
      { method: 'DELETE', url: '/api/qrcode/KBANK', payload: {} },
      { method: 'POST', url: '/api/statement', payload: { page: 0, limit: 10 } },
      { method: 'POST', url: '/api/statement/slip', payload: { page: 1, limit: 1000 } },
      { method: 'GET', url: `/api/statement/slip/reference/${'x'.repeat(101)}` },
      { method: 'GET', url: '/media/slips/SLP1?expires=abc&signature=' },
    ] as const;
    for (const a of attempts) {
      const res = await app.inject({
        method: a.method,
        url: a.url,
        headers: { ...m.auth, ...key() },
        ...('payload' in a ? { payload: a.payload } : {}),
      });
      expect(
        [res.statusCode < 500, res.statusCode >= 400],
        `${a.method} ${a.url} ${res.body}`,
      ).toEqual([true, true]);
    }
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/payments/KBANK/webhook',
      headers: { 'content-type': 'application/json', 'webhook-signature': 't=1,v1=zz' },
      payload: '{"broken": ',
    });
    expectCode(webhook, 401, 'WEBHOOK_SIGNATURE_INVALID');
    const body = '{"id":"e","type":"other"}';
    const signedBad = await app.inject({
      method: 'POST',
      url: '/api/payments/KBANK/webhook',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': signPayload(app.services.webhookSecret, body, new Date(clock)),
      },
      payload: body,
    });
    expectCode(signedBad, 400, 'KEY_INVALID');
    for (const url of ['/api/operator/withdrawals/abc/paid', '/api/operator/deposits/1/approve']) {
      const res = await op('POST', url, { amount: -5 });
      expect(res.statusCode).toBe(400);
    }
  });
});
