import { randomInt } from 'node:crypto';

export type DemoOperation =
  | 'createAccount'
  | 'resetPassword'
  | 'balance'
  | 'deposit'
  | 'withdraw'
  | 'findTransfer'
  | 'launchLink'
  | 'setLocked'
  | 'settledRounds';

/**
 * What an injected fault does:
 * - reject: the provider refuses at once; nothing applied (a definite failure);
 * - lost: no answer, nothing applied (in doubt for the caller);
 * - late: applied, but the answer is lost (in doubt; a lookup by id finds it);
 * - slow: answers after `delayMs` (the caller's timeout decides), then applies.
 */
export type FaultKind = 'reject' | 'lost' | 'late' | 'slow';

export interface Fault {
  kind: FaultKind;
  delayMs: number;
}

/**
 * The demo provider's fault-injection hook (tests, demos: `npm run operator -- provider:fault`,
 * env DEMO_PROVIDER_FAULT_RATE). Scripted faults run first, in order; otherwise a `rate` share of
 * calls fail with a random kind. Held per server copy, in memory: it is a test switch, not state.
 */
export class DemoFaults {
  rate = 0;
  delayMs = 0;
  /** An integer in [0, max): crypto by default; a test passes a seeded one to replay a run. */
  private random: (max: number) => number = (max) => randomInt(0, max);
  private scripted: { op: DemoOperation | '*'; fault: Fault }[] = [];

  set(options: { rate: number; delayMs?: number; random?: (max: number) => number }): void {
    this.rate = Math.min(1, Math.max(0, options.rate));
    this.delayMs = options.delayMs ?? this.delayMs;
    if (options.random) this.random = options.random;
  }

  /** The next call of `op` (or of any operation: '*') fails this way. */
  once(op: DemoOperation | '*', kind: FaultKind, delayMs = 0): void {
    this.scripted.push({ op, fault: { kind, delayMs } });
  }

  clear(): void {
    this.rate = 0;
    this.delayMs = 0;
    this.scripted = [];
    this.random = (max) => randomInt(0, max);
  }

  pick(op: DemoOperation): Fault | undefined {
    const i = this.scripted.findIndex((s) => s.op === op || s.op === '*');
    if (i >= 0) return this.scripted.splice(i, 1)[0]!.fault;
    if (this.rate <= 0 || this.random(1_000_000) >= this.rate * 1_000_000) return undefined;
    const kinds: FaultKind[] =
      this.delayMs > 0 ? ['reject', 'lost', 'late', 'slow'] : ['reject', 'lost', 'late'];
    return { kind: kinds[this.random(kinds.length)]!, delayMs: this.delayMs };
  }
}
