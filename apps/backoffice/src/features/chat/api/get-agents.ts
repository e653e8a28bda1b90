import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The agents who may answer chats, and who is connected now. */
export const getAgents = (signal?: AbortSignal) =>
  apiClient.request(api.operatorChat.agents, { signal });

export function useAgents() {
  return useQuery({ queryKey: queryKeys.chat.agents, queryFn: ({ signal }) => getAgents(signal) });
}
