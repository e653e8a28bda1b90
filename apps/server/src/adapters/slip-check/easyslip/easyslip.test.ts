import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EASYSLIP_TEST_KEY,
  startEasySlipDouble,
  type EasySlipAccountState,
  type EasySlipDouble,
} from '../../../test/doubles/easyslip/server';
import { OUR_ACCOUNTS, slipRecord } from '../../../test/doubles/slip-fixtures';
import type { SlipChecker } from '../interface';
import { EasySlipChecker } from './checker';
import { easySlipConfigProblems } from './config';

/** What the double's answers hold, as far as the tests read them. */
interface Answer {
  error: { code: string };
  data: { isDuplicate: boolean; rawSlip: { date: string } };
}

/** Conformance of the EasySlip v2 checker against its protocol double (every documented code). */
describe('EasySlip v2 slip checker', () => {
  let double: EasySlipDouble;
  let checker: EasySlipChecker;
  const accounts = async () => OUR_ACCOUNTS;
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
    double = await startEasySlipDouble();
  });
  beforeEach(() => {
    double.control.reset();
    checker = new EasySlipChecker(accounts, {
      provider: 'easyslip',
      apiUrl: double.url,
      apiKey: EASYSLIP_TEST_KEY,
      timeoutMs: 500,
    });
  });
  afterAll(() => double.close());

  it('approves a verified slip to our account with its amount, sending the payload as documented', async () => {
    const slip = register({ amount: 750.255 });
    expect(await check(checker, slip.payload, slip.transRef)).toEqual({ ok: true, amount: 750.26 });
    expect(double.control.calls().bodies[0]).toEqual({
      payload: slip.payload,
      checkDuplicate: true,
      remark: 'deposit 7',
    });
  });

  it('a KBank mask (last digit hidden) and an SCB mask of our accounts are ours', async () => {
    const kbank = register({ receiverMask: 'xxx-x-x3456-x' });
    expect(await check(checker, kbank.payload, kbank.transRef)).toMatchObject({ ok: true });
    const scb = register({ receivingAccount: '4071234568', receiverMask: 'xxx-xxx456-8' });
    expect(await check(checker, scb.payload, scb.transRef)).toMatchObject({ ok: true });
  });

  it('isDuplicate (200) → SLIP_REFNO_DUPLICATED', async () => {
    const slip = register();
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({ ok: true });
    expect(await check(checker, slip.payload, slip.transRef)).toEqual({
      ok: false,
      code: 'SLIP_REFNO_DUPLICATED',
    });
  });

  it('wrong receiver (digits, KBank mask, or name) → DEST_ACC_INVALID; unreadable mask waits', async () => {
    const other = register({ receivingAccount: '1112223334' });
    expect(await check(checker, other.payload, other.transRef)).toEqual({
      ok: false,
      code: 'DEST_ACC_INVALID',
    });
    const kbank = register({ receiverMask: 'xxx-x-x4567-x' });
    expect(await check(checker, kbank.payload, kbank.transRef)).toEqual({
      ok: false,
      code: 'DEST_ACC_INVALID',
    });
    const name = register({ receiverName: 'นาย สมชาย ใจดี' });
    expect(await check(checker, name.payload, name.transRef)).toEqual({
      ok: false,
      code: 'DEST_ACC_INVALID',
    });
    const hidden = register({ receiverMask: 'xxx-x-xxxxx-x' });
    expect(await check(checker, hidden.payload, hidden.transRef)).toMatchObject({
      ok: null,
      waits: 'SLIP_RECEIVER_UNCLEAR',
      alert: false,
    });
  });

  it('older than an hour → EXPIRED_SLIP; another reference → UNSTABLE_REFNO_ON_SLIP', async () => {
    const old = register({ date: new Date(Date.now() - 61 * 60_000) });
    expect(await check(checker, old.payload, old.transRef)).toEqual({
      ok: false,
      code: 'EXPIRED_SLIP',
    });
    const recent = register({ date: new Date(Date.now() - 59 * 60_000) });
    expect(await check(checker, recent.payload, recent.transRef)).toMatchObject({ ok: true });
    const other = register();
    expect(await check(checker, other.payload, 'SOMETHINGELSE')).toEqual({
      ok: false,
      code: 'UNSTABLE_REFNO_ON_SLIP',
    });
  });

  it('404 SLIP_NOT_FOUND (unknown payload) → INVALID_SLIP', async () => {
    const slip = slipRecord();
    expect(await check(checker, slip.payload, slip.transRef)).toEqual({
      ok: false,
      code: 'INVALID_SLIP',
    });
    expect(await check(checker, 'not a qr', 'x')).toEqual({ ok: false, code: 'INVALID_SLIP' });
    expect(double.control.calls().errors).toEqual({ SLIP_NOT_FOUND: 2 });
  });

  it('401 and 403 (key, quota, account state) wait for staff as SLIP_CHECK_QUOTA with the alert', async () => {
    const slip = register();
    const wrongKey = new EasySlipChecker(accounts, {
      provider: 'easyslip',
      apiUrl: double.url,
      apiKey: '00000000-0000-4000-8000-000000000000',
    });
    expect(await check(wrongKey, slip.payload, slip.transRef)).toMatchObject({
      ok: null,
      waits: 'SLIP_CHECK_QUOTA',
      alert: true,
      detail: 'easyslip: INVALID_API_KEY (HTTP 401)',
    });
    const states: EasySlipAccountState[] = [
      'IP_NOT_ALLOWED',
      'QUOTA_EXCEEDED',
      'BRANCH_INACTIVE',
      'SERVICE_BANNED',
      'SERVICE_DELETED',
    ];
    for (const state of states) {
      double.control.state(state);
      expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
        ok: null,
        waits: 'SLIP_CHECK_QUOTA',
        detail: `easyslip: ${state} (HTTP 403)`,
      });
    }
    double.control.state(null);
    double.control.quota(1);
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({ ok: true });
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
      waits: 'SLIP_CHECK_QUOTA',
      detail: 'easyslip: QUOTA_EXCEEDED (HTTP 403)',
    });
  });

  it('500s, a timeout, a cut connection and a refused request wait as SLIP_CHECK_UNAVAILABLE', async () => {
    const slip = register();
    for (const code of ['API_SERVER_ERROR', 'INTERNAL_SERVER_ERROR'] as const) {
      double.control.fail({ kind: 'error', code });
      expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
        ok: null,
        waits: 'SLIP_CHECK_UNAVAILABLE',
        alert: true,
        detail: `easyslip: ${code} (HTTP 500)`,
      });
    }
    double.control.fail({ kind: 'slow', ms: 1_500 });
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
      waits: 'SLIP_CHECK_UNAVAILABLE',
      detail: 'easyslip: TimeoutError',
    });
    double.control.fail({ kind: 'cut' });
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({
      waits: 'SLIP_CHECK_UNAVAILABLE',
    });
    // a payload longer than the documented 128 characters: VALIDATION_ERROR is ours to fix
    expect(await check(checker, 'x'.repeat(129), 'x')).toMatchObject({
      waits: 'SLIP_CHECK_UNAVAILABLE',
      detail: 'easyslip: VALIDATION_ERROR (HTTP 400)',
    });
    const nowhere = new EasySlipChecker(accounts, {
      provider: 'easyslip',
      apiUrl: 'http://127.0.0.1:9',
      apiKey: EASYSLIP_TEST_KEY,
    });
    expect(await check(nowhere, slip.payload, slip.transRef)).toMatchObject({
      waits: 'SLIP_CHECK_UNAVAILABLE',
    });
    // the double is well after the faults
    expect(await check(checker, slip.payload, slip.transRef)).toMatchObject({ ok: true });
  });

  it('the double answers the documented protocol: auth, inputs, paths, duplicates only when asked', async () => {
    const slip = register();
    const post = (
      body: unknown,
      auth: string | null = `Bearer ${EASYSLIP_TEST_KEY}`,
      path = '/v2/verify/bank',
    ) =>
      fetch(`${double.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Answer }));
    expect(await post({ payload: slip.payload }, null)).toMatchObject({
      status: 401,
      body: { success: false, error: { code: 'MISSING_API_KEY' } },
    });
    expect(
      (await post({ payload: slip.payload, url: 'https://x.test/a.png' })).body.error.code,
    ).toBe('VALIDATION_ERROR');
    expect((await post({ url: 'https://x.test/a.png' })).status).toBe(404);
    expect(
      (await post({ payload: slip.payload }, undefined, '/v2/verify/nothing')).body.error.code,
    ).toBe('NOT_FOUND');
    const first = await post({ payload: slip.payload });
    const again = await post({ payload: slip.payload });
    expect([first.body.data.isDuplicate, again.body.data.isDuplicate]).toEqual([false, false]);
    expect(first.body.data.rawSlip).toMatchObject({
      transRef: slip.transRef,
      amount: { amount: 500 },
      receiver: { account: { bank: { account: '0641xx4567' } } },
    });
    expect(first.body.data.rawSlip.date).toMatch(/\+07:00$/);
    const matched = await post({ payload: slip.payload, matchAmount: 400, matchAccount: true });
    expect(matched.body.data).toMatchObject({ isAmountMatched: false, matchedAccount: null });
  });

  it('config: names the bad part', () => {
    expect(
      easySlipConfigProblems({ apiUrl: 'https://api.easyslip.com', apiKey: EASYSLIP_TEST_KEY }),
    ).toEqual([]);
    expect(
      easySlipConfigProblems({ apiUrl: 'https://api.easyslip.com/v2', apiKey: 'nope' }),
    ).toEqual([
      'EASYSLIP_API_URL: the origin only (the adapter adds /v2/verify/bank)',
      'EASYSLIP_API_KEY: a UUID, as the portal shows it',
    ]);
  });
});
