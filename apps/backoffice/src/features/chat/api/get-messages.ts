import { api } from '@wallet/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { MESSAGES_PAGE } from '../chat-cache';

/** One page of a thread, newest first; `before` the oldest message id already shown. */
export const getMessages = (id: string, before: string | undefined, signal?: AbortSignal) =>
  apiClient.request(api.operatorChat.messages, {
    params: { id },
    query: { limit: MESSAGES_PAGE, ...(before ? { before } : {}) },
    signal,
  });

/** The thread, page after page back in time. */
export function useMessages(id: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.chat.messages(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.items.length < MESSAGES_PAGE ? undefined : last.items.at(-1)?.id,
  });
}
