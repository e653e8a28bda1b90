import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { credit } from '../../test/wallet';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics (issue 14)', () => {
  let app: FastifyInstance;
  let bare: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ metricsToken: TOKEN });
    bare = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
    await bare.close();
  });

  it('answers Prometheus text to the token holder only', async () => {
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/lookup/banks' });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer  ${TOKEN}`]) {
      const refused = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode, String(authorization)).toBe(401);
    }
    const res = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const text = res.body;
    expect(text).toMatch(/^http_request_duration_seconds_count\{.*route="\/api\/health".*\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^staff_queue_items\{queue="deposits"\} \d+/m);
    expect(text).toMatch(/^staff_queue_oldest_seconds\{queue="withdrawals"\} \d/m);
    expect(text).toMatch(/^wallet_transfers_in_doubt \d+/m);
    expect(text).toMatch(/^# TYPE game_provider_errors_total counter/m);
  });

  it('says how far the journal has grown, and grows with an entry', async () => {
    const lastId = async () => {
      const res = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const found = /^ledger_journal_entry_last_id (\d+)/m.exec(res.body);
      expect(found, res.body.slice(0, 400)).not.toBeNull();
      return Number(found![1]);
    };
    const before = await lastId();
    const m = await registerAndLogin(app);
    await credit(app, m.username, 100);
    expect(await lastId()).toBeGreaterThan(before);
  });

  it('does not exist without a configured token', async () => {
    const res = await bare.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});
