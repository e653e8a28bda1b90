import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { idempotencyKey } from '../../test/wallet';

describe('dashboard per currency', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  /** A deposit waiting for staff, as a manual notice leaves one, approved through the API. */
  async function approvedDeposit(phone: string, amount: number, currency: 'BAHT' | 'LAK') {
    const [row] = await rows<{ id: string }>(
      app.services.db,
      sql`INSERT INTO deposits (member_id, method, channel, reference, amount, currency)
          SELECT id, 'notice', 'KBANK', ${`DASH-${phone}`}, ${amount * 100}, ${currency}
          FROM members WHERE phone = ${phone}
          RETURNING id::text`,
    );
    const queue = await app.inject({
      url: '/api/operator/deposits?status=processing',
      headers: operatorHeaders,
    });
    const waiting = (queue.json().deposits as { id: string; currency: string }[]).find(
      (d) => d.id === row!.id,
    );
    // the queue names each row's currency, so the back-office shows ₭ or ฿ beside its amount
    expect(waiting?.currency).toBe(currency);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/operator/deposits/${row!.id}/approve`,
      headers: { ...operatorHeaders, ...idempotencyKey() },
      payload: { amount },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'success', currency });
  }

  it('answers baht and kip apart: a kip deposit never adds to the baht total', async () => {
    const baht = await registerAndLogin(app);
    const kip = await registerAndLogin(app);
    await app.services.db.execute(
      sql`UPDATE members SET currency = 'LAK' WHERE phone = ${kip.username}`,
    );
    await approvedDeposit(baht.username, 1000, 'BAHT');
    await approvedDeposit(kip.username, 50_000, 'LAK');

    const res = await app.inject({ url: '/api/operator/dashboard', headers: operatorHeaders });
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = res.json();
    expect(dashboard.currencies).toEqual(['BAHT', 'LAK']);
    for (const period of [dashboard.today, dashboard.week]) {
      expect(period.deposits).toEqual([
        { currency: 'BAHT', count: 1, amount: 1000 },
        { currency: 'LAK', count: 1, amount: 50_000 },
      ]);
      expect(period.withdrawals).toEqual([
        { currency: 'BAHT', count: 0, amount: 0 },
        { currency: 'LAK', count: 0, amount: 0 },
      ]);
    }
    expect(dashboard.days).toHaveLength(14);
    const today = dashboard.days.at(-1);
    expect(today.money).toEqual([
      { currency: 'BAHT', deposits: 1000, withdrawals: 0 },
      { currency: 'LAK', deposits: 50_000, withdrawals: 0 },
    ]);
    expect(today.newMembers).toBe(2);
    for (const day of dashboard.days.slice(0, -1)) {
      expect(day.money.map((m: { currency: string }) => m.currency)).toEqual(['BAHT', 'LAK']);
    }
  });
});
