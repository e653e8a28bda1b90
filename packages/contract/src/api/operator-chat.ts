import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { type ChatButton, Conversation } from './chat';
import { IsoDate, Total } from './common';

/**
 * The staff inbox (issue 12): conversations with members and guests, answered from the
 * back-office. Support and owners (`chat.read`, `chat.write`); every staff message, note,
 * status change and assignment is in the audit log.
 */
export const CHAT_STATUSES = ['open', 'pending', 'resolved'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const ChatCustomer = z.object({
  kind: z.enum(['member', 'guest']),
  /** members: their phone (the back-office's member key); guests: null */
  phone: z.string().nullable(),
  name: z.string().nullable(),
  guestId: z.string().nullable(),
});
export type ChatCustomer = z.infer<typeof ChatCustomer>;

export const ChatConversationSummary = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  customer: ChatCustomer,
  assignedTo: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  lastMessageAt: IsoDate,
  lastMessage: z.string().describe('a short text preview of the last message'),
  unread: z.number().int().nonnegative().describe('customer messages staff have not read'),
  customerRead: z.boolean().describe('the customer has read every staff message'),
});
export type ChatConversationSummary = z.infer<typeof ChatConversationSummary>;

/** A message as staff see it: the customer's view plus who wrote it, and private notes. */
export const StaffChatMessage = Conversation.extend({
  conversationId: z.string(),
  kind: z.enum(['message', 'note']),
  staffLogin: z.string().nullable(),
});
export type StaffChatMessage = z.infer<typeof StaffChatMessage>;

/** What staff may send: everything but a postback (that is the customer's tap). */
export const StaffMessageInput = z.discriminatedUnion('message_type', [
  z.strictObject({ message_type: z.literal('text'), payload: z.string().trim().min(1).max(2000) }),
  z.strictObject({
    message_type: z.literal('buttons'),
    payload: z.string().trim().min(1).max(2000),
    payloads: z.array(StaffButton()).min(1).max(10),
  }),
  z.strictObject({
    message_type: z.literal('quick_replies'),
    payload: z.string().trim().min(1).max(2000),
    payloads: z.array(StaffButton()).min(1).max(10),
  }),
  z.strictObject({
    message_type: z.literal('generic'),
    payloads: z
      .array(
        z.strictObject({
          image_url: z.string().max(1000),
          title: z.string().trim().min(1).max(80),
          subtitle: z.string().max(300),
          buttons: z.array(StaffButton()).max(3),
        }),
      )
      .min(1)
      .max(10),
  }),
  z.strictObject({
    message_type: z.literal('media'),
    payload: z.strictObject({
      message: z.string().max(2000).optional(),
      url: z.string().max(1000),
      fileType: z.enum(['image', 'video', 'file']),
      filePath: z.string().min(1).max(100),
    }),
  }),
]);
export type StaffMessageInput = z.infer<typeof StaffMessageInput>;

/**
 * A button staff may send: a web link must be https (or a path on this site), a call a phone
 * number; the browser opens links with noopener and never runs javascript: URLs.
 */
function StaffButton() {
  return z
    .strictObject({
      type: z.enum(['web', 'call', 'postback', 'other']),
      title: z.string().trim().min(1).max(40),
      payload: z.string().trim().min(1).max(1000),
    })
    .refine((b) => chatButtonProblem(b) === null, { message: 'unsafe button' });
}

/** Why a button may not be sent (or shown): null when it is fine. Shared by server and browsers. */
export function chatButtonProblem(button: ChatButton): string | null {
  if (button.type === 'web') return safeWebLink(button.payload) ? null : 'web link not https';
  if (button.type === 'call') return /^\+?[0-9 -]{3,20}$/.test(button.payload) ? null : 'phone';
  return null;
}

/** An https URL or a path on this site; never javascript:, data: or protocol-relative. */
export function safeWebLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A canned reply: a title for the picker and the message it sends; {name} {phone} {agent} filled. */
export const CannedReply = z.strictObject({
  title: z.string().min(1).max(80),
  message: StaffMessageInput,
});
export type CannedReply = z.infer<typeof CannedReply>;

