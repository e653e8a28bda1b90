import { api, type ChatConversationSummary, type ChatStatus } from '@wallet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/react-query';
import { upsertSummary } from '../chat-cache';

/** A new status, or who answers the conversation (null: released). */
export type ConversationChange =
  { kind: 'status'; status: ChatStatus } | { kind: 'assign'; staffId: number | null };

export const changeConversation = (id: string, next: ConversationChange) =>
  next.kind === 'status'
    ? apiClient.request(api.operatorChat.status, { params: { id }, body: { status: next.status } })
    : apiClient.request(api.operatorChat.assign, {
        params: { id },
        body: { staffId: next.staffId },
      });

/** The answer is the new summary, put in the conversation's and the lists' cache. */
export function useChangeConversation(
  id: string,
  options: MutationCallbacks<ChatConversationSummary, ConversationChange> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (next: ConversationChange) => changeConversation(id, next),
    onSuccess: (...args) => {
      upsertSummary(client, args[0]);
      return options.onSuccess?.(...args);
    },
  });
}
