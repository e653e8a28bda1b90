import { BetflixProvider } from '../../adapters/game-providers/betflix/provider';
import { GameProviders } from '../../adapters/game-providers/registry';
import { openTestDatabase } from '../database';
import { seededRandom } from '../seeded-random';
import { startBetflixDouble } from '../doubles/betflix/server';
import { describeProviderConformance } from './conformance';

const TIMEOUT_MS = 400;

/** The betflix adapter against the Betflix v4 double (test/doubles/betflix), as the app wires it. */
describeProviderConformance('betflix', async () => {
  const database = await openTestDatabase();
  // a slow answer comes well after the registry's timeout, so the caller gives up first
  const random = seededRandom('betflix double faults');
  const double = await startBetflixDouble({
    slowMs: TIMEOUT_MS * 2,
    random: () => random.int(0, 1_000_000) / 1_000_000,
  });
  const { control } = double;
  const adapter = new BetflixProvider(database.db, {
    apiUrl: double.url,
    apiKey: 'fake-x-api-key',
    apiCat: 'fake-x-api-cat',
    upline: 'fkag',
    entrance: double.origin,
    timeoutMs: TIMEOUT_MS * 3,
  });
  const timed = new GameProviders([adapter], { callMs: TIMEOUT_MS, balanceMs: TIMEOUT_MS }).get(
    'betflix',
  )!;
  let member = 0;
  const balanceOf = (username: string) => {
    const balance = control.balanceOf(username);
    if (balance === undefined) throw new Error(`no betflix member ${username}`);
    return balance;
  };
  return {
    provider: timed,
    game: 'betflix-pg',
    nextMember: () => ++member,
    play: (username, round) => Promise.resolve(control.play(username, round)),
    voidRound: (username, roundId) => Promise.resolve(control.voidRound(username, roundId)),
    balanceAt: (username) => Promise.resolve(balanceOf(username)),
    failNext: (mode, count) => control.failNext(mode, count),
    settle: () => control.settle(),
    faultRate: (rate) => control.faultRate(rate),
    setAgentCredit: (minor) => Promise.resolve(control.setAgentCredit(minor)),
    async followLaunch(link) {
      const response = await fetch(link, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`the launch link answered ${response.status}`);
      return ((await response.json()) as { username: string }).username;
    },
    async close() {
      await double.close();
      await database.close();
    },
  };
});
