import { act } from '@testing-library/react';

type Handler = (...args: unknown[]) => void;

/**
 * Stands in for the member layout's socket (lib/money-push, mocked in setup-tests). As in use,
 * it connects as soon as it is listened to, so screens do not poll; a test of the polling
 * fallback sets `startDown` first (or fires 'disconnect'). The test plays the server with
 * `fire('money:changed', …)`.
 */
export class FakeMoneySocket {
  static all: FakeMoneySocket[] = [];
  /** The next sockets stay down (the fallback); reset after each test. */
  static startDown = false;
  static last(): FakeMoneySocket {
    const socket = FakeMoneySocket.all.at(-1);
    if (!socket) throw new Error('no money socket was opened');
    return socket;
  }

  connected = false;
  active = true;
  private handlers = new Map<string, Handler[]>();

  constructor() {
    FakeMoneySocket.all.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    if (event === 'connect' && !FakeMoneySocket.startDown) {
      // as a render's update: the connection re-renders what polls (lib/money-live)
      queueMicrotask(() =>
        act(() => {
          if (this.active && !this.connected) this.fire('connect');
        }),
      );
    }
    return this;
  }
  connect() {
    return this;
  }
  disconnect() {
    if (this.connected) this.fire('disconnect', 'io client disconnect');
    this.active = false;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
