import { api } from '@wallet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ListParams } from '../chat-cache';

/** One page of the inbox in one status, searched by `q` when given. */
export const getConversations = (params: ListParams, signal?: AbortSignal) =>
  apiClient.request(api.operatorChat.conversations, {
    query: {
      status: params.status,
      limit: params.limit,
      offset: params.offset,
      ...(params.q ? { q: params.q } : {}),
    },
    signal,
  });

/** The previous page stays on screen while the next one loads. */
export function useConversations(params: ListParams) {
  return useQuery({
    queryKey: queryKeys.chat.list(params),
    queryFn: ({ signal }) => getConversations(params, signal),
    placeholderData: keepPreviousData,
  });
}
