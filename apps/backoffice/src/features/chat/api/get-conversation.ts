import { api } from '@wallet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { upsertSummary } from '../chat-cache';

/** One conversation's summary: customer, status, who answers it, unread count. */
export const getConversation = (id: string, signal?: AbortSignal) =>
  apiClient.request(api.operatorChat.conversation, { params: { id }, signal });

export function useConversation(id: string) {
  return useQuery({
    queryKey: queryKeys.chat.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}

/** Marks the customer's messages read (they see the receipt, unread goes to 0). */
export const markConversationRead = (id: string) =>
  apiClient.request(api.operatorChat.read, { params: { id } });

/** The answer is the new summary, put in the conversation's and the lists' cache. */
export function useMarkConversationRead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(id),
    onSuccess: (next) => upsertSummary(client, next),
  });
}
