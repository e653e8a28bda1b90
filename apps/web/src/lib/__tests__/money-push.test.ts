import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONEY_FALLBACK_POLL_MS, moneyLive, walletPollDelay } from '../money-live';
import { listenForMoney, MONEY_SOCKET_RETRY_MS, type MoneySocket } from '../money-push';
import { pendingMoney } from '../pending-money';
import { sharedQueryKeys } from '../query-keys';

/** A socket.io client stand-in: the test plays the server's side by firing its events. */
function fakeSocket() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    connected: false,
    active: true,
    connects: 0,
    disconnects: 0,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    connect() {
      socket.connects += 1;
      return socket;
    },
    disconnect() {
      socket.disconnects += 1;
      socket.connected = false;
      return socket;
    },
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
  };
  return socket;
}

describe('money pushed live (decision 026)', () => {
  let client: QueryClient;
  let invalidated: unknown[][];

  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    invalidated = [];
    vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push([...(filters?.queryKey ?? [])]);
    });
    pendingMoney.dropAll();
  });
  afterEach(() => {
    moneyLive.setConnected(false);
    pendingMoney.dropAll();
    vi.useRealTimers();
  });

  it('a money event reads the wallet, the statement (slips too) and the bonus again', () => {
    const socket = fakeSocket();
    const stop = listenForMoney(socket as unknown as MoneySocket, client);
    socket.fire('connect');
    expect(invalidated).toEqual([]);
    socket.fire('money:changed', { at: new Date().toISOString() });
    expect(invalidated).toEqual([
      [...sharedQueryKeys.wallet],
      [...sharedQueryKeys.statement],
      [...sharedQueryKeys.bonus],
    ]);
    // marked as a deposit on its way, so home's "Money received" announces a rise
    expect(pendingMoney.has('deposit')).toBe(true);
    stop();
  });

  it('the wallet polls only while the socket is down: the fallback, or sooner while money is on its way', () => {
    const socket = fakeSocket();
    const stop = listenForMoney(socket as unknown as MoneySocket, client);
    // not connected yet: the fallback
    expect(walletPollDelay()).toBe(MONEY_FALLBACK_POLL_MS);
    pendingMoney.mark('bank-transfer', 'deposit', { every: 1_000 });
    expect(walletPollDelay()).toBe(1_000);
    socket.fire('connect');
    expect(moneyLive.connected()).toBe(true);
    expect(walletPollDelay()).toBe(false);
    socket.fire('disconnect', 'transport close');
    expect(walletPollDelay()).toBe(1_000);
    pendingMoney.dropAll();
    expect(walletPollDelay()).toBe(MONEY_FALLBACK_POLL_MS);
    stop();
  });

  it('after a reconnection everything is read once (what was missed while down)', () => {
    const socket = fakeSocket();
    const stop = listenForMoney(socket as unknown as MoneySocket, client);
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    expect(invalidated).toEqual([]);
    socket.fire('connect');
    expect(invalidated).toHaveLength(3);
    stop();
  });

  it('a socket closed by the server or refused is tried again later; stop closes it for good', () => {
    const socket = fakeSocket();
    const stop = listenForMoney(socket as unknown as MoneySocket, client);
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(MONEY_SOCKET_RETRY_MS - 1);
    expect(socket.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(1);
    socket.active = false;
    socket.fire('connect_error', new Error('EXPIRED_AUTH_TOKEN'));
    expect(moneyLive.connected()).toBe(false);
    stop();
    expect(socket.disconnects).toBe(1);
    vi.advanceTimersByTime(MONEY_SOCKET_RETRY_MS);
    expect(socket.connects).toBe(1);
  });

  describe('the version told on connecting (money that moved before the socket joined)', () => {
    const wallet = (moneyVersion: number | undefined) => ({ moneyVersion }) as never;
    const settle = () => vi.advanceTimersByTimeAsync(0);

    it('reads again when the wallet held is older than the money, not when it is as new', async () => {
      client.setQueryData(sharedQueryKeys.wallet, wallet(4));
      const socket = fakeSocket();
      const stop = listenForMoney(socket as unknown as MoneySocket, client);
      socket.fire('connect');
      socket.fire('money:version', { version: 4 });
      await settle();
      expect(invalidated).toEqual([]);
      socket.fire('money:version', { version: 6 });
      await settle();
      expect(invalidated).toHaveLength(3);
      stop();
    });

    it('with no wallet held, or one from a server without versions, reads again', async () => {
      const socket = fakeSocket();
      const stop = listenForMoney(socket as unknown as MoneySocket, client);
      socket.fire('connect');
      socket.fire('money:version', { version: 0 });
      await settle();
      expect(invalidated).toHaveLength(3);
      client.setQueryData(sharedQueryKeys.wallet, wallet(undefined));
      socket.fire('money:version', { version: 0 });
      await settle();
      expect(invalidated).toHaveLength(6);
      stop();
    });

    it('waits for a wallet read on its way, and judges by its answer', async () => {
      let answer: (value: unknown) => void = () => undefined;
      const read = client.fetchQuery({
        queryKey: sharedQueryKeys.wallet,
        queryFn: () => new Promise((resolve) => (answer = resolve)),
      });
      const socket = fakeSocket();
      const stop = listenForMoney(socket as unknown as MoneySocket, client);
      socket.fire('connect');
      socket.fire('money:version', { version: 9 });
      await settle();
      expect(invalidated).toEqual([]);
      // read before the join, so it is older than the money: read again
      answer(wallet(8));
      await read;
      await settle();
      expect(invalidated).toHaveLength(3);
      stop();
    });

    it('after stop, a late version reads nothing', async () => {
      const socket = fakeSocket();
      const stop = listenForMoney(socket as unknown as MoneySocket, client);
      socket.fire('connect');
      stop();
      socket.fire('money:version', { version: 3 });
      await settle();
      expect(invalidated).toEqual([]);
    });
  });
});
