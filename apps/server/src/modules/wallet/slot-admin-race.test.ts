import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { testDriver } from '../../test/database';
import { registerAndLogin } from '../../test/members';
import { configureSecondProvider } from '../../test/second-provider';
import { seededRandom } from '../../test/seeded-random';
import { activate, credit, expectLedgerBalanced, transfer } from '../../test/wallet';

const SLOT = 'pg';
const ROUNDS = 40;
const MEMBERS = 3;
/** What a transfer in may answer when the slot's provider changed under it. */
const REFUSED = new Set(['409 SLOT_PROVIDER_CHANGED', '404 SLOT_NO_ACCOUNT', '404 NO_GAME']);

/**
 * Transfers into a slot racing an operator's provider change, on real PostgreSQL (PGlite runs one
 * query at a time, so nothing races there): each round, a few members' transfers in and a
 * provider change are sent at once, each after a small seeded delay. Never both a transfer and
 * the change succeed, and after a change no money is left in the slot (in the ledger or in
 * flight), at either provider's books.
 */
describe.skipIf(testDriver !== 'postgres')('slot provider change racing transfers in', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    configureSecondProvider(app, 'betflix');
  });
  afterAll(() => app.close());

  const heldInSlot = async () => {
    const [r] = await rows<{ game: string; pending: string }>(
      app.kernel.db,
      sql`SELECT
            (SELECT coalesce(sum(balance), 0) FROM ledger_accounts
              WHERE kind = 'game' AND slot_code = ${SLOT} AND member_id IS NOT NULL)::text AS game,
            (SELECT count(*) FROM transfers
              WHERE slot_code = ${SLOT} AND status = 'pending')::text AS pending`,
    );
    return { game: Number(r!.game), pending: Number(r!.pending) };
  };

  it(`${ROUNDS} rounds: a transfer in and a provider change never both succeed`, async () => {
    const random = seededRandom('slot provider race');
    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const m = await registerAndLogin(app);
      await credit(app, m.username, 10_000);
      await activate(app, m, SLOT);
      members.push(m);
    }
    let provider = 'demo';
    const tally = { changed: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const next = provider === 'demo' ? 'betflix' : 'demo';
      const ins = members.map(async (m) => {
        await sleep(random.int(0, 8));
        const res = await transfer(app, m, { from: 'WALLET', to: SLOT, amount: 10 });
        return `${res.statusCode} ${res.json().message}`;
      });
      const change = (async () => {
        // a transfer spends a few queries before its debit: the change starts a little later
        await sleep(random.int(0, 30));
        const res = await app.inject({
          method: 'POST',
          url: `/api/operator/slots/${SLOT}`,
          headers: operatorHeaders,
          payload: { provider: next, reason: `race round ${round}` },
        });
        return `${res.statusCode} ${res.json().message ?? ''}`.trim();
      })();
      const [answers, changed] = await Promise.all([Promise.all(ins), change]);
      const moved = answers.filter((a) => a === '200 OK').length;
      const label = `round ${round}: change ${changed}, transfers ${answers.join(', ')}`;
      for (const a of answers) expect(a === '200 OK' || REFUSED.has(a), label).toBe(true);
      if (changed === '200') {
        // the change won: every transfer was refused and nothing is in the slot
        expect(moved, label).toBe(0);
        expect(await heldInSlot(), label).toEqual({ game: 0, pending: 0 });
        provider = next;
        tally.changed++;
        for (const m of members) await activate(app, m, SLOT);
      } else {
        // a transfer won: the change was refused, the money is in the slot
        expect(changed, label).toBe('409 SLOT_PROVIDER_IN_USE');
        expect(moved, label).toBeGreaterThan(0);
        tally.refused++;
        // empty the slot again for the next round
        for (const m of members) {
          const held = await rows<{ balance: string }>(
            app.kernel.db,
            sql`SELECT balance::text FROM ledger_accounts
                   WHERE kind = 'game' AND slot_code = ${SLOT}
                     AND member_id = (SELECT id FROM members WHERE phone = ${m.username})`,
          );
          const amount = Number(held[0]?.balance ?? 0) / 100;
          if (amount > 0) {
            const out = await transfer(app, m, { from: SLOT, to: 'WALLET', amount });
            expect(out.statusCode, out.body).toBe(200);
          }
        }
      }
      const [slot] = await rows<{ provider: string }>(
        app.kernel.db,
        sql`SELECT provider FROM game_slots WHERE code = ${SLOT}`,
      );
      expect(slot!.provider, label).toBe(provider);
    }
    console.info(`slot provider race: ${JSON.stringify(tally)}`);
    await expectLedgerBalanced(app);
    // every member's money is whole: 10,000 baht each, in the wallet
    const [total] = await rows<{ sum: string }>(
      app.kernel.db,
      sql`SELECT coalesce(sum(balance), 0)::text AS sum FROM ledger_accounts
             WHERE member_id IS NOT NULL AND kind IN ('wallet', 'game', 'transfer_in_flight')`,
    );
    expect(Number(total!.sum)).toBe(MEMBERS * 10_000 * 100);
  }, 180_000);
});
