import { chatApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import type { ChatWho } from './chat-who';

/** Spec §7 PUT /api/chat/read-customer: the site's messages to this member or guest are read. */
export const markChatRead = async ({ who }: { who: ChatWho }): Promise<void> => {
  await apiClient.request(chatApi.readCustomer, { body: who.body, headers: who.headers });
};
