import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import { buildTestApp } from '../../test/app';
import { activateBonus, bonusDef, clearBonus, defineBonus, depositByQr } from '../../test/bonus';
import { testDriver } from '../../test/database';
import { registerAndLogin } from '../../test/members';
import { seededRandom, type SeededRandom } from '../../test/seeded-random';
import { activate, credit, expectLedgerBalanced, transfer } from '../../test/wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;
/** Rounds per race: each a new member, every draw from the one printed seed. */
const ROUNDS = testDriver === 'postgres' ? 4 : 2;
const TRANSFERS = 40;

/**
 * Decision 019: a guard is decided inside the transaction that moves the money, with the member
 * locked, and everything that changes a guard's answer takes the same lock. Raced here as an
 * attacker would (many transfers into a game sent beside the change), on PostgreSQL where the
 * requests really run side by side: no money lands in a game after a self-exclusion emptied
 * them, and a bonus's forfeit is taken exactly as shown, whatever the interleaving.
 */
describe('money guards under races (decision 019)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  /** What the member holds at the provider, and in the ledger's game and in-flight accounts. */
  async function holdings(m: Member) {
    const [r] = await rows<{ provider: string; games: string; flight: string; wallet: string }>(
      app.services.db,
      sql`SELECT
            (SELECT coalesce(sum(d.balance), 0) FROM demo_provider_accounts d
               JOIN game_accounts g ON g.username = d.username AND g.slot_code = d.game
               JOIN members x ON x.id = g.member_id WHERE x.phone = ${m.username})::text AS provider,
            (SELECT coalesce(sum(a.balance) FILTER (WHERE a.kind = 'game'), 0)
               FROM ledger_accounts a JOIN members x ON x.id = a.member_id
               WHERE x.phone = ${m.username})::text AS games,
            (SELECT coalesce(sum(a.balance) FILTER (WHERE a.kind = 'transfer_in_flight'), 0)
               FROM ledger_accounts a JOIN members x ON x.id = a.member_id
               WHERE x.phone = ${m.username})::text AS flight,
            (SELECT coalesce(sum(a.balance) FILTER (WHERE a.kind = 'wallet'), 0)
               FROM ledger_accounts a JOIN members x ON x.id = a.member_id
               WHERE x.phone = ${m.username})::text AS wallet`,
    );
    return {
      provider: Number(r!.provider),
      games: Number(r!.games),
      flight: Number(r!.flight),
      wallet: Number(r!.wallet),
    };
  }

  /** TRANSFERS transfers into pg, each after a drawn delay, and `other` sent at a drawn moment. */
  async function race(
    random: SeededRandom,
    m: Member,
    other: () => Promise<{ statusCode: number; body: string }>,
  ) {
    const spread = random.int(20, 120);
    const at = random.int(0, spread);
    const transfers = Array.from({ length: TRANSFERS }, async () => {
      await sleep(random.int(0, spread));
      return transfer(app, m, { from: 'WALLET', to: 'pg', amount: random.int(5, 30) });
    });
    const change = sleep(at).then(other);
    const answers = await Promise.all(transfers);
    return {
      change: await change,
      answers: answers.map((a) => `${a.statusCode} ${a.json().message}`),
    };
  }

  it('a self-exclusion beside 40 transfers into a game leaves nothing in any game', async () => {
    const random = seededRandom('exclusion race');
    for (let round = 0; round < ROUNDS; round++) {
      const m = await registerAndLogin(app);
      await credit(app, m.username, 1000);
      await activate(app, m, 'pg');
      const { change, answers } = await race(random, m, () =>
        app.inject({
          method: 'POST',
          url: '/api/responsible/exclusion',
          headers: { ...m.auth, 'idempotency-key': randomUUID() },
          payload: { period: '6m', confirm: true },
        }),
      );
      expect(change.statusCode, change.body).toBe(200);
      for (const a of answers) {
        expect(['200 OK', '403 SELF_EXCLUDED', '502 TRANSFER_FAIL'], `round ${round}`).toContain(a);
      }
      // nothing at the provider, nothing on its way, every baht back in the wallet
      expect(await holdings(m), `round ${round}, seed ${random.seed}`).toEqual({
        provider: 0,
        games: 0,
        flight: 0,
        wallet: 100_000,
      });
      const after = await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 10 });
      expect(after.json().message).toBe('SELF_EXCLUDED');
    }
    await expectLedgerBalanced(app);
  });

  it('ending a bonus beside 40 transfers into a game forfeits exactly what was shown', async () => {
    const random = seededRandom('bonus end race');
    const def = await defineBonus(
      app,
      bonusDef({ amountRule: { kind: 'percent', percent: 100, cap: 500 } }),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const m = await registerAndLogin(app);
      await activate(app, m, 'pg');
      expect((await activateBonus(app, m, def.code)).statusCode).toBe(200);
      await depositByQr(app, m, 500);
      const shown = (await app.inject({ url: '/api/bonus/check/active', headers: m.auth })).json()
        .bonus.settlement;
      expect(shown).toEqual({ keep: 500, forfeit: 500 });
      const { change, answers } = await race(random, m, () => clearBonus(app, m, 500));
      for (const a of answers) {
        expect(
          ['200 OK', '409 BONUS_ENDING', '400 MONEY_NOT_ENOUGH', '502 TRANSFER_FAIL'],
          `round ${round}`,
        ).toContain(a);
      }
      // a clear that met transfers still landing may say so and is asked again; once it ends,
      // the forfeit is the one shown
      let ended = change;
      for (let tries = 0; ended.statusCode !== 200 && tries < 5; tries++) {
        expect(['TRANSFER_PENDING', 'TRANSFER_FAIL', 'BONUS_ENDING']).toContain(
          JSON.parse(ended.body).message,
        );
        await sleep(100);
        ended = await clearBonus(app, m, 500);
      }
      expect(ended.statusCode, ended.body).toBe(200);
      expect(JSON.parse(ended.body), `round ${round}, seed ${random.seed}`).toMatchObject({
        forfeited: 500,
      });
      const [row] = await rows<{ forfeited: string }>(
        app.services.db,
        sql`SELECT b.forfeited::text FROM member_bonuses b JOIN members x ON x.id = b.member_id
            WHERE x.phone = ${m.username}`,
      );
      expect(Number(row!.forfeited)).toBe(50_000);
      // the member keeps their own 500, wherever transfers after the end put it
      const h = await holdings(m);
      expect(h.wallet + h.games + h.flight, `round ${round}, seed ${random.seed}`).toBe(50_000);
      expect(h.provider).toBe(h.games);
    }
    await expectLedgerBalanced(app);
  });
});
