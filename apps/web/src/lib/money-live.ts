import { startTransition, useEffect, useState } from 'react';
import { pendingMoney } from './pending-money';

/**
 * Money pushed live (spec §2 home "balances that stay live"; docs/decisions/026): while the
 * member's socket is connected the server tells this tab when their money changes, and nothing
 * needs to poll for it. While it is down (not connected yet, cut, or refused) the wallet is read
 * every MONEY_FALLBACK_POLL_MS while the page is visible, whether or not anything is marked on
 * its way: money may come from anywhere (a QR paid on another device, staff, the bank feed).
 */
export const MONEY_FALLBACK_POLL_MS = 5_000;

let connected = false;
let version = 0;
const listeners = new Set<() => void>();

export const moneyLive = {
  connected: (): boolean => connected,
  /** The socket's state changed (connect, disconnect, refused). */
  setConnected(value: boolean): void {
    if (value === connected) return;
    connected = value;
    version += 1;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: (): number => version,
};

/**
 * The wallet's next look: none while the socket tells (it pushes every change); else the
 * pending-money pace (a bank transfer watched: 1 s; the backoff after a mark) when sooner than
 * the fallback, and the fallback otherwise.
 */
export function walletPollDelay(now: number = Date.now()): number | false {
  if (connected) return false;
  const pending = pendingMoney.pollDelay(now);
  return pending === false ? MONEY_FALLBACK_POLL_MS : Math.min(pending, MONEY_FALLBACK_POLL_MS);
}

/**
 * Re-renders when the socket connects or drops (a query re-reads its polling interval). As a
 * transition: the socket connects while home renders its first answers, and an urgent re-render
 * of every wallet reader for a polling pace made one long task a slow phone could not answer a
 * tap during; this one React renders in slices.
 */
export function useMoneyLiveVersion(): number {
  const [seen, setSeen] = useState(moneyLive.version);
  useEffect(() => {
    const update = () => startTransition(() => setSeen(moneyLive.version()));
    update(); // a change between the render and this effect
    return moneyLive.subscribe(update);
  }, []);
  return seen;
}
