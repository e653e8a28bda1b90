import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUR_ACCOUNTS, slipRecord } from '../../../test/doubles/slip-fixtures';
import {
  SLIPOK_TEST_BRANCH,
  SLIPOK_TEST_KEY,
  startSlipOkDouble,
  type SlipOkDouble,
} from '../../../test/doubles/slipok/server';
import type { SlipChecker } from '../interface';
import { SlipOkChecker } from './checker';
import { slipOkConfigProblems, type SlipOkConfig } from './config';

/** What the double's answers hold, as far as the tests read them. */
interface Answer {
  code: number | string;
  data: { transRef: string };
}

/** Conformance of the SlipOK checker against its protocol double (every documented code). */
describe.each([
  ['numbers', false],
  ['strings (one SDK)', true],
])('SlipOK slip checker, codes as %s', (_, stringCodes) => {
  let double: SlipOkDouble;
  let checker: SlipOkChecker;
  const accounts = async () => OUR_ACCOUNTS;
  const config = (over: Partial<SlipOkConfig> = {}): SlipOkConfig => ({
    provider: 'slipok',
    apiUrl: double.url,
    apiKey: SLIPOK_TEST_KEY,
    branchId: SLIPOK_TEST_BRANCH,
    timeoutMs: 500,
    ...over,
  });
  const check = (c: SlipChecker, payload: string, transRef: string) =>
    c.check({
      slip: { id: 7 },
      image: Buffer.alloc(0),
      qr: { sendingBank: '004', transRef, payload },
    });
  const register = (over: Parameters<typeof slipRecord>[0] = {}) => {
    const slip = slipRecord(over);
    double.control.register(slip);
    return slip;
  };

  beforeAll(async () => {
    double = await startSlipOkDouble({ stringCodes });
  });
  beforeEach(() => {
    double.control.reset();
    checker = new SlipOkChecker(accounts, config());
  });
  afterAll(() => double.close());

  it('approves a verified slip (its KBank-style mask of our account) with `data` and `log: true`', async () => {
    const slip = register({ amount: 1234.5 });
    expect(await check(checker, slip.payload, slip.transRef)).toEqual({ ok: true, amount: 1234.5 });
    expect(double.control.calls().bodies[0]).toEqual({ data: slip.payload, log: true });
    const scb = register({ receivingAccount: '4071234568', receiverMask: 'xxx-xxx456-8' });
    expect(await check(checker, scb.payload, scb.transRef)).toMatchObject({ ok: true });
  });

  it('1012 (duplicate, with log) → SLIP_REFNO_DUPLICATED', async () => {
    const slip = register();
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({ ok: true });
    expect(await check(checker, slip.payload, slip.transRef)).toEqual({
      ok: false,
      code: 'SLIP_REFNO_DUPLICATED',
    });
    expect(double.control.calls().errors).toEqual({ 1012: 1 });
  });

  it('a wrong receiver → DEST_ACC_INVALID; 1014 is ours to judge with its slip', async () => {
    const other = register({ receivingAccount: '1112223334' });
    expect(await check(checker, other.payload, other.transRef)).toEqual({
      ok: false,
      code: 'DEST_ACC_INVALID',
    });
    double.control.shopAccount('0641234567');
    const wrong = register({ receivingAccount: '1112223334' });
    expect(await check(checker, wrong.payload, wrong.transRef)).toEqual({
      ok: false,
      code: 'DEST_ACC_INVALID',
    });
    // our second account is not the branch's: SlipOK says 1014, staff decide
    const second = register({ receivingAccount: '4071234568' });
    expect(await check(checker, second.payload, second.transRef)).toMatchObject({
      ok: null,
      waits: 'SLIP_RECEIVER_UNCLEAR',
      alert: false,
    });
    expect(double.control.calls().errors).toEqual({ 1014: 2 });
  });

  it('older than an hour → EXPIRED_SLIP (transTimestamp is UTC)', async () => {
    const old = register({ date: new Date(Date.now() - 2 * 3_600_000) });
    expect(await check(checker, old.payload, old.transRef)).toEqual({
      ok: false,
      code: 'EXPIRED_SLIP',
    });
  });

  it('1011 (no such transaction), 1008 (not a slip QR), 1007 → INVALID_SLIP', async () => {
    const unknown = slipRecord();
    expect(await check(checker, unknown.payload, unknown.transRef)).toEqual({
      ok: false,
      code: 'INVALID_SLIP',
    });
    expect(await check(checker, 'not a qr', 'x')).toEqual({ ok: false, code: 'INVALID_SLIP' });
    double.control.fail({ kind: 'error', code: 1007 });
    expect(await check(checker, 'x', 'x')).toEqual({ ok: false, code: 'INVALID_SLIP' });
    expect(double.control.calls().errors).toEqual({ 1011: 1, 1008: 1, 1007: 1 });
  });

  it('1010 (the bank asks to wait) waits as SLIP_CHECK_DELAYED without an alert', async () => {
    double.control.delayBanks(['014']);
    const slip = register({ sendingBank: '014' });
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
      ok: null,
      waits: 'SLIP_CHECK_DELAYED',
      alert: false,
    });
  });

  it('1001–1004 and 1015 (branch, key, package, quota) wait as SLIP_CHECK_QUOTA with the alert', async () => {
    const slip = register();
    expect(
      await check(
        new SlipOkChecker(accounts, config({ apiKey: 'wrong' })),
        slip.payload,
        slip.transRef,
      ),
    ).toMatchObject({
      ok: null,
      waits: 'SLIP_CHECK_QUOTA',
      alert: true,
      detail: 'slipok: 1002 (HTTP 400)',
    });
    expect(
      await check(
        new SlipOkChecker(accounts, config({ branchId: '999' })),
        slip.payload,
        slip.transRef,
      ),
    ).toMatchObject({
      waits: 'SLIP_CHECK_QUOTA',
      detail: 'slipok: 1001 (HTTP 400)',
    });
    for (const code of [1003, 1015] as const) {
      double.control.packageState(code);
      expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
        waits: 'SLIP_CHECK_QUOTA',
        detail: `slipok: ${code} (HTTP 400)`,
      });
    }
    double.control.packageState(null);
    double.control.quota(0);
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
      waits: 'SLIP_CHECK_QUOTA',
      detail: 'slipok: 1004 (HTTP 400)',
    });
  });

  it('1009, 1000, 1005, 1006, 1013, a bare 500, a timeout and a cut wait as SLIP_CHECK_UNAVAILABLE', async () => {
    const slip = register();
    for (const code of [1009, 1000, 1005, 1006, 1013]) {
      double.control.fail({ kind: 'error', code });
      expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
        ok: null,
        waits: 'SLIP_CHECK_UNAVAILABLE',
        alert: true,
        detail: `slipok: ${code} (HTTP 400)`,
      });
    }
    double.control.fail({ kind: 'error', code: 'http500' });
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
      waits: 'SLIP_CHECK_UNAVAILABLE',
      detail: 'slipok: HTTP 500 without a code',
    });
    double.control.fail({ kind: 'slow', ms: 1_500 });
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
      waits: 'SLIP_CHECK_UNAVAILABLE',
      detail: 'slipok: TimeoutError',
    });
    double.control.fail({ kind: 'cut' });
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
      waits: 'SLIP_CHECK_UNAVAILABLE',
    });
    expect(double.control.calls().faults).toBe(8);
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({ ok: true });
  });

  it('the double: 1000 without data, amount cross-check (1013) with the slip, quota endpoint', async () => {
    const slip = register();
    const post = (body: unknown) =>
      fetch(`${double.url}/api/line/apikey/${SLIPOK_TEST_BRANCH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-authorization': SLIPOK_TEST_KEY },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Answer }));
    expect(Number((await post({})).body.code)).toBe(1000);
    const wrongAmount = await post({ data: slip.payload, amount: 1 });
    expect(Number(wrongAmount.body.code)).toBe(1013);
    expect(wrongAmount.body.data.transRef).toBe(slip.transRef);
    const ok = await post({ data: slip.payload });
    expect(ok.body.data).toMatchObject({
      transRef: slip.transRef,
      receiver: { account: { value: 'xxx-x-x3456-x' } },
    });
    const quota = await fetch(`${double.url}/api/line/apikey/${SLIPOK_TEST_BRANCH}/quota`, {
      headers: { 'x-authorization': SLIPOK_TEST_KEY },
    });
    expect(await quota.json()).toMatchObject({ success: true, data: { quota: 9999 } });
  });

  it('config: names the bad part', () => {
    expect(
      slipOkConfigProblems({ apiUrl: 'https://api.slipok.com', apiKey: 'k', branchId: '1' }),
    ).toEqual([]);
    expect(
      slipOkConfigProblems({ apiUrl: 'https://api.slipok.com/api', apiKey: ' ', branchId: 'a/b' }),
    ).toHaveLength(3);
  });
});
