import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';

describe('a member’s bonus history, newest first', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  it('sorts by the numeric id past 100 rows (a text alias sorted "99" above "150")', async () => {
    const m = await registerAndLogin(app);
    await app.services.db.execute(
      sql`INSERT INTO member_bonuses (member_id, bonus_code, status, outcome, rules, currency, ended_at)
          SELECT m.id, b.code, 'ended', 'cancelled', b.rules, m.currency, now()
          FROM members m, bonuses b, generate_series(1, 150)
          WHERE m.phone = ${m.username} AND b.code = 'WELCOME100'`,
    );
    const res = await app.inject({
      url: `/api/operator/members/${m.username}/bonus`,
      headers: operatorHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().history as { id: string }[]).map((h) => Number(h.id));
    const [newest] = await rows<{ id: number }>(
      app.services.db,
      sql`SELECT max(id)::int AS id FROM member_bonuses`,
    );
    expect(ids[0]).toBe(newest!.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(50);
  });
});
