import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The canned replies staff pick from (set in the settings). */
export const getCannedReplies = (signal?: AbortSignal) =>
  apiClient.request(api.operatorChat.canned, { signal });

export function useCannedReplies() {
  return useQuery({
    queryKey: queryKeys.chat.canned,
    queryFn: ({ signal }) => getCannedReplies(signal),
  });
}
