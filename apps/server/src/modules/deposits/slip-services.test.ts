import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlipRecord } from '../../test/doubles/slip-common';
import { slipRecord } from '../../test/doubles/slip-fixtures';
import {
  EASYSLIP_TEST_KEY,
  startEasySlipDouble,
  type EasySlipDouble,
} from '../../test/doubles/easyslip/server';
import {
  SLIPOK_TEST_BRANCH,
  SLIPOK_TEST_KEY,
  startSlipOkDouble,
  type SlipOkDouble,
} from '../../test/doubles/slipok/server';
import { operatorHeaders, buildTestApp } from '../../test/app';
import { slipImage, uploadSlip } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { expectCode, expectLedgerBalanced, walletOf } from '../../test/wallet';

const METRICS_TOKEN = 'metrics-token-slip-services-0123456789';

/** A double of either service, as the tests drive it. */
interface Service {
  url: string;
  register(slip: SlipRecord): void;
  /** Someone verified this slip with the service before (another site, a staff check). */
  seenBefore(slip: SlipRecord): Promise<void>;
  outage(): void;
  quotaExhausted(): void;
  reset(): void;
  calls(): number;
  close(): Promise<void>;
}

async function easyslip(): Promise<Service & { config: object }> {
  const d: EasySlipDouble = await startEasySlipDouble();
  return {
    url: d.url,
    config: { provider: 'easyslip', apiUrl: d.url, apiKey: EASYSLIP_TEST_KEY },
    register: (s) => d.control.register(s),
    seenBefore: async (s) => {
      await fetch(`${d.url}/v2/verify/bank`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${EASYSLIP_TEST_KEY}`,
        },
        body: JSON.stringify({ payload: s.payload, checkDuplicate: true }),
      });
    },
    outage: () => d.control.fail({ kind: 'error' }),
    quotaExhausted: () => d.control.quota(0),
    reset: () => d.control.reset(),
    calls: () => d.control.calls().verify,
    close: () => d.close(),
  };
}

async function slipok(): Promise<Service & { config: object }> {
  const d: SlipOkDouble = await startSlipOkDouble();
  return {
    url: d.url,
    config: {
      provider: 'slipok',
      apiUrl: d.url,
      apiKey: SLIPOK_TEST_KEY,
      branchId: SLIPOK_TEST_BRANCH,
    },
    register: (s) => d.control.register(s),
    seenBefore: async (s) => {
      await fetch(`${d.url}/api/line/apikey/${SLIPOK_TEST_BRANCH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-authorization': SLIPOK_TEST_KEY },
        body: JSON.stringify({ data: s.payload, log: true }),
      });
    },
    outage: () => d.control.fail({ kind: 'error', code: 'http500' }),
    quotaExhausted: () => d.control.quota(0),
    reset: () => d.control.reset(),
    calls: () => d.control.calls().verify,
    close: () => d.close(),
  };
}

