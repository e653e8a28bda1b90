import {
  CHAT_SOCKET_PATH,
  type ChatClientEvents,
  type ChatServerEvents,
  type ChatSocketAuth,
} from '@wallet/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { io, type Socket } from 'socket.io-client';
import { queryKeys } from '@/lib/query-keys';
import { appendMessage, markCustomerRead, upsertSummary } from './chat-cache';

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

/**
 * The staff socket: same origin, the bo_session cookie goes with it, `auth` says "staff".
 * Created without connecting; the provider connects while the inbox is on screen.
 */
export function createChatSocket(): ChatSocket {
  const auth: ChatSocketAuth = { staff: true };
  return io({ path: CHAT_SOCKET_PATH, auth, withCredentials: true, autoConnect: false });
}

type ChatLive = {
  socket: ChatSocket;
  connected: boolean;
  /**
   * The server refused the connection (a session that ended, a role without chat): socket.io
   * does not try again by itself then, so the page says so and offers `retry`.
   */
  refused: boolean;
  retry: () => void;
  /** The open conversation: its customer's typing and reads reach us (again after reconnects). */
  watch: (conversationId: string | null) => void;
  /** We type (or stopped typing) in a conversation. */
  typing: (conversationId: string, typing: boolean) => void;
};

const ChatLiveContext = createContext<ChatLive | null>(null);

export function useChatLive(): ChatLive {
  const live = useContext(ChatLiveContext);
  if (!live) throw new Error('useChatLive needs <ChatLiveProvider>');
  return live;
}

/**
 * Connects while mounted and keeps the TanStack caches live: conversations are upserted into
 * every cached list page, messages appended to their thread (once), customer reads marked.
 * After a reconnect the list and the open thread are read again (pushes may have been missed).
 */
export function ChatLiveProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [socket] = useState(createChatSocket);
  const [connected, setConnected] = useState(false);
  const [refused, setRefused] = useState(false);
  const watched = useRef<string | null>(null);

  useEffect(() => {
    let connectedBefore = false;
    const onConnect = () => {
      setConnected(true);
      setRefused(false);
      const id = watched.current;
      if (id) socket.emit('inbox:watch', id);
      if (connectedBefore) {
        void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
        if (id) {
          void client.invalidateQueries({ queryKey: queryKeys.chat.conversation(id) });
          void client.invalidateQueries({ queryKey: queryKeys.chat.messages(id) });
        }
      }
      connectedBefore = true;
    };
    const onDisconnect = () => setConnected(false);
    // a network failure is retried by socket.io (active stays true); a refusal is not
    const onConnectError = () => setRefused(!socket.active);
    const onConversation: ChatServerEvents['inbox:conversation'] = (summary) =>
      upsertSummary(client, summary);
    const onMessage: ChatServerEvents['inbox:message'] = (message) => {
      appendMessage(client, message);
    };
    const onRead: ChatServerEvents['chat:read'] = (event) => {
      if (event.by === 'customer') markCustomerRead(client, event.conversationId);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on('inbox:conversation', onConversation);
    socket.on('inbox:message', onMessage);
    socket.on('chat:read', onRead);
    socket.connect();
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off('inbox:conversation', onConversation);
      socket.off('inbox:message', onMessage);
      socket.off('chat:read', onRead);
      socket.disconnect();
    };
  }, [socket, client]);

  const watch = useCallback(
    (conversationId: string | null) => {
      watched.current = conversationId;
      if (conversationId && socket.connected) socket.emit('inbox:watch', conversationId);
    },
    [socket],
  );
  const typing = useCallback(
    (conversationId: string, value: boolean) => {
      // typing is only worth sending now: never buffered for a later connection
      if (socket.connected) socket.emit('inbox:typing', { conversationId, typing: value });
    },
    [socket],
  );
  const retry = useCallback(() => {
    setRefused(false);
    socket.connect();
  }, [socket]);
  const value = useMemo(
    () => ({ socket, connected, refused, retry, watch, typing }),
    [socket, connected, refused, retry, watch, typing],
  );
  return <ChatLiveContext.Provider value={value}>{children}</ChatLiveContext.Provider>;
}

type ThreadEvent = 'chat:typing' | 'chat:read' | 'inbox:message';

/** Listens to one server event while mounted; the latest handler always runs. */
export function useChatEvent<E extends ThreadEvent>(event: E, handler: ChatServerEvents[E]) {
  const { socket } = useChatLive();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (...args: Parameters<ChatServerEvents[E]>) =>
      (latest.current as (...a: Parameters<ChatServerEvents[E]>) => void)(...args);
    socket.on(event, listener as never);
    return () => {
      socket.off(event, listener as never);
    };
  }, [socket, event]);
}