/** Fills a canned reply's placeholders; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string | null | undefined>) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const ConversationId = z.object({ id: z.string().regex(/^\d{1,12}$/) });

export const operatorChatApi = {
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/operator/chat/conversations',
    summary: 'Conversations by status, newest activity first; search by phone, name or guest id',
    access: 'operator',
    permission: 'chat.read',
    query: z.strictObject({
      status: z.enum([...CHAT_STATUSES, 'all']).default('open'),
      q: z.string().trim().max(100).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    response: z.object({ items: z.array(ChatConversationSummary), total: Total }),
  }),
  conversation: defineEndpoint({
    method: 'GET',
    path: '/api/operator/chat/conversations/:id',
    summary: 'One conversation’s summary',
    access: 'operator',
    permission: 'chat.read',
    params: ConversationId,
    response: ChatConversationSummary,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/operator/chat/conversations/:id/messages',
    summary: 'Messages and notes, newest first; `before` a message id for older ones',
    access: 'operator',
    permission: 'chat.read',
    params: ConversationId,
    query: z.strictObject({
      before: z
        .string()
        .regex(/^\d{1,18}$/)
        .optional(),
      limit: z.coerce.number().int().min(1).max(100).default(30),
    }),
    response: z.object({ items: z.array(StaffChatMessage) }),
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/operator/chat/conversations/:id/messages',
    summary: 'Answer the customer (text, buttons, quick replies, cards or an uploaded file)',
    access: 'operator',
    permission: 'chat.write',
    params: ConversationId,
    body: z.strictObject({ message: StaffMessageInput }),
    response: StaffChatMessage,
  }),
  note: defineEndpoint({
    method: 'POST',
    path: '/api/operator/chat/conversations/:id/notes',
    summary: 'A private note on the conversation, for staff only',
    access: 'operator',
    permission: 'chat.write',
    params: ConversationId,
    body: z.strictObject({ text: z.string().trim().min(1).max(2000) }),
    response: StaffChatMessage,
  }),
  status: defineEndpoint({
    method: 'POST',
    path: '/api/operator/chat/conversations/:id/status',
    summary: 'Mark a conversation open, pending or resolved',
    access: 'operator',
    permission: 'chat.write',
    params: ConversationId,
    body: z.strictObject({ status: z.enum(CHAT_STATUSES) }),
    response: ChatConversationSummary,
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/api/operator/chat/conversations/:id/assign',
    summary: 'Take a conversation (your own id) or hand it over to another agent; null frees it',
    access: 'operator',
    permission: 'chat.write',
    params: ConversationId,
    body: z.strictObject({ staffId: z.number().int().positive().nullable() }),
    response: ChatConversationSummary,
  }),
  read: defineEndpoint({
    method: 'PUT',
    path: '/api/operator/chat/conversations/:id/read',
    summary: 'Mark the customer’s messages read (the customer sees the read receipt)',
    access: 'operator',
    permission: 'chat.read',
    params: ConversationId,
    response: ChatConversationSummary,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/operator/chat/conversations/:id/upload',
    summary: 'Upload an image or video to send in this conversation (multipart file)',
    access: 'operator',
    permission: 'chat.write',
    params: ConversationId,
    multipart: true,
    timeoutMs: 300_000,
    response: z.object({ path: z.string(), url: z.string(), thumbUrl: z.string().optional() }),
  }),
  agents: defineEndpoint({
    method: 'GET',
    path: '/api/operator/chat/agents',
    summary: 'Staff who may answer chats (to hand a conversation over), and who is connected',
    access: 'operator',
    permission: 'chat.read',
    response: z.object({
      agents: z.array(
        z.object({
          id: z.number().int(),
          login: z.string(),
          role: z.string(),
          online: z.boolean(),
        }),
      ),
    }),
  }),
  canned: defineEndpoint({
    method: 'GET',
    path: '/api/operator/chat/canned',
    summary: 'Canned replies and rich templates (setting chat.cannedReplies)',
    access: 'operator',
    permission: 'chat.read',
    response: z.object({ replies: z.array(CannedReply) }),
  }),
} as const;
