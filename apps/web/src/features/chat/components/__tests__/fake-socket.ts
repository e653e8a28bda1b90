import type { ChatSocketAuth } from '@wallet/contract';
import type { ChatSocket } from '../../lib/chat-socket';

type Handler = (...args: never[]) => void;

/**
 * Stands in for lib/chat-socket (vi.mock): a socket the test drives. It connects only when the
 * test says the server accepted it, and records what the client emitted.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  connected = false;
  auth: ChatSocketAuth | null = null;
  connectCalls = 0;
  disconnected = false;
  emitted: Array<[string, unknown]> = [];
  private handlers = new Map<string, Handler[]>();

  constructor(private readonly authOf: () => Promise<ChatSocketAuth | null>) {
    FakeSocket.all.push(this);
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, args[0]]);
    return this;
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    const was = this.connected;
    this.connected = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The server accepts the connection (with the auth the client gives now). */
  async accept() {
    this.auth = await this.authOf();
    this.connected = true;
    this.fire('connect');
  }
  /** The connection is lost. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? [])
      (handler as (...a: unknown[]) => void)(...args);
  }
}

export function openChatSocket(auth: () => Promise<ChatSocketAuth | null>): ChatSocket {
  return new FakeSocket(auth) as unknown as ChatSocket;
}
