import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';

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
