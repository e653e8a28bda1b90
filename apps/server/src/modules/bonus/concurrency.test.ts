import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import { buildTestApp } from '../../test/app';
import { activateBonus, bonusDef, clearBonus, defineBonus, depositByQr } from '../../test/bonus';
import { createQr, payWebhook } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { expectLedgerBalanced, walletOf } from '../../test/wallet';

/** Bonus races (run on real PostgreSQL in CI, TEST_DB=postgres). */
describe('bonuses under concurrency', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
  });
  afterAll(() => app.close());

  const openCount = async (phone: string) => {
    const [r] = await rows<{ open: string; all: string }>(
      app.services.db,
      sql`SELECT COUNT(*) FILTER (WHERE mb.status <> 'ended')::text AS open, COUNT(*)::text AS all
          FROM member_bonuses mb JOIN members m ON m.id = mb.member_id WHERE m.phone = ${phone}`,
    );
    return { open: Number(r!.open), all: Number(r!.all) };
  };

  it('racing activations leave one open bonus and never exceed maxReceived', async () => {
    const a = await defineBonus(app, bonusDef({ type: 'day', maxReceived: 2 }));
    const b = await defineBonus(app, bonusDef());
    const m = await registerAndLogin(app);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => activateBonus(app, m, i % 2 ? a.code : b.code)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      answers
        .filter((r) => r.statusCode !== 200)
        .every((r) => r.json().message === 'BONUS_ALREADY_ACTIVE'),
    ).toBe(true);
    expect(await openCount(m.username)).toEqual({ open: 1, all: 1 });
    // receive, leave, and race again: at most maxReceived (2 a day) in all
    for (let round = 0; round < 3; round++) {
      const open = await openCount(m.username);
      if (open.open === 0) {
        await Promise.all(Array.from({ length: 6 }, () => activateBonus(app, m, a.code)));
      }
      await depositByQr(app, m, 100).catch(() => undefined);
      const view = await app.inject({ url: '/api/bonus/check/active', headers: m.auth });
      const forfeit = view.json().bonus?.settlement.forfeit ?? 0;
      await clearBonus(app, m, forfeit);
    }
    const [received] = await rows<{ n: string }>(
      app.services.db,
      sql`SELECT COUNT(*)::text AS n FROM member_bonuses mb JOIN members m ON m.id = mb.member_id
          WHERE m.phone = ${m.username} AND mb.bonus_code = ${a.code}
            AND mb.outcome IS DISTINCT FROM 'cancelled'`,
    );
    expect(Number(received!.n)).toBeLessThanOrEqual(2);
    await expectLedgerBalanced(app);
  });

  it('a clear raced with itself ends the bonus once', async () => {
    const def = await defineBonus(app, bonusDef());
    const m = await registerAndLogin(app);
    await activateBonus(app, m, def.code);
    await depositByQr(app, m, 100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => clearBonus(app, m, 100)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({ outcome: 'left', forfeited: 100 });
    expect(
      answers
        .filter((r) => r.statusCode !== 200)
        .every((r) => ['BONUS_ENDING', 'NO_ACTIVE_BONUS'].includes(r.json().message)),
    ).toBe(true);
    const [entries] = await rows<{ n: string }>(
      app.services.db,
      sql`SELECT COUNT(*)::text AS n FROM journal_entries e JOIN members m ON m.id = e.member_id
          WHERE m.phone = ${m.username} AND e.kind = 'finish_bonus'`,
    );
    expect(Number(entries!.n)).toBe(1);
    expect((await walletOf(app, m)).wallet).toBe(100);
    await expectLedgerBalanced(app);
  });

  it('deposits racing an activation credit the bonus once, from one deposit', async () => {
    const def = await defineBonus(app, bonusDef({ amountRule: { kind: 'fixed', amount: 30 } }));
    const m = await registerAndLogin(app);
    const qr = await createQr(app, m, 'KBANK', 100);
    const qr2 = await createQr(app, m, 'E2P', 100);
    await Promise.all([
      activateBonus(app, m, def.code),
      payWebhook(app, 'KBANK', { qrcodeId: qr.qrcodeId, amount: 100 }),
      payWebhook(app, 'E2P', { qrcodeId: qr2.qrcodeId, amount: 100 }),
    ]);
    const [bonusEntries] = await rows<{ n: string }>(
      app.services.db,
      sql`SELECT COUNT(*)::text AS n FROM journal_entries e JOIN members m ON m.id = e.member_id
          WHERE m.phone = ${m.username} AND e.kind = 'bonus'`,
    );
    // whichever came first: the activation after the deposits waits for the next deposit (0),
    // or a deposit after the activation credits it (1); never twice
    expect(Number(bonusEntries!.n)).toBeLessThanOrEqual(1);
    const { wallet } = await walletOf(app, m);
    expect([200, 230]).toContain(wallet);
    await expectLedgerBalanced(app);
  });
});
