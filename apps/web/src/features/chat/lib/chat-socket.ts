import {
  CHAT_SOCKET_PATH,
  type ChatClientEvents,
  type ChatServerEvents,
  type ChatSocketAuth,
} from '@wallet/contract';
import { io, type Socket } from 'socket.io-client';

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

/**
 * The live-chat socket (spec §7, issue 12) on the app's own origin at CHAT_SOCKET_PATH. `auth` is
 * asked again at every (re)connection, so a renewed guest identity or token is the one sent.
 * Its own reconnection stays on; the chat also checks it every 5 s (§9).
 */
export function openChatSocket(auth: () => Promise<ChatSocketAuth | null>): ChatSocket {
  return io({
    path: CHAT_SOCKET_PATH,
    forceNew: true,
    auth: (send) => {
      auth().then(
        (value) => send(value ?? {}),
        () => send({}),
      );
    },
  });
}
