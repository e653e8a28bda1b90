import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Members matching the text (phone, name, bank account), 50 at most. */
export const searchMembers = (q: string, signal?: AbortSignal) =>
  apiClient.request(api.operatorMembers.searchMembers, { query: { q, limit: 50 }, signal });

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.members.search(q),
    queryFn: ({ signal }) => searchMembers(q, signal),
  });
}
