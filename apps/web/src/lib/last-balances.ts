import { LAO_CURRENCIES, type Currency, type WalletResponse } from '@wallet/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { moneyCurrency } from './money-currency';
import { sharedQueryKeys } from './query-keys';
import { totalBalance } from './slot-balance';
import { storage } from './storage';

/**
 * What home paints before its read (spec §2 /user/home), stored under `last-balances`: the
 * figures as last answered, whose they are, and when. Never another session's: a snapshot is
 * read back only under the token it was saved with (or re-tagged with at the same member's login).
 */
export interface LastBalances {
  /** Whose: the signed-in member's phone, and a tag of the session token it was read with. */
  username: string;
  owner: string;
  name: string;
  currency: Currency;
  total: number;
  wallet: number;
  /** The open game accounts' balances as answered (amount × ftWalletSlot is the wallet money). */
  games: { code: string; amount: number; ftWalletSlot: number }[];
  /** When the read answered (ms since epoch). */
  savedAt: number;
}

/**
 * A short tag of a token (53-bit string hash, cyrb53): enough to tell one session from another
 * without writing the token twice. The token itself sits in the same storage.
 */
export function tokenTag(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function parse(text: string | null): LastBalances | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LastBalances> | null;
    if (
      !value ||
      typeof value.username !== 'string' ||
      typeof value.owner !== 'string' ||
      typeof value.name !== 'string' ||
      !(LAO_CURRENCIES as readonly unknown[]).includes(value.currency) ||
      !isNumber(value.total) ||
      !isNumber(value.wallet) ||
      !isNumber(value.savedAt) ||
      !Array.isArray(value.games) ||
      !value.games.every(
        (g) => typeof g?.code === 'string' && isNumber(g.amount) && isNumber(g.ftWalletSlot),
      )
    ) {
      return null;
    }
    return value as LastBalances;
  } catch {
    return null;
  }
}

/** The snapshot of a fresh wallet answer (the currency falls back to the one shown now). */
export function snapshotOf(
  wallet: WalletResponse,
  token: string,
  fallbackCurrency: Currency,
  now: number = Date.now(),
): LastBalances {
  const open = wallet.slots.filter((slot) => slot.isActive);
  return {
    username: wallet.profile.username,
    owner: tokenTag(token),
    name: wallet.profile.name,
    currency: wallet.currency ?? fallbackCurrency,
    total: totalBalance(wallet.wallet.amount, wallet.slots),
    wallet: wallet.wallet.amount,
    games: open.map(({ code, amount, ftWalletSlot }) => ({ code, amount, ftWalletSlot })),
    savedAt: now,
  };
}

export const lastBalances = {
  /** The signed-in member's last balances; never another session's (or member's). */
  read(): LastBalances | null {
    const token = storage.getToken();
    const snapshot = parse(storage.getLastBalances());
    return token && snapshot && snapshot.owner === tokenTag(token) ? snapshot : null;
  },
  /** A fresh wallet answer of the signed-in member (nothing is kept without a session). */
  save(wallet: WalletResponse, fallbackCurrency: Currency): void {
    const token = storage.getToken();
    if (!token) return;
    storage.setLastBalances(JSON.stringify(snapshotOf(wallet, token, fallbackCurrency)));
  },
  /**
   * At login: the same member keeps their balances under the new session; another member's are
   * forgotten before anything of theirs can be painted.
   */
  keepFor(username: string): void {
    const snapshot = parse(storage.getLastBalances());
    const token = storage.getToken();
    if (snapshot && token && snapshot.username === username.trim()) {
      storage.setLastBalances(JSON.stringify({ ...snapshot, owner: tokenTag(token) }));
    } else {
      storage.clearLastBalances();
    }
  },
  clear(): void {
    storage.clearLastBalances();
  },
};

const isWalletKey = (key: QueryKey) =>
  key.length === sharedQueryKeys.wallet.length &&
  key.every((part, i) => part === sharedQueryKeys.wallet[i]);

/**
 * Keeps the snapshot of every fresh wallet answer, whichever read brought it (GET /api/home,
 * GET /api/wallet, a refresh of the games). Returns the stop.
 */
export function watchLastBalances(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isWalletKey(event.query.queryKey)) return;
    const wallet = event.query.state.data as WalletResponse | undefined;
    if (wallet) lastBalances.save(wallet, moneyCurrency());
  });
}
