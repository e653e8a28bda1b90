import { chatApi, type Conversation, PAGE_SIZE } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import type { ChatWho } from './chat-who';

/** Spec §7 POST /api/chat/history: one page of 10 (§9), newest first, `skip` messages back. */
export async function getChatHistory({
  who,
  skip,
}: {
  who: ChatWho;
  skip: number;
}): Promise<Conversation[]> {
  const { conversations } = await apiClient.request(chatApi.history, {
    body: { ...who.body, limit: PAGE_SIZE.chatHistory, skip },
    headers: who.headers,
  });
  return conversations;
}
