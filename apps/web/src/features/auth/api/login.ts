import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { storage } from '@/lib/storage';

export type LoginInput = BodyOf<typeof api.account.login> & { remember: boolean };

export async function login({ remember, ...body }: LoginInput) {
  const result: ResponseOf<typeof api.account.login> = await apiClient.request(api.account.login, {
    body,
  });
  // Spec §2 /login: persistent with remember-me, otherwise for this browser session only.
  storage.setToken(result.token, { remember });
  return result;
}

export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: login, onSuccess });
}
