import { api } from '@wallet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MutationCallbacks } from '@/lib/react-query';

/** The API keys of every staff account (prefix only; a key is shown once, when issued). */
export const getApiKeys = () => apiClient.request(api.operatorStaff.listApiKeys);

export function useApiKeys() {
  return useQuery({ queryKey: queryKeys.apiKeys, queryFn: getApiKeys });
}

/** The invalidation of the key list after `mutationFn`, then the screen's own reactions. */
function useApiKeyChange<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationCallbacks<TData, TVariables>,
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (...args) => {
      const done = options.onSuccess?.(...args);
      void client.invalidateQueries({ queryKey: queryKeys.apiKeys });
      return done;
    },
  });
}

export type CreateApiKeyInput = { login: string; name: string };

/** Issues a key for `login`; the answer holds the whole key, this once. */
export const createApiKey = (body: CreateApiKeyInput) =>
  apiClient.request(api.operatorStaff.createApiKey, { body });

export function useCreateApiKey(
  options: MutationCallbacks<Awaited<ReturnType<typeof createApiKey>>, CreateApiKeyInput> = {},
) {
  return useApiKeyChange(createApiKey, options);
}

export type RevokeApiKeyInput = { id: string; reason: string };

export const revokeApiKey = ({ id, reason }: RevokeApiKeyInput) =>
  apiClient.request(api.operatorStaff.revokeApiKey, { params: { id }, body: { reason } });

export function useRevokeApiKey(
  options: MutationCallbacks<Awaited<ReturnType<typeof revokeApiKey>>, RevokeApiKeyInput> = {},
) {
  return useApiKeyChange(revokeApiKey, options);
}
