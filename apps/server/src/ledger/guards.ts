import type { MoneyAction } from '@wallet/contract';
import type { Db } from '../db/client';

/** The money paths a guard can refuse (ARCHITECTURE § Play and rewards; the contract's list). */
export type { MoneyAction };

export interface GuardQuestion {
  memberId: number;
  action: MoneyAction;
  /** Minor units, when the path knows the amount (a withdrawal, a QR, a transfer). */
  amount?: number;
  /** The transaction the movement will run in, when the guard should read inside it. */
  tx?: Db;
}

/**
 * A rule that can refuse a money movement: an active bonus, a deposit limit, a time-out. It
 * throws an AppError with the code the member sees (and says nothing when the move may go on).
 */
export interface MoneyGuard {
  readonly name: string;
  check(question: GuardQuestion): Promise<void>;
}

/**
 * The guards every money path asks before it moves money (issue 8): modules register their
 * rules here instead of each path growing an if-chain that knows every module. The web explains
 * the same rules; this is where they are enforced.
 */
export class MoneyGuards {
  private readonly list: MoneyGuard[] = [];

  /**
   * `first`: asked before the others. Responsible play goes first, so a member on a break hears
   * "you are on a break until …", not a bonus rule they cannot act on anyway.
   */
  register(guard: MoneyGuard, options: { first?: boolean } = {}): void {
    if (this.list.some((g) => g.name === guard.name)) {
      throw new Error(`money guard "${guard.name}" registered twice`);
    }
    if (options.first) this.list.unshift(guard);
    else this.list.push(guard);
  }

  /**
   * Every guard is asked at once; the refusal reported is the first in the list's order, as if
   * they had been asked one after the other. A deposit asks them in turn: the bonus guard ends a
   * lost bonus before a deposit goes on, which must not happen when an earlier guard refuses.
   */
  async check(question: GuardQuestion): Promise<void> {
    if (question.action === 'deposit') {
      for (const guard of this.list) await guard.check(question);
      return;
    }
    const answers = await Promise.allSettled(this.list.map((guard) => guard.check(question)));
    for (const answer of answers) if (answer.status === 'rejected') throw answer.reason;
  }

  get names(): string[] {
    return this.list.map((g) => g.name);
  }
}
