import { z } from 'zod';
import { CHAT, UPLOAD_TIMEOUT_MS } from '../constants';
import { MessageResponse, defineEndpoint } from '../endpoint';
import { IsoDate } from './common';

/** §3 chat shapes. Snake-case names are the spec's own. */
export const ChatButton = z.object({
  type: z.enum(['web', 'call', 'postback', 'other']),
  title: z.string(),
  payload: z.string().describe('url, phone number or postback value, by type'),
});
export type ChatButton = z.infer<typeof ChatButton>;

export const GenericCard = z.object({
  image_url: z.string(),
  title: z.string(),
  subtitle: z.string(),
  buttons: z.array(ChatButton),
});
export type GenericCard = z.infer<typeof GenericCard>;

export const MediaPayload = z.object({
  message: z.string().optional(),
  url: z.string().describe('a short-lived signed link, made fresh each time history is read'),
  fileType: z.enum(['image', 'video', 'file']),
  filePath: z.string().describe('the path answered by the upload call'),
  thumbUrl: z.string().optional().describe('images: a small re-encoded copy (signed link)'),
});
export type MediaPayload = z.infer<typeof MediaPayload>;

/**
 * One message, by message_type: text and postback carry a string, buttons and quick replies a
 * text plus buttons, generic a list of cards, media one uploaded file.
 */
export const ChatMessage = z.discriminatedUnion('message_type', [
  z.object({ message_type: z.literal('text'), payload: z.string() }),
  z.object({
    message_type: z.literal('postback'),
    payload: z.string(),
    title: z.string().optional().describe('added: the tapped button’s title, shown in the thread'),
  }),
  z.object({ message_type: z.literal('media'), payload: MediaPayload }),
  z.object({
    message_type: z.literal('buttons'),
    payload: z.string(),
    payloads: z.array(ChatButton),
  }),
  z.object({
    message_type: z.literal('quick_replies'),
    payload: z.string(),
    payloads: z.array(ChatButton),
  }),
  z.object({ message_type: z.literal('generic'), payloads: z.array(GenericCard) }),
]);
export type ChatMessage = z.infer<typeof ChatMessage>;
export type ChatMessageType = ChatMessage['message_type'];

