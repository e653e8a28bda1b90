import { sql } from 'drizzle-orm';
import { rows } from '../../kernel/db/rows';
import { DemoProvider } from '../../adapters/game-providers/demo/provider';
import type { FaultKind } from '../../adapters/game-providers/demo/faults';
import { GameProviders } from '../../adapters/game-providers/registry';
import { openTestDatabase } from '../database';
import { describeProviderConformance } from './conformance';
import type { FaultMode } from './provider-under-test';

const TIMEOUT_MS = 400;

/** The brief's fault modes in the demo's own terms (adapters/game-providers/demo/faults.ts). */
const DEMO_FAULT: Record<FaultMode, FaultKind> = { error: 'reject', drop: 'late', slow: 'slow' };

/**
 * The demo provider is its own double: its tables are the provider's state, and a round is
 * recorded as its play page records a spin (with a chosen stake and payout).
 */
describeProviderConformance('demo', async () => {
  const database = await openTestDatabase();
  const { db } = database;
  const demo = new DemoProvider(db);
  // calls still running at the demo (a slow one outlives its caller's timeout)
  const running = new Set<Promise<unknown>>();
  const tracked = new Proxy(demo, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) {
          const settled = result.catch(() => undefined);
          running.add(settled);
          void settled.finally(() => running.delete(settled));
        }
        return result;
      };
    },
  });
  const timed = new GameProviders([tracked], { callMs: TIMEOUT_MS, balanceMs: TIMEOUT_MS }).get(
    'demo',
  )!;
  let member = 0;
  const game = 'pg';
  const accountId = async (username: string) => {
    const [row] = await rows<{ id: string; balance: string }>(
      db,
      sql`SELECT id::text, balance::text FROM demo_provider_accounts
          WHERE game = ${game} AND username = ${username}`,
    );
    if (!row) throw new Error(`no demo account ${username}`);
    return row;
  };
  return {
    provider: timed,
    game,
    nextMember: () => ++member,
    async play(username, round) {
      const { id } = await accountId(username);
      const [bet] = await rows<{ id: string }>(
        db,
        sql`WITH moved AS (
              UPDATE demo_provider_accounts SET balance = balance - ${round.stake} + ${round.payout}
              WHERE id = ${id} AND balance >= ${round.stake} RETURNING id)
            INSERT INTO demo_provider_bets (account_id, bet, win, reels, created_at)
            SELECT id, ${round.stake}, ${round.payout}, 'A,A,A',
                   ${(round.settledAt ?? new Date()).toISOString()}::timestamptz
            FROM moved RETURNING id::text`,
      );
      if (!bet) throw new Error(`${username} cannot stake ${round.stake}`);
      return { roundId: `bet-${bet.id}` };
    },
    // the demo never voids a round
    voidRound: null,
    balanceAt: async (username) => Number((await accountId(username)).balance),
    failNext(mode, count = 1) {
      for (let i = 0; i < count; i++) demo.faults.once('*', DEMO_FAULT[mode], TIMEOUT_MS * 2);
    },
    async settle() {
      while (running.size > 0) await Promise.all(running);
    },
    faultRate: (rate) => demo.faults.set({ rate, delayMs: rate > 0 ? TIMEOUT_MS * 2 : 0 }),
    setAgentCredit: null,
    async followLaunch(link) {
      const ticket = new URL(link, 'http://demo.invalid').searchParams.get('ticket') ?? '';
      const session = await demo.openSession(ticket);
      const account = session && (await demo.sessionAccount(session.token));
      if (!account) throw new Error('the launch link logs nobody in');
      return account.username;
    },
    close: () => database.close(),
  };
});
