import type { ProviderCredit } from '@wallet/contract';
import type { GameProviders } from '../../adapters/game-providers/registry';
import { AppError } from '../../kernel/lib/app-error';
import type { SettingsService } from '../settings/module';

/**
 * The aggregators' agent credit: what they still let us move into their games. Below setting
 * `games.agentCreditAlert` it is an alert (the back-office dashboard, /metrics); at zero every
 * deposit into their games is refused and the member's money returned (transfers.ts). Reads are
 * kept a minute, so a dashboard and a scraper do not call the aggregator on every view.
 */
export class AgentCreditWatch {
  private cached: { at: number; list: Promise<ProviderCredit[]> } | undefined;

  constructor(
    private readonly providers: GameProviders,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
    private readonly keepMs = 60_000,
  ) {}

  /** Every configured provider's credit, read at most once a minute. */
  all(): Promise<ProviderCredit[]> {
    const at = this.now().getTime();
    if (!this.cached || at - this.cached.at >= this.keepMs) {
      const list = Promise.all(this.providers.all().map((p) => this.read(p.name)));
      this.cached = { at, list };
      // a failed read is not kept: the next view asks again
      list.catch(() => (this.cached = undefined));
    }
    return this.cached.list;
  }

  /** `provider:check`: one provider's credit, read now (a read-only call to it). */
  async check(name: string): Promise<ProviderCredit> {
    if (!this.providers.get(name)) throw new AppError('PROVIDER_NOT_CONFIGURED', 404, name);
    this.cached = undefined;
    return this.read(name);
  }

  /** How many providers are below the alert (a /metrics gauge). */
  async lowCount(): Promise<number> {
    return (await this.all()).filter((p) => p.low).length;
  }

  private async read(name: string): Promise<ProviderCredit> {
    const alertBelow = (await this.settings.get('games.agentCreditAlert')) * 100;
    const checkedAt = this.now().toISOString();
    try {
      const credit = await this.providers.get(name)!.agentCredit();
      return {
        provider: name,
        reachable: true,
        credit,
        alertBelow,
        low: credit !== null && credit < alertBelow,
        error: null,
        checkedAt,
      };
    } catch (error) {
      return {
        provider: name,
        reachable: false,
        credit: null,
        alertBelow,
        // an aggregator we cannot reach is an alert as much as one running dry
        low: true,
        error: error instanceof Error ? error.message.slice(0, 300) : String(error),
        checkedAt,
      };
    }
  }
}
