/**
 * One transfer-wallet interface for every game provider (issue 4). Amounts are integer minor
 * units; `game` is the provider's code for the product (our slot code). Deposits and withdrawals
 * carry OUR transfer id (`ref`): a provider applies a ref at most once, so a retry or a recovery
 * lookup can never move money twice.
 */
export interface GameProvider {
  /** Adapter name, as `game_slots.provider` names it. */
  readonly name: string;
  /**
   * The player name to create for a new game account, built to this provider's rules (agent
   * prefix, length, characters). `serial` is unique across all our game accounts, so a member
   * gets a different player at each slot an aggregator serves: each slot is its own wallet.
   */
  accountName(account: { memberId: number; serial: number }): string;
  createAccount(game: string, account: NewGameAccount): Promise<void>;
  resetPassword(game: string, username: string, password: string): Promise<void>;
  /** The in-game balance. */
  balance(game: string, username: string): Promise<number>;
  deposit(game: string, transfer: TransferOrder): Promise<ProviderTransfer>;
  withdraw(game: string, transfer: TransferOrder): Promise<ProviderTransfer>;
  /** A transfer the provider applied, by our id; null when it never applied it. */
  findTransfer(game: string, ref: string): Promise<ProviderTransfer | null>;
  /**
   * A launch URL that logs the player in (spec §7 auto-login). `product` is the provider's own
   * product or game code the operator set on the slot (null: the provider's lobby).
   */
  launchLink(game: string, player: LaunchPlayer): Promise<string>;
  /**
   * What the provider lets us still move into games (an aggregator's agent credit), in minor
   * units; null when the provider has no such limit (the demo). A read-only call.
   */
  agentCredit(): Promise<number | null>;
  /**
   * Locks or unlocks a player at the provider (a self-excluded member, RTS 14): while locked the
   * provider refuses logins, launches, play and money in, and ends open game sessions; money out
   * still works, so the games can be emptied. A locked player's calls fail with `locked`.
   */
  setLocked(game: string, username: string, locked: boolean): Promise<void>;
  /**
   * Settled rounds of every player and game in [from, to), oldest first, one page at a time, as
   * real providers' bet-history APIs give them (issue 8). A round may come again (the ingest
   * reads windows that overlap) and may come back voided; the ingest keeps each once.
   */
  settledRounds(window: RoundsWindow): Promise<RoundsPage>;
  /**
   * How long after its settle time a round may first show in the feed, when that is longer than
   * the ingest's own overlap: each window is read again this far back, so a late round is kept.
   */
  readonly roundsLateByMs?: number;
}

export interface LaunchPlayer {
  username: string;
  lang: string;
  product?: string | null;
}

export interface RoundsWindow {
  from: Date;
  to: Date;
  /** Where the previous page ended (the provider's own token); null for the first page. */
  pageToken: string | null;
  pageSize: number;
}

export interface SettledRound {
  /** The provider's own round id (unique per provider). */
  roundId: string;
  /** The provider's player: our game account's username. */
  player: string;
  /** The provider's own product or game code (kept with the round). */
  game: string;
  /**
   * Our slot code when the provider's feed knows it (the demo keeps one player per slot name);
   * null when the round is found by its player alone (an aggregator's players are one per slot).
   */
  slot: string | null;
  /** Minor units. */
  stake: number;
  payout: number;
  settledAt: Date;
  /** A voided round (cancelled by the provider) counts for nothing. */
  void: boolean;
}

export interface RoundsPage {
  rounds: SettledRound[];
  /** The token of the next page, or null when this was the last one. */
  nextPageToken: string | null;
}

export interface NewGameAccount {
  username: string;
  password: string;
  currency: string;
}

export interface TransferOrder {
  username: string;
  ref: string;
  amount: number;
}

export interface ProviderTransfer {
  ref: string;
  direction: 'deposit' | 'withdraw';
  amount: number;
}

/**
 * How a provider call failed. Every kind but `unknown` is definite: nothing was applied.
 * `unknown` (no answer, a timeout) means the call may or may not have been applied, so a
 * transfer stays in flight until the provider is asked about it by id.
 */
export type ProviderErrorKind =
  'rejected' | 'insufficient' | 'not_found' | 'exists' | 'locked' | 'unknown';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** True when the provider said no for sure; anything else (timeouts, bugs) is in doubt. */
export const isDefiniteFailure = (error: unknown): error is ProviderError =>
  error instanceof ProviderError && error.kind !== 'unknown';
