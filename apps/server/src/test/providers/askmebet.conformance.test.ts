import { AskmebetProvider } from '../../adapters/game-providers/askmebet/provider';
import { GameProviders } from '../../adapters/game-providers/registry';
import { openTestDatabase } from '../database';
import { seededRandom } from '../seeded-random';
import { startAskmebetDouble } from '../doubles/askmebet/double';
import { describeProviderConformance } from './conformance';
import type { FaultMode } from './provider-under-test';

/** The registry's limit in the suite; a `slow` answer comes well after it. */
const TIMEOUT_MS = 400;
const SLOW_MS = TIMEOUT_MS * 2;

/**
 * The askmebet adapter against its protocol double (test/doubles/askmebet): AMB's HTTP API built
 * from the brief, with the adapter's own table in a fresh test database.
 */
describeProviderConformance('askmebet', async () => {
  const database = await openTestDatabase();
  // the double's fault draws are seeded too: a failing fault run replays with its TEST_SEED
  const faults = seededRandom('askmebet double faults');
  const double = await startAskmebetDouble({
    slowMs: SLOW_MS,
    random: () => faults.int(0, 1_000_000) / 1_000_000,
  });
  const adapter = new AskmebetProvider(database.db, {
    apiUrl: double.url,
    agent: double.agent,
    key: double.key,
    prefix: double.prefix,
    web: double.web,
    // longer than the registry's limit: a slow answer still reaches the adapter, as in production
    timeoutMs: SLOW_MS * 3,
  });
  // adapter calls still running (a slow one outlives its caller's timeout)
  const running = new Set<Promise<unknown>>();
  // failNext counts adapter calls (the harness's contract), the double counts HTTP requests: a
  // fault is armed at the double for the next adapter call that answers by a promise, and what
  // that call did not use is dropped when it ends (findTransfer of a ref we hold asks nobody)
  const armed: FaultMode[] = [];
  const tracked = new Proxy(adapter, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function' || key === 'accountName') return value;
      return (...args: unknown[]) => {
        const fault = armed.shift();
        const withdraw = fault ? double.control.failNext(fault) : undefined;
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) {
          const settled = result.catch(() => undefined);
          running.add(settled);
          void settled.finally(() => {
            running.delete(settled);
            withdraw?.();
          });
        }
        return result;
      };
    },
  });
  const provider = new GameProviders([tracked], {
    callMs: TIMEOUT_MS,
    balanceMs: TIMEOUT_MS,
  }).get('askmebet')!;
  let member = 0;
  return {
    provider,
    game: 'askmebet',
    nextMember: () => ++member,
    play: (username, round) => Promise.resolve(double.control.play(username, round)),
    voidRound: (username, roundId) => Promise.resolve(double.control.voidRound(username, roundId)),
    balanceAt: (username) => Promise.resolve(double.control.balance(username)),
    failNext(mode, count = 1) {
      for (let i = 0; i < count; i++) armed.push(mode);
    },
    faultRate: (rate) => double.control.faultRate(rate),
    async settle() {
      while (running.size > 0) await Promise.all(running);
      await double.control.idle();
    },
    setAgentCredit: (minor) => Promise.resolve(double.control.setAgentCredit(minor)),
    async followLaunch(link) {
      const response = await fetch(link, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`launch link answered ${response.status}`);
      return ((await response.json()) as { username: string }).username;
    },
    async close() {
      await double.close();
      await database.close();
    },
  };
});
