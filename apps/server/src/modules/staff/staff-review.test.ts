import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows';
import { buildApp } from '../../app';
import { buildTestApp, operatorHeaders, TEST_OPERATOR_TOKEN } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { expectCode } from '../../test/wallet';

describe('staff and audit review (issue 22 §2)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  const owner = (url: string) => app.inject({ url, headers: operatorHeaders });

  it('lists the audit newest first by numeric id, and paging reaches every row past 100', async () => {
    await app.services.db.execute(
      sql`INSERT INTO audit_log (actor, role, via, action, ip, outcome)
          SELECT 'owner', 'owner', 'api_key', 'POST /api/operator/test-' || n, '127.0.0.1', 'done'
          FROM generate_series(1, 203) AS n`,
    );
    const [all] = await rows<{ n: number; max: number }>(
      app.services.db,
      sql`SELECT count(*)::int AS n, max(id)::int AS max FROM audit_log`,
    );
    const first = await owner('/api/operator/audit?limit=5');
    expect(first.statusCode, first.body).toBe(200);
    const firstIds = (first.json().entries as { id: string }[]).map((e) => Number(e.id));
    expect(firstIds).toEqual([0, 1, 2, 3, 4].map((i) => all!.max - i));
    const seen: number[] = [];
    let before = '';
    for (;;) {
      const page = (await owner(`/api/operator/audit?limit=37${before}`)).json().entries as {
        id: string;
      }[];
      if (!page.length) break;
      seen.push(...page.map((e) => Number(e.id)));
      before = `&before=${page.at(-1)!.id}`;
    }
    expect(seen).toHaveLength(all!.n);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });
});

describe('a revoked bootstrap key (issue 22 §2)', () => {
  it('stays revoked across a restart, and the server starts and says so', async () => {
    const database = await openTestDatabase();
    // the first copy leaves the database open for the restart
    const first = await buildApp({
      database: { ...database, close: async () => undefined },
      operatorToken: TEST_OPERATOR_TOKEN,
    });
    const keys = (
      await first.inject({ url: '/api/operator/api-keys', headers: operatorHeaders })
    ).json().keys as { id: string; name: string }[];
    const bootstrap = keys.find((k) => k.name === 'bootstrap')!;
    const revoked = await first.inject({
      method: 'POST',
      url: `/api/operator/api-keys/${bootstrap.id}/revoke`,
      headers: operatorHeaders,
      payload: { reason: 'the token leaked' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await first.close();

    const logged: string[] = [];
    const again = await buildApp({
      database,
      operatorToken: TEST_OPERATOR_TOKEN,
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      expect(logged.join('')).toMatch(/operator token .* is revoked/);
      expectCode(
        await again.inject({ url: '/api/operator/api-keys', headers: operatorHeaders }),
        401,
        'OPERATOR_UNAUTHORIZED',
      );
    } finally {
      await again.close();
    }
  });
});
