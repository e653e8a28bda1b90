import type { QueryClient } from '@tanstack/react-query';
import {
  CHAT_SOCKET_PATH,
  MONEY_CHANGED_EVENT,
  MONEY_VERSION_EVENT,
  type ChatClientEvents,
  type ChatServerEvents,
  type ChatSocketAuth,
  type WalletResponse,
} from '@wallet/contract';
import type { Socket } from 'socket.io-client';
import { moneyLive } from './money-live';
import { pendingMoney } from './pending-money';
import { sharedQueryKeys } from './query-keys';

export type MoneySocket = Pick<
  Socket<ChatServerEvents, ChatClientEvents>,
  'on' | 'connect' | 'disconnect' | 'connected' | 'active'
>;

/**
 * A pushed change is kept marked this long as a deposit on its way (lib/pending-money), so the
 * wallet answer it brings is announced by home's "Money received" when it raised the balance.
 */
export const PUSHED_MARK_MS = 15_000;
export const PUSHED_MARK_KEY = 'pushed';
/**
 * After a refusal (a token the server no longer knows) or the server closing the socket (the
 * session ended), socket.io does not try again by itself: this tab does, this much later, while
 * the member layout is open (a new login gives a new token; the polling fallback runs meanwhile).
 */
export const MONEY_SOCKET_RETRY_MS = 30_000;

/** What the screens read again when money changed: home's wallet, the statement, the slips. */
export function readMoneyAgain(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
  // the statement's entries and the slip list are both under this root
  void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.statement });
  // a bonus ends, or starts with a reward
  void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.bonus });
}

/**
 * The wallet answer this tab holds once any read of it on its way has settled (one started before
 * the socket joined may be older than the version the socket was told), or undefined if none.
 */
export function settledWallet(queryClient: QueryClient): Promise<WalletResponse | undefined> {
  const key = sharedQueryKeys.wallet;
  const settled = () => queryClient.getQueryState(key)?.fetchStatus !== 'fetching';
  const data = () => queryClient.getQueryData<WalletResponse>(key);
  if (settled()) return Promise.resolve(data());
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve(data());
    });
  });
}

/**
 * Listens on the member's socket (decision 026): each `money:changed` reads the money screens
 * again; the connection's state says whether the wallet must poll (lib/money-live). After a
 * reconnection everything is read once, for what was missed while it was down; on the first
 * connection only if the money's version says something was. Answers the stop.
 */
export function listenForMoney(socket: MoneySocket, queryClient: QueryClient): () => void {
  let retry: ReturnType<typeof setTimeout> | null = null;
  let connectedBefore = false;
  let stopped = false;
  const retryLater = () => {
    if (retry !== null || stopped) return;
    retry = setTimeout(() => {
      retry = null;
      if (!stopped && !socket.connected) socket.connect();
    }, MONEY_SOCKET_RETRY_MS);
  };
  socket.on('connect', () => {
    moneyLive.setConnected(true);
    if (connectedBefore) readMoneyAgain(queryClient);
    connectedBefore = true;
  });
  socket.on('disconnect', (reason) => {
    moneyLive.setConnected(false);
    // the server closed it (the session ended): socket.io will not reconnect by itself
    if (reason === 'io server disconnect') retryLater();
  });
  socket.on('connect_error', () => {
    moneyLive.setConnected(false);
    // refused by the handshake: not retried by socket.io (a network failure is, by itself)
    if (!socket.active) retryLater();
  });
  // where the money stands as the socket joined: money that moved between this tab's wallet read
  // and the join was told to no socket of this tab, and shows as a version above the answer's
  socket.on(MONEY_VERSION_EVENT, ({ version }) => {
    void settledWallet(queryClient).then((wallet) => {
      const seen = wallet?.moneyVersion;
      if (!stopped && (seen === undefined || seen < version)) readMoneyAgain(queryClient);
    });
  });
  socket.on(MONEY_CHANGED_EVENT, () => {
    pendingMoney.drop(PUSHED_MARK_KEY);
    pendingMoney.mark(PUSHED_MARK_KEY, 'deposit', { until: Date.now() + PUSHED_MARK_MS });
    readMoneyAgain(queryClient);
  });
  return () => {
    stopped = true;
    if (retry !== null) clearTimeout(retry);
    socket.disconnect();
    moneyLive.setConnected(false);
  };
}

/**
 * Opens the socket (the chat's path; `auth` asked at each connection so a renewed token is the
 * one sent). socket.io-client is imported here, on demand: it is not in the first paint's chunk.
 */
export async function openMoneySocket(
  auth: () => ChatSocketAuth | null,
): Promise<Socket<ChatServerEvents, ChatClientEvents>> {
  const { io } = await import('socket.io-client');
  return io({
    path: CHAT_SOCKET_PATH,
    forceNew: true,
    // a WebSocket straight away: the default first opens HTTP long-polling and then upgrades,
    // a handshake, a probe and their work on the main thread during the screen's start; long-
    // polling stays the fallback where a WebSocket cannot connect
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: (send) => send(auth() ?? {}),
  });
}
