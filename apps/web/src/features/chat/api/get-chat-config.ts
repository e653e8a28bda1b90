import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi, type ChatConfig, type Locale } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** Spec §7 GET /api/chat/config: room prefix, the greeting (in the language asked), quick replies. */
export const getChatConfig = (locale: Locale): Promise<ChatConfig> =>
  apiClient.request(chatApi.config, { locale });

export const getChatConfigQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['chat', 'config', locale],
    queryFn: () => getChatConfig(locale),
    staleTime: 5 * 60_000,
  });

/** Loaded once the panel has been opened (`enabled`). */
export function useChatConfig(enabled: boolean) {
  return useQuery({ ...getChatConfigQueryOptions(useLocale()), enabled });
}
