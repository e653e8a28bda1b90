import type { Conversation } from './api/chat';
import type { ChatConversationSummary, StaffChatMessage } from './api/operator-chat';
import type { MoneyChangedEvent, MoneyVersionEvent } from './money-socket';

/**
 * The live-chat socket (spec §2, §7; issue 12): socket.io on the API's own origin at
 * CHAT_SOCKET_PATH. A customer connects with `auth` = { token } (a member's session) or
 * { guestId, guestToken } (a guest), and is put in the room `PREFIX-<conversation>` by the server;
 * staff connect with their back-office cookie and `auth` = { staff: true }. Writes go over REST
 * (validated, audited); the socket carries what happens next, both ways for typing.
 */
/** Under /api: the back-office session cookie (Path=/api) reaches the staff socket's handshake. */
export const CHAT_SOCKET_PATH = '/api/socket.io';

export type ChatSocketAuth =
  { token: string } | { guestId: string; guestToken: string } | { staff: true };

export interface TypingEvent {
  conversationId: string;
  from: 'customer' | 'staff';
  typing: boolean;
}

export interface ReadEvent {
  conversationId: string;
  /** who read: the customer read the site's messages, or staff read the customer's */
  by: 'customer' | 'staff';
}

/** Events the server sends. */
export interface ChatServerEvents {
  /** a new message in the customer's conversation */
  'chat:message': (message: Conversation) => void;
  'chat:typing': (event: TypingEvent) => void;
  'chat:read': (event: ReadEvent) => void;
  /** staff only: a conversation changed (new message, status, assignment, unread count) */
  'inbox:conversation': (summary: ChatConversationSummary) => void;
  /** staff only: a message (or private note) in a conversation */
  'inbox:message': (message: StaffChatMessage) => void;
  /** a member only: their money changed (money-socket.ts), after the commit */
  'money:changed': (event: MoneyChangedEvent) => void;
  /** a member only: where their money stands as the socket connects (money-socket.ts) */
  'money:version': (event: MoneyVersionEvent) => void;
  /** a refusal of a socket event (rate limit, unknown conversation) */
  'chat:error': (error: { message: string }) => void;
}

/** Events a client sends. */
export interface ChatClientEvents {
  /** the customer types (their own conversation) */
  'chat:typing': (typing: boolean) => void;
  /** staff type in a conversation */
  'inbox:typing': (event: { conversationId: string; typing: boolean }) => void;
  /** staff open a conversation: its customer's typing and reads reach them */
  'inbox:watch': (conversationId: string) => void;
}

/** Per-socket brake (issue 12): this many events, refilled at this rate per second. */
export const CHAT_SOCKET_BURST = 20;
export const CHAT_SOCKET_RATE_PER_SECOND = 5;
