import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

/** The API keys of every staff account (prefix only; a key is shown once, when issued). */
export const getApiKeys = () => apiClient.request(api.operatorStaff.listApiKeys);

export function useApiKeys() {
  return useQuery({ queryKey: queryKeys.apiKeys, queryFn: getApiKeys });
}

export type CreateApiKeyInput = { login: string; name: string };

/** Issues a key for `login`; the answer holds the whole key, this once. */
export const createApiKey = (body: CreateApiKeyInput) =>
  apiClient.request(api.operatorStaff.createApiKey, { body });

export function useCreateApiKey(
  options: MutationCallbacks<Awaited<ReturnType<typeof createApiKey>>, CreateApiKeyInput> = {},
) {
  return useInvalidatingMutation(createApiKey, [queryKeys.apiKeys], options);
}

export type RevokeApiKeyInput = { id: string; reason: string };

export const revokeApiKey = ({ id, reason }: RevokeApiKeyInput) =>
  apiClient.request(api.operatorStaff.revokeApiKey, { params: { id }, body: { reason } });

export function useRevokeApiKey(
  options: MutationCallbacks<Awaited<ReturnType<typeof revokeApiKey>>, RevokeApiKeyInput> = {},
) {
  return useInvalidatingMutation(revokeApiKey, [queryKeys.apiKeys], options);
}
