import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

/** Spec §2, §7 GET /api/lookup/enableChatWidget: whether the contact pages show the chat. */
export const getChatEnabled = async (): Promise<boolean> =>
  (await apiClient.request(lookupApi.enableChatWidget)).enableChatWidget;

export const getChatEnabledQueryOptions = () =>
  queryOptions({
    queryKey: ['lookup', 'enableChatWidget'],
    queryFn: getChatEnabled,
    staleTime: 5 * 60_000,
  });

export function useChatEnabled() {
  return useQuery(getChatEnabledQueryOptions());
}
