import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { blankImage, uploadSlip, withdraw } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { credit, expectCode } from '../../test/wallet';

type Row = { id: string; phone: string; amount: number | null };

/** Issue 11: the back-office's queues are paged, sorted and searched by the server. */
describe('operator tables: server-side paging, sorting and search', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ url, headers: operatorHeaders });

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('slip.closedHours', null);
  });
  afterAll(() => app.close());

  it('pages the payout queue in the chosen order with the total, searching by phone or id', async () => {
    const m = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    await credit(app, m.username, 5000);
    await credit(app, other.username, 5000);
    for (const amount of [300, 100, 500, 200, 400]) await withdraw(app, m, amount);
    await withdraw(app, other, 150);

    const page = async (query: string) => {
      const res = await get(`/api/operator/withdrawals?q=${m.username}&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number; withdrawals: Row[] };
    };
    const first = await page('sort=amount&dir=asc&limit=2');
    expect(first.total).toBe(5);
    expect(first.withdrawals.map((w) => w.amount)).toEqual([100, 200]);
    expect(
      (await page('sort=amount&dir=asc&limit=2&offset=2')).withdrawals.map((w) => w.amount),
    ).toEqual([300, 400]);
    expect(
      (await page('sort=amount&dir=asc&limit=2&offset=4')).withdrawals.map((w) => w.amount),
    ).toEqual([500]);
    const past = await page('limit=2&offset=40');
    expect(past).toEqual({ total: 5, withdrawals: [] });
    // newest first by default; every row is this member's
    const newest = await page('limit=10');
    expect(newest.withdrawals.map((w) => w.amount)).toEqual([400, 200, 500, 100, 300]);
    expect(new Set(newest.withdrawals.map((w) => w.phone))).toEqual(new Set([m.username]));

    const byId = (await get(`/api/operator/withdrawals?q=${newest.withdrawals[2]!.id}`)).json();
    expect(byId.withdrawals.map((w: Row) => w.amount)).toContain(500);
  });

  it('takes search text literally: wildcards, quotes and markup find nothing and break nothing', async () => {
    for (const q of [
      '%',
      '_',
      "'; DROP TABLE withdrawals; --",
      '<img src=x onerror=alert(1)>',
      '\\',
    ]) {
      const res = await get(`/api/operator/withdrawals?status=all&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json(), q).toEqual({ total: 0, withdrawals: [] });
    }
    expectCode(await get('/api/operator/withdrawals?sort=phone'), 400, 'KEY_INVALID');
    expectCode(await get('/api/operator/withdrawals?offset=-1'), 400, 'KEY_INVALID');
    expectCode(await get('/api/operator/withdrawals?limit=1000'), 400, 'KEY_INVALID');
    expectCode(await get(`/api/operator/deposits?q=${'x'.repeat(101)}`), 400, 'KEY_INVALID');
  });

  it('pages the deposit queue with its method filter and the total', async () => {
    const members = [
      await registerAndLogin(app),
      await registerAndLogin(app),
      await registerAndLogin(app),
    ];
    for (const member of members) {
      expect((await uploadSlip(app, member, blankImage())).statusCode).toBe(200);
    }
    const all = (await get('/api/operator/deposits?method=slip&limit=2')).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.deposits).toHaveLength(2);
    const one = (await get(`/api/operator/deposits?q=${members[1]!.username}`)).json();
    expect(one.total).toBe(1);
    expect(one.deposits[0].phone).toBe(members[1]!.username);
    const none = (await get(`/api/operator/deposits?method=qr&q=${members[1]!.username}`)).json();
    expect(none).toEqual({ total: 0, deposits: [] });
    const oldest = (
      await get('/api/operator/deposits?method=slip&sort=id&dir=asc&limit=200')
    ).json();
    const ids = oldest.deposits.map((d: Row) => Number(d.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
