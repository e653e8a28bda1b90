import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBetflixDouble, type BetflixDouble } from './server';

let double: BetflixDouble;
let clock = new Date('2026-02-10T05:00:00Z');
beforeAll(async () => {
  double = await startBetflixDouble({ now: () => clock, agentCredit: 10_000 });
});
afterAll(() => double?.close());
beforeEach(() => {
  clock = new Date('2026-02-10T05:00:00Z');
  double.control.reset();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely here
type Answer = { status: string; msg: string; data: any };

const auth = { 'x-api-key': 'fake-x-api-key', 'x-api-cat': 'fake-x-api-cat' };
async function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = auth,
) {
  const res = await fetch(`${double.url}/${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: res.status,
    body: (await res.json()) as Answer,
  };
}
async function get(path: string, query: Record<string, string> = {}) {
  const res = await fetch(`${double.url}/${path}?${new URLSearchParams(query).toString()}`, {
    headers: auth,
  });
  return {
    status: res.status,
    body: (await res.json()) as Answer,
  };
}

describe('the Betflix double keeps to the brief', () => {
  it('takes either credential header name, and nothing else', async () => {
    expect((await get('status')).status).toBe(200);
    const old = { 'x-api-key': 'fake-x-api-key', 'x-api-betflix': 'fake-x-api-cat' };
    expect((await post('user/register', { username: 'a1', password: 'secret1' }, old)).status).toBe(
      200,
    );
    expect(
      (await post('user/balance', { username: 'fkaga1' }, { 'x-api-key': 'fake-x-api-key' }))
        .status,
    ).toBe(401);
    expect(double.control.calls('user/balance').badAuth).toBe(1);
  });

  it('wants form bodies and the right method', async () => {
    const json = await fetch(`${double.url}/user/register`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'a1', password: 'secret1' }),
    });
    expect(json.status).toBe(400);
    expect((await get('user/register')).status).toBe(405);
  });

  it('registers a suffix under the upline, letters and digits, within 20 characters', async () => {
    expect(
      (await post('user/register', { username: 'abc1', password: 'secret1' })).body.data,
    ).toEqual({
      username: 'fkagabc1',
    });
    expect((await post('user/register', { username: 'abc1', password: 'secret1' })).status).toBe(
      409,
    );
    expect((await post('user/register', { username: 'ab_c', password: 'secret1' })).status).toBe(
      400,
    );
    expect(
      (await post('user/register', { username: 'x'.repeat(17), password: 'secret1' })).status,
    ).toBe(400);
    expect((await post('user/register', { username: 'short', password: '12345' })).status).toBe(
      400,
    );
  });

  it('moves money once per ref; a refused ref is not used up; money comes with separators', async () => {
    await post('user/register', { username: 'm1', password: 'secret1' });
    const t = (amount: string, ref: string) =>
      post('user/transfer', { username: 'fkagm1', amount, ref });
    expect((await t('150.00', 'r1')).status).toBe(422); // agent credit is 100 baht
    double.control.setAgentCredit(500_000_00);
    expect((await t('1,500.00', 'r1')).status).toBe(400);
    expect((await t('1500.5', 'r1')).body.data).toEqual({
      before_balance: '0.00',
      balance: '1,500.50',
    });
    expect((await t('1500.5', 'r1')).body.msg).toBe('Duplicate ref');
    expect((await t('-2000', 'r2')).status).toBe(422);
    expect((await t('-500.50', 'r2')).status).toBe(200);
    expect((await t('0', 'r3')).status).toBe(400);
    expect(double.control.balanceOf('fkagm1')).toBe(100_000);
    const history = await get('user/creditHistory', {
      username: 'fkagm1',
      start: '2026-02-10',
      end: '2026-02-10',
    });
    expect(
      history.body.data.map((r: { ref: string; amount: number }) => [r.ref, r.amount]),
    ).toEqual([
      ['r1', 1500.5],
      ['r2', -500.5],
    ]);
    expect((await get('agent/balance', { upline: 'fkag' })).body.data).toEqual({
      total_credit: '499,000.00',
    });
    expect((await get('agent/balance', { upline: 'other' })).status).toBe(400);
  });

  it('pages the bet log by lastedID ≥ n within a month (its latest occurrence), limit ≤ 1000', async () => {
    await post('user/register', { username: 'p1', password: 'secret1' });
    double.control.setAgentCredit(1_000_000);
    await post('user/transfer', { username: 'fkagp1', amount: '100', ref: 'seed' });
    const dec = double.control.play('fkagp1', {
      stake: 100,
      payout: 0,
      settledAt: new Date('2025-12-31T10:00:00Z'),
    });
    const feb = double.control.play('fkagp1', {
      stake: 200,
      payout: 500,
      settledAt: new Date('2026-02-01T10:00:00Z'),
    });
    double.control.voidRound('fkagp1', feb.roundId);
    const log = (q: Record<string, string>) => get('report/getBetlog', q);
    expect(
      (await log({ lastedID: '0', month: '12' })).body.data.map((r: { ref: string }) => r.ref),
    ).toEqual([dec.roundId]);
    const rows = (await log({ lastedID: '0', month: '2', upline: 'fkag' })).body.data;
    expect(rows.map((r: { type: string; total: number }) => [r.type, r.total])).toEqual([
      ['bet', 5],
      ['cancel', 2],
    ]);
    expect(
      (await log({ lastedID: String(rows[1].lastedID), month: '2', limit: '1' })).body.data,
    ).toHaveLength(1);
    expect((await log({ lastedID: '0', month: '2', upline: 'zz' })).status).toBe(400);
    expect(double.control.balanceOf('fkagp1')).toBe(10_000 - 100);
  });

  it('logs a player in: lobby token and game launch pages answer who it is', async () => {
    await post('user/register', { username: 'l1', password: 'secret1' });
    const lobby = await post('play/login', { username: 'fkagl1' });
    const html = await (
      await fetch(`${double.origin}/login/apilogin/${lobby.body.data.login_token}`)
    ).text();
    expect(html).toContain('<h1>betflix: fkagl1</h1>');
    const game = await post('play/login', {
      username: 'fkagl1',
      provider: 'PG',
      gamecode: 'x1',
      language: 'thai',
    });
    const json = await fetch(game.body.data.launch_url, {
      headers: { accept: 'application/json' },
    });
    expect(await json.json()).toEqual({ username: 'fkagl1', provider: 'PG', gamecode: 'x1' });
  });

  it('faults: error applies nothing, drop applies and cuts, slow applies and waits', async () => {
    await post('user/register', { username: 'f1', password: 'secret1' });
    double.control.failNext('error');
    expect(
      (await post('user/transfer', { username: 'fkagf1', amount: '1', ref: 'e1' })).status,
    ).toBe(500);
    double.control.failNext('drop');
    await expect(
      post('user/transfer', { username: 'fkagf1', amount: '2', ref: 'd1' }),
    ).rejects.toThrow();
    await double.control.settle();
    expect(double.control.balanceOf('fkagf1')).toBe(200);
    expect(double.control.calls('user/transfer').faults).toBe(2);
  });
});

describe('the Betflix double on its own', () => {
  it('prints the port it listens on', async () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--port', '0'], {
      // eslint-disable-next-line no-restricted-properties -- the child gets this environment
      env: { ...process.env, BETFLIX_UPLINE: 'solo' },
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString()));
        child.on('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      const port = /^listening (\d+)/.exec(line)?.[1];
      expect(Number(port)).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${port}/v4/agent/balance?upline=solo`, {
        headers: auth,
      });
      expect(res.status).toBe(200);
    } finally {
      child.kill();
    }
  });
});
