import { chatApi, type Locale, type ResponseOf, type SendMessageRequest } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import type { ChatWho } from './chat-who';

/** What the customer may send (§3): text, a tapped button's postback, or an uploaded file. */
export type CustomerMessage = SendMessageRequest['message'];
export type SentMessage = ResponseOf<typeof chatApi.send>;

/** Spec §7 POST /api/chat/send-message: answers the stored message's id and creation time. */
export const sendChatMessage = ({
  who,
  message,
  locale,
}: {
  who: ChatWho;
  message: CustomerMessage;
  locale: Locale;
}): Promise<SentMessage> =>
  apiClient.request(chatApi.send, {
    body: { sender: 'customer', message, ...who.body, locale },
    headers: who.headers,
  });
