import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import { buildTestApp, operatorHeaders } from '../app';
import { activateBonus, activeBonus, bonusDef, defineBonus, depositByQr } from '../bonus';
import { startAskmebetDouble, type AskmebetDouble } from '../doubles/askmebet/double';
import { startBetflixDouble, type BetflixDouble } from '../doubles/betflix/server';
import { registerAndLogin } from '../members';
import { seededRandom } from '../seeded-random';
import { expectLedgerBalanced, transfer, walletOf } from '../wallet';

type Member = Awaited<ReturnType<typeof registerAndLogin>>;

/**
 * Both aggregators as HTTP servers (their protocol doubles), a slot routed to each, and a member
 * who plays there while a fifth of every call to them fails: activation, transfers in, rounds
 * played at the provider and read by the bet feed, bonus progress, transfers out. At the end no
 * transfer is in doubt, the ledger checks clean, and each double holds what the ledger says.
 */
describe('real aggregators behind the provider interface, through 20 % faults', () => {
  let app: FastifyInstance;
  let amb: AskmebetDouble;
  let bfx: BetflixDouble;
  const random = seededRandom('aggregators live run');

  beforeAll(async () => {
    amb = await startAskmebetDouble({ slowMs: 1_500, random: () => random.int(0, 1e6) / 1e6 });
    bfx = await startBetflixDouble({ slowMs: 1_500, random: () => random.int(0, 1e6) / 1e6 });
    app = await buildTestApp({
      games: {
        providerTimeoutMs: 1_000,
        askmebet: {
          apiUrl: amb.url,
          agent: amb.agent,
          key: amb.key,
          prefix: amb.prefix,
          web: amb.web,
        },
        betflix: {
          apiUrl: bfx.url,
          apiKey: 'fake-x-api-key',
          apiCat: 'fake-x-api-cat',
          upline: 'fkag',
          entrance: bfx.origin,
        },
      },
    });
    await app.services.settings.set('registerOTP', false);
    await app.services.settings.set('bonus.recentDepositMinutes', 0);
    for (const [code, provider] of [
      ['askmebet', 'askmebet'],
      ['betflix', 'betflix'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/operator/slots/${code}`,
        headers: operatorHeaders,
        payload: { provider, reason: 'going live' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await amb?.close();
    await bfx?.close();
  });

  const faults = (rate: number) => {
    amb.control.faultRate(rate);
    bfx.control.faultRate(rate);
  };
  /** Waits for every call still on its way at the doubles, then settles what is in doubt. */
  async function recover() {
    await Promise.all([amb.control.idle(), bfx.control.settle()]);
    return app.services.recovery.run({ olderThanMs: 0 });
  }
  /** Asks again until the answer is one of `done` (a fault fails a single try, not the run). */
  async function until(call: () => Promise<{ statusCode: number; body: string }>, done: number[]) {
    for (let i = 0; i < 40; i++) {
      const res = await call();
      if (done.includes(res.statusCode)) return res;
      await recover();
    }
    const last = await call();
    throw new Error(`no answer through the faults in 40 tries: ${last.statusCode} ${last.body}`);
  }
  const playerOf = async (m: Member, slot: string) => {
    const [row] = await rows<{ username: string }>(
      app.services.db,
      sql`SELECT g.username FROM game_accounts g JOIN members m ON m.id = g.member_id
          WHERE m.phone = ${m.username} AND g.slot_code = ${slot}`,
    );
    return row!.username;
  };
  const doubleBalance = (slot: string, player: string) =>
    slot === 'askmebet' ? amb.control.balance(player) : (bfx.control.balanceOf(player) ?? 0);

  it('activates, moves money in, plays, feeds rounds into bonus progress, moves it out: every baht once', async () => {
    const def = await defineBonus(
      app,
      bonusDef({
        contributions: [
          { category: 'slot', factor: 1 },
          { category: 'sport', factor: 1 },
        ],
      }),
    );
    const m = await registerAndLogin(app);
    expect((await activateBonus(app, m, def.code)).statusCode).toBe(200);
    await depositByQr(app, m, 100);
    expect((await walletOf(app, m)).wallet).toBe(200);

    faults(0.2);
    const players: Record<string, string> = {};
    for (const slot of ['askmebet', 'betflix']) {
      await until(
        () => app.inject({ url: `/api/wallet/activate/${slot}`, headers: m.auth }),
        [200, 409],
      );
      players[slot] = await playerOf(m, slot);
      // 60 and 70 baht: amounts differ (askmebet throttles a repeat of the same amount)
      const amount = slot === 'askmebet' ? 60 : 70;
      const moved = await until(
        () => transfer(app, m, { from: 'WALLET', to: slot, amount }),
        [200, 502, 504],
      );
      if (moved.statusCode !== 200) await recover();
    }
    faults(0);
    await recover();
    let state = await walletOf(app, m);
    // whatever the faults did, each slot holds what its provider holds (a transfer the faults
    // refused is simply not there; the wallet kept that money)
    for (const slot of ['askmebet', 'betflix']) {
      expect(state.games[slot] ?? 0, slot).toBe(doubleBalance(slot, players[slot]!) / 100);
    }
    // make sure both slots have money to play with (a refused transfer is tried once more)
    for (const [slot, amount] of [
      ['askmebet', 61],
      ['betflix', 71],
    ] as const) {
      if ((state.games[slot] ?? 0) === 0) {
        const res = await transfer(app, m, { from: 'WALLET', to: slot, amount });
        const seen = await rows(
          app.services.db,
          sql`SELECT ref, slot_code, status, last_error FROM transfers ORDER BY id`,
        );
        expect(res.statusCode, `${slot}: ${res.body} ${JSON.stringify(seen)}`).toBe(200);
      }
    }

    // play at the providers: 4 rounds of 10 baht each, some won, one voided at askmebet
    const before = (await activeBonus(app, m)).bonus!.current;
    // Betflix states round times to the second: a round played within the second the bonus
    // started would read as before it (and rightly not count)
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    faults(0.2);
    const ambRounds = [];
    for (const payout of [0, 2_500, 1_000, 0]) {
      ambRounds.push(amb.control.play(players.askmebet!, { stake: 1_000, payout }));
      bfx.control.play(players.betflix!, { stake: 1_000, payout });
    }
    amb.control.voidRound(players.askmebet!, ambRounds[3]!.roundId);
    // the feed is read through the faults: a failed run keeps its cursor, the next reads again
    let stored = 0;
    for (let run = 0; run < 20 && stored < 8; run++) {
      await app.services.rounds.sync();
      const [n] = await rows<{ n: string }>(
        app.services.db,
        sql`SELECT count(*)::text AS n FROM game_rounds r JOIN members m ON m.id = r.member_id
            WHERE m.phone = ${m.username} AND r.provider IN ('askmebet', 'betflix')`,
      );
      stored = Number(n!.n);
    }
    expect(stored).toBe(8);
    const voided = await rows<{ round_id: string }>(
      app.services.db,
      sql`SELECT round_id FROM game_rounds WHERE provider = 'askmebet' AND void`,
    );
    expect(voided.map((r) => r.round_id)).toEqual([ambRounds[3]!.roundId]);
    // 7 settled rounds of 10 baht count (the voided one does not); the bonus needs 100
    const progress = (await activeBonus(app, m)).bonus!;
    expect(progress.current).toBe(before + 70);

    // everything out again through the faults, then no transfer is left in doubt
    const lastOut: Record<string, string> = {};
    for (const slot of ['askmebet', 'betflix']) {
      for (let i = 0; i < 40; i++) {
        await recover();
        const held = (await walletOf(app, m)).games[slot] ?? 0;
        if (held === 0) break;
        const out = await transfer(app, m, { from: slot, to: 'WALLET', amount: held });
        // what the last try answered, for the assertion below: this run once ended with money
        // left in a game under a loaded CI machine, and its cause is not known yet
        lastOut[slot] = `try ${i + 1}: ${out.statusCode} ${out.body}`;
      }
    }
    faults(0);
    await recover();
    const [pending] = await rows<{ n: string }>(
      app.services.db,
      sql`SELECT count(*)::text AS n FROM transfers WHERE status = 'pending'`,
    );
    expect(pending!.n).toBe('0');
    state = await walletOf(app, m);
    for (const slot of ['askmebet', 'betflix']) {
      expect(state.games[slot] ?? 0, `${slot}, last move out: ${lastOut[slot]}`).toBe(0);
      expect(doubleBalance(slot, players[slot]!), slot).toBe(0);
    }
    await expectLedgerBalanced(app);
  }, 120_000);

  it('alerts on low agent credit, and a transfer the aggregator refuses for it returns the money with PROVIDER_CREDIT_LOW', async () => {
    await app.services.settings.set('games.agentCreditAlert', 1_000);
    amb.control.setAgentCredit(50_000); // 500 baht, below the 1,000 alert
    const checked = await app.inject({
      url: '/api/operator/providers/askmebet/check',
      headers: operatorHeaders,
    });
    expect(checked.json()).toMatchObject({
      provider: 'askmebet',
      reachable: true,
      credit: 50_000,
      alertBelow: 100_000,
      low: true,
    });
    const all = await app.inject({ url: '/api/operator/providers', headers: operatorHeaders });
    const byName = Object.fromEntries(
      (
        all.json() as { providers: { provider: string; low: boolean; credit: number | null }[] }
      ).providers.map((p) => [p.provider, p]),
    );
    expect(byName).toMatchObject({
      demo: { credit: null, low: false },
      askmebet: { low: true },
      betflix: { low: false },
    });
    const unknown = await app.inject({
      url: '/api/operator/providers/nobody/check',
      headers: operatorHeaders,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'PROVIDER_NOT_CONFIGURED']);

    const m = await registerAndLogin(app);
    await depositByQr(app, m, 800);
    expect(
      (await app.inject({ url: '/api/wallet/activate/askmebet', headers: m.auth })).statusCode,
    ).toBe(200);
    const refused = await transfer(app, m, { from: 'WALLET', to: 'askmebet', amount: 600 });
    expect([refused.statusCode, refused.json().message]).toEqual([503, 'PROVIDER_CREDIT_LOW']);
    const state = await walletOf(app, m);
    expect([state.wallet, state.games.askmebet ?? 0]).toEqual([800, 0]);
    amb.control.setAgentCredit(100_000_000);
    await expectLedgerBalanced(app);
  });
});
