import { defineModule } from '../../kernel/module';
import { walletModule } from '../wallet/module';
import { RoundsIngest } from './ingest';

export type { RoundsIngest } from './ingest';

/**
 * The bet feed (issue 8): every provider's settled rounds into game_rounds, on its interval;
 * modules listen to the rounds read (`rounds.onRounds`).
 */
export const roundsModule = defineModule({
  name: 'rounds',
  needs: [walletModule],
  create: ({ kernel, use }) => {
    const { providers } = use(walletModule);
    return { rounds: new RoundsIngest(kernel.db, () => providers.all(), { now: kernel.now }) };
  },
  jobs: ({ rounds }, { kernel }) => [
    {
      name: 'bet-feed',
      everyMs: kernel.config.games.roundsSyncIntervalMs,
      run: async (log) => {
        for (const r of await rounds.sync()) {
          if (r.error) log.warn({ provider: r.provider, error: r.error }, 'bet feed not read');
        }
      },
    },
  ],
});
