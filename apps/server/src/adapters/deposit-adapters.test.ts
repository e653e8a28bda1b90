import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { createQr, payWebhook, slipImage, uploadSlip } from '../test/deposits';
import { registerAndLogin } from '../test/members';
import { expectCode, expectLedgerBalanced, walletOf } from '../test/wallet';

interface Call {
  path: string;
  auth: string | undefined;
  body: Record<string, unknown>;
}

/**
 * Local stand-ins for a payment gateway (`/ww/qr`, `/e2p/qr`) and a slip-verification service
 * (`/verify`): they record what they receive and answer what the test says.
 */
function fakeServices() {
  const calls: Call[] = [];
  let gatewayStatus = 200;
  let verify: (body: Record<string, unknown>) => { status: number; body: unknown } = () => ({
    status: 500,
    body: {},
  });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      calls.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      const answer = req.url?.endsWith('/qr')
        ? {
            status: gatewayStatus,
            body: { qrPayload: `GW|${String(body.reference)}|${String(body.amount)}` },
          }
        : verify(body);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  return {
    calls,
    failGateway: (status: number) => (gatewayStatus = status),
    onVerify: (fn: typeof verify) => (verify = fn),
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise((r) => server.close(r)),
  };
}

describe('HTTP adapters of deposits (payment gateway, slip check)', () => {
  const fake = fakeServices();
  let app: FastifyInstance;
  beforeAll(async () => {
    const url = await fake.start();
    app = await buildTestApp({
      depositAdapters: {
        gateway: { url, token: 'gw-token' },
        slipCheck: { url: `${url}/verify`, token: 'sc-token' },
      },
    });
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('slip.closedHours', null);
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  it('asks the gateway for the QR payload, credits by its webhook, and answers QR_FAIL when it fails', async () => {
    const m = await registerAndLogin(app);
    const qr = await createQr(app, m, 'WW', 300);
    const call = fake.calls.find((c) => c.path === '/ww/qr')!;
    expect(call).toMatchObject({
      auth: 'Bearer gw-token',
      body: { reference: qr.qrcodeId, amount: 300 },
    });
    expect((await app.services.qr.byId(qr.qrcodeId)).payload).toBe(`GW|${qr.qrcodeId}|300`);
    expect(
      (await payWebhook(app, 'WW', { qrcodeId: qr.qrcodeId, amount: 300 })).json().outcome,
    ).toBe('credited');
    expect((await walletOf(app, m)).wallet).toBe(300);
    fake.failGateway(503);
    const failed = await app.inject({
      method: 'POST',
      url: '/api/qrcode/E2P',
      headers: m.auth,
      payload: { amount: 60 },
    });
    expectCode(failed, 502, 'QR_FAIL');
    expect((await app.inject({ url: '/api/qrcode/E2P', headers: m.auth })).json().hasQrcode).toBe(
      false,
    );
    await expectLedgerBalanced(app);
  });

  it('approves a slip the service confirms, and rejects a wrong receiver or an old transfer', async () => {
    const m = await registerAndLogin(app);
    const answers: Record<string, { account: string; date: string; amount: number }> = {
      // a KBank mask of 0641234567 shows digits 6–9 and hides the last one
      GOOD: { account: 'xxx-x-x3456-x', date: new Date().toISOString(), amount: 750.25 },
      // its last 4 visible digits are our account's last 4: not ours at their positions
      WRONG: { account: 'xxx-x-x4567-x', date: new Date().toISOString(), amount: 10 },
      OLD: {
        account: '0641234567',
        date: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        amount: 10,
      },
    };
    fake.onVerify((body) => {
      const ref = String(body.transRef);
      const a = answers[ref.replace(/\d+$/, '')];
      if (!a) return { status: 404, body: { success: false } };
      return {
        status: 200,
        body: {
          success: true,
          data: { transRef: ref, amount: a.amount, date: a.date, receiver: { account: a.account } },
        },
      };
    });
    const stamp = Date.now();
    for (const ref of ['GOOD', 'WRONG', 'OLD', 'NOPE']) {
      expect((await uploadSlip(app, m, await slipImage('014', `${ref}${stamp}`))).statusCode).toBe(
        200,
      );
    }
    expect(fake.calls.filter((c) => c.path === '/verify')[0]).toMatchObject({
      auth: 'Bearer sc-token',
      body: { sendingBank: '014', transRef: `GOOD${stamp}` },
    });
    const slips = (
      await app.inject({
        method: 'POST',
        url: '/api/statement/slip',
        headers: m.auth,
        payload: { page: 1, limit: 10 },
      })
    ).json().slips as { status: string; note: string | null; amount: number }[];
    expect(slips.map((s) => [s.status, s.note, s.amount])).toEqual([
      ['failed', 'INVALID_SLIP', 0],
      ['failed', 'EXPIRED_SLIP', 0],
      ['failed', 'DEST_ACC_INVALID', 0],
      ['success', null, 750.25],
    ]);
    expect((await walletOf(app, m)).wallet).toBe(750.25);
    await expectLedgerBalanced(app);
  });
});
