import type {
  GameProvider,
  LaunchPlayer,
  NewGameAccount,
  RoundsWindow,
  TransferOrder,
} from './interface';
import { providerErrors } from '../../kernel/observability/metrics';
import { providerCallWithin } from './timeout';

export interface ProviderTimeouts {
  /** Account and transfer calls. */
  callMs: number;
  /** Balance reads (the home screen waits for these). */
  balanceMs: number;
}

/** A provider whose every call gives up after a timeout (then the outcome is in doubt). */
class TimedProvider implements GameProvider {
  constructor(
    private readonly inner: GameProvider,
    private readonly timeouts: ProviderTimeouts,
  ) {}
  get name() {
    return this.inner.name;
  }
  accountName(account: { memberId: number; serial: number }) {
    return this.inner.accountName(account);
  }
  agentCredit() {
    return this.t(this.inner.agentCredit(), 'agentCredit', this.timeouts.balanceMs);
  }
  private t<T>(p: Promise<T>, what: string, ms = this.timeouts.callMs) {
    return providerCallWithin(p, ms, `${this.inner.name}.${what}`).catch((error: unknown) => {
      // issue 14: /metrics counts them by provider and call
      providerErrors.inc({ provider: this.inner.name, operation: what });
      throw error;
    });
  }
  createAccount(game: string, account: NewGameAccount) {
    return this.t(this.inner.createAccount(game, account), 'createAccount');
  }
  resetPassword(game: string, username: string, password: string) {
    return this.t(this.inner.resetPassword(game, username, password), 'resetPassword');
  }
  balance(game: string, username: string) {
    return this.t(this.inner.balance(game, username), 'balance', this.timeouts.balanceMs);
  }
  deposit(game: string, order: TransferOrder) {
    return this.t(this.inner.deposit(game, order), 'deposit');
  }
  withdraw(game: string, order: TransferOrder) {
    return this.t(this.inner.withdraw(game, order), 'withdraw');
  }
  findTransfer(game: string, ref: string) {
    return this.t(this.inner.findTransfer(game, ref), 'findTransfer');
  }
  launchLink(game: string, player: LaunchPlayer) {
    return this.t(this.inner.launchLink(game, player), 'launchLink');
  }
  setLocked(game: string, username: string, locked: boolean) {
    return this.t(this.inner.setLocked(game, username, locked), 'setLocked');
  }
  settledRounds(window: RoundsWindow) {
    return this.t(this.inner.settledRounds(window), 'settledRounds');
  }
}

/** The adapters by name (`game_slots.provider`), each behind the timeouts of config. */
export class GameProviders {
  private readonly timed: Map<string, GameProvider>;

  constructor(
    adapters: readonly GameProvider[],
    private readonly timeouts: ProviderTimeouts,
  ) {
    this.timed = new Map(adapters.map((a) => [a.name, new TimedProvider(a, timeouts)]));
  }

  /** One more adapter, behind the same timeouts (tests configure a second provider so). */
  add(adapter: GameProvider): void {
    this.timed.set(adapter.name, new TimedProvider(adapter, this.timeouts));
  }

  /** Every configured provider (the bet-feed ingest reads each one's feed). */
  all(): GameProvider[] {
    return [...this.timed.values()];
  }

  /** The provider serving a slot, or undefined when no adapter of that name is configured. */
  get(name: string): GameProvider | undefined {
    return this.timed.get(name);
  }
}