describe.each([
  ['EasySlip v2', easyslip],
  ['SlipOK', slipok],
])('slips checked by %s (its double as an HTTP server)', (_, start) => {
  let app: FastifyInstance;
  let service: Service;

  /** Registers a slip with the service and uploads its image as a new member. */
  async function upload(over: Partial<SlipRecord> = {}, register = true) {
    const slip = slipRecord(over);
    if (register) service.register(slip);
    const member = await registerAndLogin(app);
    const res = await uploadSlip(app, member, await slipImage(slip.sendingBank, slip.transRef));
    expect(res.statusCode, res.body).toBe(200);
    const slips = (
      await app.inject({
        method: 'POST',
        url: '/api/statement/slip',
        headers: member.auth,
        payload: { page: 1, limit: 10 },
      })
    ).json().slips as { status: string; note: string | null; amount: number }[];
    return { slip, member, answer: res.json(), row: slips[0]! };
  }

  const metrics = async () =>
    (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
      .body;

  beforeAll(async () => {
    const s = await start();
    service = s;
    app = await buildTestApp({
      metricsToken: METRICS_TOKEN,
      depositAdapters: { slipCheck: s.config as never },
    });
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('slip.closedHours', null);
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  it('tells members that baht slips are checked at once (the deposit lookup)', async () => {
    const baht = (await app.inject({ url: '/api/lookup/deposit' })).json();
    expect(baht.slipsCheckedAtOnce).toBe(true);
  });

  it('a slip whose QR verifies (to our KBank account, its mask hiding the last digit) is credited at once', async () => {
    const { member, answer, row } = await upload({
      amount: 750.25,
      receiverMask: 'xxx-x-x3456-x',
    });
    expect(answer).toMatchObject({
      credited: true,
      creditedAmount: 750.25,
      reason: null,
      reviewEstimateMinutes: 0,
    });
    expect(row).toMatchObject({ status: 'success', note: null, amount: 750.25 });
    expect((await walletOf(app, member)).wallet).toBe(750.25);
    await expectLedgerBalanced(app);
  });

  it('our UNIQUE on bank + reference refuses a second upload without asking the service', async () => {
    const { slip, member } = await upload();
    const before = service.calls();
    const again = await uploadSlip(app, member, await slipImage(slip.sendingBank, slip.transRef));
    expectCode(again, 409, 'SLIP_REFNO_DUPLICATED');
    expect(service.calls()).toBe(before);
  });

  it("the service's duplicate answer → SLIP_REFNO_DUPLICATED", async () => {
    const slip = slipRecord();
    service.register(slip);
    await service.seenBefore(slip);
    const member = await registerAndLogin(app);
    const res = await uploadSlip(app, member, await slipImage(slip.sendingBank, slip.transRef));
    expect(res.json()).toMatchObject({ credited: false, reason: 'SLIP_REFNO_DUPLICATED' });
    expect((await walletOf(app, member)).wallet).toBe(0);
  });

  it('a wrong receiver (another account; a KBank mask of other digits) → DEST_ACC_INVALID', async () => {
    const other = await upload({ receivingAccount: '1112223334' });
    expect(other.answer).toMatchObject({ credited: false, reason: 'DEST_ACC_INVALID' });
    expect(other.row).toMatchObject({ status: 'failed', note: 'DEST_ACC_INVALID', amount: 0 });
    // the last 4 visible digits are our account's last 4, but a KBank mask hides the last digit
    const kbank = await upload({ receiverMask: 'xxx-x-x4567-x' });
    expect(kbank.row).toMatchObject({ status: 'failed', note: 'DEST_ACC_INVALID' });
  });

  it('an old slip → EXPIRED_SLIP; an unknown payload → INVALID_SLIP', async () => {
    const old = await upload({ date: new Date(Date.now() - 2 * 3_600_000) });
    expect(old.row).toMatchObject({ status: 'failed', note: 'EXPIRED_SLIP' });
    const unknown = await upload({}, false);
    expect(unknown.answer).toMatchObject({ credited: false, reason: 'INVALID_SLIP' });
    expect(unknown.row).toMatchObject({ status: 'failed', note: 'INVALID_SLIP' });
  });

  it('an outage or an exhausted quota leaves the slip to staff, says why, and raises the alert', async () => {
    const waiting = async () =>
      Number(/^slip_check_waiting_slips (\d+)$/m.exec(await metrics())?.[1]);
    const before = await waiting();
    service.outage();
    const down = await upload();
    expect(down.answer).toMatchObject({ credited: false, reason: null });
    expect(down.row).toMatchObject({ status: 'processing', note: 'SLIP_CHECK_UNAVAILABLE' });
    expect((await walletOf(app, down.member)).wallet).toBe(0);
    expect(await metrics()).toMatch(/^slip_check_service_failing 1$/m);
    expect(await waiting()).toBe(before + 1);
    service.quotaExhausted();
    const quota = await upload();
    expect(quota.row).toMatchObject({ status: 'processing', note: 'SLIP_CHECK_QUOTA' });
    const staff = (
      await app.inject({
        url: '/api/operator/deposits?method=slip&status=processing&limit=200',
        headers: operatorHeaders,
      })
    ).json() as { deposits: { note: string | null; detail: string | null }[] };
    expect(staff.deposits.map((d) => d.note)).toEqual(
      expect.arrayContaining(['SLIP_CHECK_UNAVAILABLE', 'SLIP_CHECK_QUOTA']),
    );
    // staff read why in the detail, after what the QR said
    expect(staff.deposits.find((d) => d.note === 'SLIP_CHECK_QUOTA')?.detail).toMatch(
      /^bank 004 ref \S+ · slip check: (easyslip: QUOTA_EXCEEDED \(HTTP 403\)|slipok: 1004 \(HTTP 400\))$/,
    );
    expect(await waiting()).toBe(before + 2);
    service.reset();
    const back = await upload();
    expect(back.answer).toMatchObject({ credited: true });
    expect(await metrics()).toMatch(/^slip_check_service_failing 0$/m);
  });
});
