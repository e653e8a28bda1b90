import { api } from '@wallet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MutationCallbacks } from '@/lib/react-query';

/** A new value and why (issue 11: the audit log keeps it with the before and after). */
export type SetSettingInput = { value: unknown; reason: string };

export const setSetting = (key: string, { value, reason }: SetSettingInput) =>
  apiClient.request(api.operator.setSetting, { params: { key }, body: { value, reason } });

/** A saved setting reloads the list. */
export function useSetSetting(
  key: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof setSetting>>, SetSettingInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: SetSettingInput) => setSetting(key, input),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: queryKeys.settings });
      return options.onSuccess?.(...args);
    },
  });
}
