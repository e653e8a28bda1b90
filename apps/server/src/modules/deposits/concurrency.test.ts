import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createQr, payWebhook, statementOf, withdraw } from '../../test/deposits';
import { registerAndLogin } from '../../test/members';
import { credit, expectLedgerBalanced, walletOf } from '../../test/wallet';

/**
 * Money under concurrency (run on real PostgreSQL in CI): duplicate webhooks racing for one QR
 * credit it once, and other payments to it wait for staff; racing withdrawals never reserve more than the wallet holds.
 */
describe('deposits and withdrawals under concurrency', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  it('credits a QR exactly once when its payment webhooks race', async () => {
    const m = await registerAndLogin(app);
    const qr = await createQr(app, m, 'KBANK', 100);
    const id = `evt_${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        // the same event delivered many times, and other events for the same QR
        payWebhook(app, 'KBANK', {
          id: i % 2 ? id : undefined,
          qrcodeId: qr.qrcodeId,
          amount: 100,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    const outcomes = answers.map((a) => a.json().outcome as string);
    // 13 distinct events: one is credited, each of the 12 others is a second payment waiting for
    // staff (issue 14: never dropped); the 11 repeats of the shared event are replays
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'review')).toHaveLength(12);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(11);
    expect((await walletOf(app, m)).wallet).toBe(100);
    await expectLedgerBalanced(app);
  });

  it('never reserves more than the wallet holds under racing withdrawals', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(app, m, 150)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(6);
    expect(
      answers
        .filter((a) => a.statusCode !== 200)
        .every((a) => a.json().message === 'MONEY_NOT_ENOUGH'),
    ).toBe(true);
    expect((await walletOf(app, m)).wallet).toBe(100);
    const s = await statementOf(app, m, 1, 100);
    expect(s.statements.filter((l) => l.statementType === 'withdraw')).toHaveLength(6);
    await expectLedgerBalanced(app);
  });
});
