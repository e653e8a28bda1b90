import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAskmebetDouble, type AskmebetDouble } from './double';

let double: AskmebetDouble;
let clock = Date.parse('2026-11-26T16:30:00Z'); // 23:30 in Bangkok
let n = 0;

beforeAll(async () => {
  double = await startAskmebetDouble({ now: () => new Date(clock), pageSize: 2, slowMs: 300 });
});
afterAll(() => double.close());
beforeEach(() => {
  double.control.reset();
  double.control.setDupWindowMs(60_000);
});

const auth = () => ({ agentUsername: double.agent, key: double.key, web: double.web });

async function post(op: string, body: unknown, path = `${double.prefix}/${double.agent}`) {
  const response = await fetch(`${double.url}/ext/${op}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const code = async (op: string, body: unknown, path?: string) =>
  (await post(op, body, path)).json.code;

async function member(funds = 0) {
  const username = `fakeag${String(++n).padStart(4, '0')}`;
  expect(await code('createUser', { ...auth(), username, password: 'secret12' })).toBe(0);
  if (funds > 0)
    expect(await code('deposit', { ...auth(), username, balance: funds, isDp: true })).toBe(0);
  return username;
}

describe('askmebet double: checks in the brief order', () => {
  it('field codes first, then the agent and key, then the member', async () => {
    expect(await code('getAgentCredit', {})).toBe(100001);
    expect(await code('getAgentCredit', { agentUsername: 1 })).toBe(100002);
    expect(await code('getAgentCredit', { agentUsername: 'x' })).toBe(100003);
    expect(await code('getAgentCredit', { agentUsername: 'x', key: 2 })).toBe(100004);
    expect(await code('getProfileAndCredit', { agentUsername: 'x', key: 'y' })).toBe(100005);
    expect(await code('getProfileAndCredit', { agentUsername: 'x', key: 'y', username: 5 })).toBe(
      100006,
    );
    expect(
      await code('getProfileAndCredit', { agentUsername: 'x', key: 'y', username: 'short' }),
    ).toBe(100009);
    expect(
      await code('getProfileAndCredit', { agentUsername: 'x', key: 'y', username: 'a'.repeat(25) }),
    ).toBe(100009);
    expect(
      await code('getProfileAndCredit', { agentUsername: 'x', key: 'y', username: 'fakeag0000' }),
    ).toBe(100013);
    expect(
      await code('getProfileAndCredit', { ...auth(), key: 'wrong', username: 'fakeag0000' }),
    ).toBe(100012);
    expect(
      await code('getProfileAndCredit', { ...auth(), web: 'other', username: 'fakeag0000' }),
    ).toBe(100013);
    expect(
      await code(
        'getProfileAndCredit',
        { ...auth(), username: 'fakeag0000' },
        `ffffffffffffffffffffffff/${double.agent}`,
      ),
    ).toBe(100013);
    expect(await code('getProfileAndCredit', { ...auth(), username: 'fakeag0000' })).toBe(100014);
  });

  it('passwords of 6–16, a username once, statuses of the change-status page', async () => {
    const base = { ...auth(), username: 'fakeag9999' };
    expect(await code('createUser', base)).toBe(100007);
    expect(await code('createUser', { ...base, password: 1 })).toBe(100008);
    expect(await code('createUser', { ...base, password: '12345' })).toBe(100010);
    expect(await code('createUser', { ...base, password: '1'.repeat(17) })).toBe(100010);
    expect(await code('createUser', { ...base, password: '123456' })).toBe(0);
    expect(await code('createUser', { ...base, password: '123456' })).toBe(100011);
    expect(await code('editUnderActive', base)).toBe(100007);
    expect(await code('editUnderActive', { ...base, status: 'GONE' })).toBe(999);
    expect(await code('editUnderActive', { ...base, status: 'SUSPEND' })).toBe(0);
    expect(double.control.member('fakeag9999')?.status).toBe('SUSPEND');
  });

  it('amounts: numbers > 0 with at most 2 decimals (100015)', async () => {
    const username = await member();
    for (const balance of ['10', 0, -1, 1.234, null]) {
      expect(
        await code('deposit', { ...auth(), username, balance, isDp: true }),
        String(balance),
      ).toBe(100015);
    }
    expect(await code('deposit', { ...auth(), username, balance: 10.1, isDp: 'yes' })).toBe(999);
    expect(await code('deposit', { ...auth(), username, balance: 10.1, isDp: true })).toBe(0);
    expect(double.control.balance(username)).toBe(1_010);
  });

  it('100017: same member, direction and amount within the window; 100016 for agent or member', async () => {
    const username = await member();
    expect(await code('deposit', { ...auth(), username, balance: 100, isDp: true })).toBe(0);
    clock += 59_000;
    expect(await code('deposit', { ...auth(), username, balance: 100, isDp: true })).toBe(100017);
    expect(await code('deposit', { ...auth(), username, balance: 101, isDp: true })).toBe(0);
    expect(await code('withdrawal', { ...auth(), username, balance: 100 })).toBe(0);
    clock += 1_000;
    expect(await code('deposit', { ...auth(), username, balance: 100, isDp: true })).toBe(0);
    expect(await code('withdrawal', { ...auth(), username, balance: 1_000 })).toBe(100016);
    double.control.setAgentCredit(50);
    expect(await code('deposit', { ...auth(), username, balance: 0.51, isDp: true })).toBe(100016);
    expect(double.control.balance(username)).toBe(20_100);
  });

  it('lists transfers by Bangkok days, endDate included, newest first', async () => {
    clock = Date.parse('2026-11-26T16:30:00Z'); // 26-11 23:30 in Bangkok
    const username = await member(10);
    clock = Date.parse('2026-11-26T17:30:00Z'); // 27-11 00:30 in Bangkok
    expect(await code('withdrawal', { ...auth(), username, balance: 5 })).toBe(0);
    const list = async (startDate: string, endDate: string) =>
      ((
        await post('depositWithdrawTransactionHistoryByUsername', {
          ...auth(),
          username,
          startDate,
          endDate,
        })
      ).json.data as { action: string; amount: number; date: string }[]) ?? [];
    expect((await list('26-11-2026', '26-11-2026')).map((t) => t.action)).toEqual(['DEPOSIT']);
    expect((await list('27-11-2026', '27-11-2026')).map((t) => t.action)).toEqual(['WITHDRAW']);
    const both = await list('26-11-2026', '27-11-2026');
    expect(both.map((t) => [t.action, t.amount, t.date])).toEqual([
      ['WITHDRAW', 5, '2026-11-26T17:30:00.000Z'],
      ['DEPOSIT', 10, '2026-11-26T16:30:00.000Z'],
    ]);
    expect(
      await code('depositWithdrawTransactionHistoryByUsername', {
        ...auth(),
        username,
        startDate: '2026-11-26',
        endDate: '27-11-2026',
      }),
    ).toBe(999);
    expect(
      await code('depositWithdrawTransactionHistoryByUsername', {
        ...auth(),
        username,
        startDate: '31-11-2026',
        endDate: '31-11-2026',
      }),
    ).toBe(999);
  });

  it('statements by counted deposit, paged by nk, with round rows in the brief [fake] shape', async () => {
    const username = await member(100);
    const first = double.control.transfers(username)[0]!.refId;
    const r1 = double.control.play(username, { stake: 1_000, payout: 2_500, game: 'pg-1' });
    double.control.play(username, { stake: 500, payout: 0 });
    expect(await code('withdrawal', { ...auth(), username, balance: 1 })).toBe(0);
    // not counted (isDp false): stays in the first statement
    expect(await code('deposit', { ...auth(), username, balance: 2, isDp: false })).toBe(0);
    double.control.voidRound(username, r1.roundId);
    expect(await code('deposit', { ...auth(), username, balance: 3, isDp: true })).toBe(0);
    double.control.play(username, { stake: 100, payout: 0 });

    const rows: { l: unknown[]; d: string; p: string }[] = [];
    let nk: unknown;
    let pages = 0;
    do {
      const { json } = await post('getHistoryBetByDepositID', {
        ...auth(),
        username,
        refId: first,
        ...(nk ? { nk } : {}),
      });
      expect(json.code).toBe(0);
      rows.push(...(json.data as typeof rows));
      nk = json.nk;
      pages++;
    } while (nk);
    expect(pages).toBe(3);
    expect(rows.map((r) => [r.l[0], r.l[4]])).toEqual([
      ['DEPOSIT', null],
      ['SLOT', 'SETTLED'],
      ['SLOT', 'SETTLED'],
      ['WITHDRAW', null],
      ['DEPOSIT', null],
      ['SLOT', 'VOID'],
    ]);
    expect(rows[1]!.l).toEqual([
      'SLOT',
      r1.roundId,
      'pg-1',
      null,
      'SETTLED',
      expect.stringMatching(/GMT\+0700/),
      '10',
      '100',
      '115',
      '25',
      null,
      null,
    ]);
    expect(rows.every((r) => r.p === first)).toBe(true);
    expect(double.control.balance(username)).toBe(10_000 - 100 + 200 + 300 - 100 - 500);
    // someone else's deposit, a withdrawal's refId, a bad cursor
    const withdrawal = double.control
      .transfers(username)
      .find((t) => t.action === 'WITHDRAW')!.refId;
    expect(await code('getHistoryBetByDepositID', { ...auth(), username, refId: withdrawal })).toBe(
      100033,
    );
    expect(await code('getHistoryBetByDepositID', { ...auth(), username, refId: 'nothex' })).toBe(
      999,
    );
    expect(
      await code('getHistoryBetByDepositID', { ...auth(), username, refId: first, nk: 'bad' }),
    ).toBe(999);
  });

  it('redirectLogin answers a top-level url whose page names the player (HTML, or JSON on request)', async () => {
    const username = await member();
    const { json } = await post('redirectLogin', { ...auth(), username });
    expect(json.data).toBeUndefined();
    const url = json.url as string;
    expect(url).toMatch(/\/__double\/login\?token=/);
    expect(await (await fetch(url)).text()).toContain(`<h1>askmebet: ${username}</h1>`);
    expect(await (await fetch(url, { headers: { accept: 'application/json' } })).json()).toEqual({
      username,
    });
    expect((await fetch(url.replace(/token=.*/, 'token=nope'))).status).toBe(404);
  });

  it('HTTP 400 for bad JSON, 404 for an unknown op; a non-JSON body is read as empty', async () => {
    expect((await post('getAgentCredit', '{')).status).toBe(400);
    expect((await post('withdraw', auth())).status).toBe(404);
    const response = await fetch(
      `${double.url}/ext/getAgentCredit/${double.prefix}/${double.agent}`,
      {
        method: 'POST',
        body: JSON.stringify(auth()),
      },
    );
    expect(((await response.json()) as { code: number }).code).toBe(100001);
  });

  it('faults: error applies nothing, drop applies and cuts, slow applies and answers late; calls are counted', async () => {
    const username = await member();
    double.control.failNext('error');
    expect((await post('deposit', { ...auth(), username, balance: 1, isDp: true })).status).toBe(
      500,
    );
    expect(double.control.balance(username)).toBe(0);
    double.control.failNext('drop');
    await expect(
      post('deposit', { ...auth(), username, balance: 2, isDp: true }),
    ).rejects.toThrow();
    await double.control.idle();
    expect(double.control.balance(username)).toBe(200);
    double.control.failNext('slow');
    const started = Date.now();
    expect(await code('deposit', { ...auth(), username, balance: 3, isDp: true })).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(double.control.calls('deposit')).toBe(3);
    expect(double.control.counts().deposit).toMatchObject({ total: 3, faults: 3 });
  });
});
