import type { ChatMessage, Conversation, StaffChatMessage } from '@wallet/contract';
import type { ChatMedia } from './media';

/** A conversation row as the chat service reads it. */
export interface ConversationRow {
  id: number;
  memberId: number | null;
  guestId: string | null;
  status: 'open' | 'pending' | 'resolved';
  staffReadId: number;
  customerReadId: number;
  awaySentAt: Date | null;
}

export interface MessageRow {
  id: number;
  sender: 'customer' | 'staff' | 'bot';
  kind: 'message' | 'note';
  message: unknown;
  createdAt: Date;
  staffLogin: string | null;
}

/**
 * A stored message as a party sees it. Media is stored as its file id only; its links are signed
 * afresh on every read, so a link in a screenshot or a log stops working within minutes.
 */
export function renderMessage(stored: unknown, media: ChatMedia): ChatMessage {
  const message = stored as ChatMessage;
  if (message.message_type !== 'media') return message;
  const { filePath, fileType } = message.payload;
  return {
    message_type: 'media',
    payload: {
      ...(message.payload.message ? { message: message.payload.message } : {}),
      fileType,
      filePath,
      ...media.linksFor(filePath, fileType === 'image'),
    },
  };
}

/** Read receipts: the customer's messages by staff's watermark, the site's by the customer's. */
function isRead(conv: ConversationRow, row: MessageRow): boolean {
  return row.sender === 'customer' ? row.id <= conv.staffReadId : row.id <= conv.customerReadId;
}

export function customerView(
  conv: ConversationRow,
  row: MessageRow,
  media: ChatMedia,
): Conversation {
  return {
    id: String(row.id),
    sender: row.sender,
    read: isRead(conv, row),
    message: renderMessage(row.message, media),
    userId: conv.memberId === null ? null : String(conv.memberId),
    guestId: conv.guestId,
    username: null,
    name: null,
    deviceToken: null,
    createdAt: row.createdAt.toISOString(),
    session_id: null,
  };
}

export function staffView(
  conv: ConversationRow,
  row: MessageRow,
  media: ChatMedia,
): StaffChatMessage {
  return {
    ...customerView(conv, row, media),
    conversationId: String(conv.id),
    kind: row.kind,
    staffLogin: row.staffLogin,
  };
}

/** One line for the inbox list. */
export function previewOf(message: ChatMessage): string {
  switch (message.message_type) {
    case 'text':
    case 'buttons':
    case 'quick_replies':
      return message.payload.slice(0, 120);
    case 'postback':
      return (message.title ?? message.payload).slice(0, 120);
    case 'media':
      return `[${message.payload.fileType}]`;
    case 'generic':
      return `[${message.payloads[0]?.title ?? 'card'}]`;
  }
}
