import { useSyncExternalStore } from 'react';
import { POLL_MAX_MS, backoffDelay } from './poll-backoff';

/**
 * Issue 13: money on its way to or from the wallet that the app knows of: a live QR, a slip or a
 * deposit notice being checked, a TrueMoney link being redeemed, a withdrawal processing. The
 * deposit, statement and wallet features mark it here (they do not know each other); the wallet
 * query polls with backoff while anything is marked, and home says "Money received" when the
 * balance rises while a deposit was marked. Kept for this page only: after a reload the QR, slip
 * and statement answers mark again what is still open.
 */
export type PendingKind = 'deposit' | 'withdraw' | 'other';

/**
 * What the server said arrived (issue 23 §2: a QR answer names its deposit and the bonus
 * credited with it), in minor units, so "Money received" repeats the server's figures.
 */
export type ArrivedFigures = { deposit: number; bonus: number };

type Entry = {
  kind: PendingKind;
  since: number;
  until: number;
  /** A fixed wait between looks instead of the backoff (a bank transfer watched: 2 s). */
  every?: number;
  figures?: ArrivedFigures;
};

/** A settled deposit stays marked this long, so the wallet answer that shows it is announced. */
export const SETTLED_GRACE_MS = 60_000;

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function prune(now: number): void {
  for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
}

export const pendingMoney = {
  /**
   * `key` names the item (`qr:KBANK`, `slip:<reference>`…): marking one already known keeps its
   * start, so answers that show it again do not restart the polling. At most POLL_MAX_MS, or
   * until `until` when that is sooner (a QR that expires). `every`: look at that fixed pace
   * instead of the backoff while it is marked (a bank transfer that may be credited any second).
   */
  mark(
    key: string,
    kind: PendingKind,
    { until, every }: { until?: number; every?: number } = {},
  ): void {
    const now = Date.now();
    prune(now);
    if (entries.has(key)) return;
    const cap = now + POLL_MAX_MS;
    entries.set(key, {
      kind,
      since: now,
      until: Math.min(cap, until ?? cap),
      ...(every === undefined ? {} : { every }),
    });
    emit();
  },
  /**
   * It arrived (a QR paid): kept briefly so the next wallet answer can announce it, with the
   * server's figures when the answer gave them.
   */
  settle(key: string, figures?: ArrivedFigures): void {
    const entry = entries.get(key);
    if (!entry) return;
    entry.until = Math.min(entry.until, Date.now() + SETTLED_GRACE_MS);
    if (figures) entry.figures = figures;
    emit();
  },
  /** The server's figures of what arrived, summed over the entries of a kind that have them. */
  arrived(kind: PendingKind, now: number = Date.now()): ArrivedFigures | null {
    prune(now);
    const told = [...entries.values()].flatMap((entry) =>
      entry.kind === kind && entry.figures ? [entry.figures] : [],
    );
    if (told.length === 0) return null;
    return told.reduce((sum, f) => ({
      deposit: sum.deposit + f.deposit,
      bonus: sum.bonus + f.bonus,
    }));
  },
  /** It will not come (a QR cancelled or expired, a slip refused). */
  drop(key: string): void {
    if (entries.delete(key)) emit();
  },
  /** Everything of one kind (a deposit was announced), or all of it (logout). */
  dropAll(kind?: PendingKind): void {
    let changed = false;
    for (const [key, entry] of entries) {
      if (kind === undefined || entry.kind === kind) changed = entries.delete(key) || changed;
    }
    if (changed) emit();
  },
  has(kind?: PendingKind, now: number = Date.now()): boolean {
    prune(now);
    for (const entry of entries.values())
      if (kind === undefined || entry.kind === kind) return true;
    return false;
  },
  /**
   * The wallet's next look: the backoff counted from the latest mark, or an entry's fixed pace
   * when that is sooner; false with nothing open.
   */
  pollDelay(now: number = Date.now()): number | false {
    prune(now);
    let latest: number | null = null;
    let every: number | null = null;
    for (const entry of entries.values()) {
      latest = Math.max(latest ?? 0, entry.since);
      if (entry.every !== undefined) every = Math.min(every ?? entry.every, entry.every);
    }
    if (latest === null) return false;
    const backoff = backoffDelay(now - latest);
    if (every === null) return backoff;
    return backoff === false ? every : Math.min(backoff, every);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: (): number => version,
};

/** Re-renders when something is marked or cleared (a query re-reads its polling interval). */
export function usePendingMoneyVersion(): number {
  return useSyncExternalStore(pendingMoney.subscribe, pendingMoney.version, () => 0);
}
