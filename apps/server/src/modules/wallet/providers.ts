import type { GameProvider } from '../../adapters/game-providers/interface';
import { AskmebetProvider } from '../../adapters/game-providers/askmebet/provider';
import { checkAskmebetConfig } from '../../adapters/game-providers/askmebet/config';
import { BetflixProvider } from '../../adapters/game-providers/betflix/provider';
import { checkBetflixConfig } from '../../adapters/game-providers/betflix/config';
import { DemoProvider } from '../../adapters/game-providers/demo/provider';
import type { Kernel } from '../../kernel/kernel';

/**
 * The game providers this server speaks to: the demo always (the default of a fresh install),
 * and each aggregator whose settings are all there (ASKMEBET_*, BETFLIX_*). A setting that cannot
 * work stops the server at start, naming it (docs/integrations/game-providers.md).
 */
export function configuredProviders(kernel: Kernel): {
  demo: DemoProvider;
  adapters: GameProvider[];
} {
  const { db, now } = kernel;
  const g = kernel.config.games;
  const demo = new DemoProvider(db, { now });
  demo.faults.set({ rate: g.demoFaultRate });
  const adapters: GameProvider[] = [demo];
  // each HTTP call gives up a little before the registry's own timeout, so the adapter's
  // abort (a clean `unknown`) is what the caller sees
  const timeoutMs = Math.max(100, g.providerTimeoutMs - 50);
  if (g.askmebet) {
    const options = { ...g.askmebet, timeoutMs };
    checkAskmebetConfig(options);
    adapters.push(new AskmebetProvider(db, options, { now }));
  }
  if (g.betflix) {
    const options = { ...g.betflix, timeoutMs, now };
    checkBetflixConfig(options);
    adapters.push(new BetflixProvider(db, options));
  }
  return { demo, adapters };
}