/** Who wrote a message: the member or guest, a staff member, or the site's automatic answers. */
export const CHAT_SENDERS = ['customer', 'staff', 'bot'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const Conversation = z.object({
  id: z.string().describe('added: the message id (dedupes socket pushes against history)'),
  sender: z.string().describe('"customer" for the member or guest; anything else is the site'),
  read: z.boolean().describe('added: the other party has read it (read receipts)'),
  message: ChatMessage,
  userId: z.string().nullable(),
  guestId: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  deviceToken: z.string().nullable(),
  createdAt: IsoDate,
  session_id: z.string().nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

/** §3 delivery status, client side only. */
export const CHAT_DELIVERY_STATUSES = ['uploading_file', 'sending', 'failed', 'succeed'] as const;
export type ChatDeliveryStatus = (typeof CHAT_DELIVERY_STATUSES)[number];

const Id = z.string().trim().min(1).max(100);
const Who = { userId: Id.optional(), guestId: Id.optional() };
// §6: guests are known by their stored guest-id; for members the server trusts the token first
const hasWho = (body: { userId?: string; guestId?: string }) =>
  Boolean(body.userId ?? body.guestId);
const whoMessage = { message: 'userId or guestId is required' };

/** §5: text trimmed, non-empty, at most 2000 characters. A customer sends text, media or postback. */
export const CustomerMessage = z.discriminatedUnion('message_type', [
  z.strictObject({
    message_type: z.literal('text'),
    payload: z.string().trim().min(1).max(CHAT.textMax),
  }),
  z.strictObject({
    message_type: z.literal('postback'),
    payload: z.string().min(1).max(1000),
    title: z.string().trim().max(100).optional(),
  }),
  z.strictObject({
    message_type: z.literal('media'),
    payload: z.strictObject({
      message: z.string().max(CHAT.textMax).optional(),
      url: z.string().min(1).max(1000),
      fileType: z.enum(['image', 'video', 'file']),
      filePath: z.string().min(1).max(1000),
    }),
  }),
]);

export const SendMessageRequest = z
  .strictObject({
    sender: z.literal('customer'),
    message: CustomerMessage,
    ...Who,
    username: z.string().max(100).optional(),
    name: z.string().max(100).optional(),
    deviceToken: z.string().max(500).optional(),
    session_id: z.string().max(100).optional(),
    /** §3: the spec's client sends its own clock's time; the server's time is what counts */
    createdAt: z.string().max(40).optional(),
    /** added: the language of the automatic answers (away message, quick replies) */
    locale: z.enum(['th', 'la', 'en']).optional(),
  })
  .refine(hasWho, whoMessage);
export type SendMessageRequest = z.input<typeof SendMessageRequest>;

export const ChatHistoryRequest = z
  .strictObject({
    ...Who,
    limit: z.number().int().min(1).max(100),
    skip: z.number().int().nonnegative(),
  })
  .refine(hasWho, whoMessage);

const UploadResponse = z.object({
  path: z.string().describe('the file id to send as the media payload’s filePath'),
  url: z.string().describe('a short-lived signed link to the stored file'),
  thumbUrl: z.string().optional(),
});

/** Header carrying a guest's signed token beside the guest id of the body (issue 12). */
export const GUEST_TOKEN_HEADER = 'x-chat-guest-token';

/** A guest identity the server issued: the id is public (rooms, staff), the token is the proof. */
export const GuestIdentity = z.object({ guestId: z.string(), guestToken: z.string() });
export type GuestIdentity = z.infer<typeof GuestIdentity>;

/** An automatic quick reply: the button's title and the postback it sends. */
export const ChatQuickReply = z.object({ title: z.string(), postback: z.string() });

export const ChatConfig = z.object({
  PREFIX: z.string(),
  greeting: z.string().describe('added: the greeting bubble, in the Accept-Language'),
  online: z.boolean().describe('added: within staff hours with an agent connected'),
  quickReplies: z.array(ChatQuickReply),
});
export type ChatConfig = z.infer<typeof ChatConfig>;

export const chatApi = {
  config: defineEndpoint({
    method: 'GET',
    path: '/api/chat/config',
    summary: 'Room prefix for the chat socket (room PREFIX-id), greeting, quick replies',
    access: 'public',
    response: ChatConfig,
  }),
  guest: defineEndpoint({
    method: 'POST',
    path: '/api/chat/guest',
    summary: 'Issue a guest identity (id + HMAC token) for chatting before signing in',
    access: 'public',
    response: GuestIdentity,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/chat/send-message',
    summary: 'Send one message to the site, as a member or a guest',
    access: 'public',
    guest: true,
    body: SendMessageRequest,
    response: z.object({ createdAt: IsoDate, id: z.string() }),
  }),
  history: defineEndpoint({
    method: 'POST',
    path: '/api/chat/history',
    summary: 'One page of the conversation, newest first',
    access: 'public',
    guest: true,
    body: ChatHistoryRequest,
    response: z.object({ conversations: z.array(Conversation) }),
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/chat/upload-image',
    summary: 'Upload an image for a media message (multipart file, 10 MB)',
    access: 'public',
    guest: true,
    multipart: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    response: UploadResponse,
  }),
  uploadVideo: defineEndpoint({
    method: 'POST',
    path: '/api/chat/upload-video',
    summary: 'Upload a video for a media message (multipart file, 20 MB)',
    access: 'public',
    guest: true,
    multipart: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    response: UploadResponse,
  }),
  readCustomer: defineEndpoint({
    method: 'PUT',
    path: '/api/chat/read-customer',
    summary: 'Mark the site’s messages to this member or guest as read',
    access: 'public',
    guest: true,
    body: z.strictObject(Who).refine(hasWho, whoMessage),
    response: MessageResponse,
  }),
} as const;
