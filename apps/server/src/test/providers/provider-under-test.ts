import type { GameProvider } from '../../adapters/game-providers/interface';

/** How a double fails a call (the briefs' fault modes). */
export type FaultMode =
  /** answered with a server error; nothing applied */
  | 'error'
  /** applied, then the answer is lost (the connection is cut) */
  | 'drop'
  /** applied, answered only after the caller's timeout */
  | 'slow';

/**
 * A game provider adapter wired to its protocol double (or the demo provider to itself), with the
 * double's controls: what the provider conformance suite (./conformance.ts) runs against. Money
 * is in minor units everywhere here, whatever the wire format.
 */
export interface ProviderUnderTest {
  /** The adapter under test, behind the registry's timeouts (as the app wires it). */
  provider: GameProvider;
  /** The slot code the suite plays (the `game` argument of every call). */
  game: string;
  /** A member id never used before in this double (player names are built from it). */
  nextMember(): number;
  /**
   * Plays one settled round for the player at the double: the balance moves by payout − stake
   * and the round joins the provider's bet feed, settled at `settledAt` (default now).
   */
  play(
    username: string,
    round: { stake: number; payout: number; settledAt?: Date },
  ): Promise<{ roundId: string }>;
  /** Voids a settled round at the double (its feed shows it voided); null: the provider never voids. */
  voidRound: ((username: string, roundId: string) => Promise<void>) | null;
  /** The double's own record of the player's balance. */
  balanceAt(username: string): Promise<number>;
  /** The next `count` calls (default 1) of the adapter fail this way. */
  failNext(mode: FaultMode, count?: number): void;
  /**
   * Waits until the double has finished every request it has begun (a `slow` answer still on its
   * way, a `drop` still applying), so what it holds can be read.
   */
  settle(): Promise<void>;
  /** A share (0–1) of all further calls fail, in random modes; 0 turns it off. */
  faultRate(rate: number): void;
  /** Sets the agent credit at the double; null: the provider has none (the demo). */
  setAgentCredit: ((minor: number) => Promise<void>) | null;
  /** Opens a launch link as a browser would and answers the player it logged in. */
  followLaunch(link: string): Promise<string>;
  close(): Promise<void>;
}
