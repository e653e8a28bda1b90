import type { MoneyAction } from '@wallet/contract';
import type { Db } from '../db/client';
import { lockMember } from './member-lock';

/** The money paths a guard can refuse (ARCHITECTURE § Play and rewards; the contract's list). */
export type { MoneyAction };

export interface GuardQuestion {
  memberId: number;
  action: MoneyAction;
  /** Minor units, when the path knows the amount (a withdrawal, a QR, a transfer). */
  amount?: number;
  /** The transaction the movement runs in: a guard reads through it when given. */
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

const issued = new WeakSet<GuardPass>();

/**
 * Proof that the guards said yes inside a transaction, with the member locked
 * (docs/decisions/019). The ledger posts an entry of a guarded kind only with a pass of the same
 * transaction and member: a money path cannot skip its guards, nor ask them in one transaction
 * and move the money in another.
 */
export class GuardPass {
  constructor(
    readonly tx: Db,
    readonly memberId: number,
    readonly action: MoneyAction,
  ) {
    // only MoneyGuards.inside makes a valid one (a pass built elsewhere is refused by the ledger)
  }

  get valid(): boolean {
    return issued.has(this);
  }
}

/**
 * The guards every money path asks before it moves money: modules register their rules here
 * instead of each path growing an if-chain that knows every module. The web explains the same
 * rules; this is where they are enforced.
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
   * Asked early, outside any transaction, for the answer only (a route refusing before it does
   * any work). It decides nothing: the movement itself goes through `inside`.
   */
  async check(question: GuardQuestion): Promise<void> {
    if (question.action === 'deposit' || question.tx) {
      // in turn: the bonus guard ends a lost bonus before a deposit goes on, which must not
      // happen when an earlier guard refuses; a transaction runs one query at a time anyway
      for (const guard of this.list) await guard.check(question);
      return;
    }
    const answers = await Promise.allSettled(this.list.map((guard) => guard.check(question)));
    for (const answer of answers) if (answer.status === 'rejected') throw answer.reason;
  }

  /**
   * The decision (docs/decisions/019): inside the transaction that moves the money, the member
   * row locked first, every guard reading through `tx`. What a guard reads cannot change before
   * the transaction commits, because every change to it takes the same lock.
   */
  async inside(tx: Db, question: Omit<GuardQuestion, 'tx'>): Promise<GuardPass> {
    await lockMember(tx, question.memberId);
    await this.check({ ...question, tx });
    const pass = new GuardPass(tx, question.memberId, question.action);
    issued.add(pass);
    return pass;
  }

  get names(): string[] {
    return this.list.map((g) => g.name);
  }
}
