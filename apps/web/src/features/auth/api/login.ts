import { useMutation } from '@tanstack/react-query';
import type { accountApi, BodyOf, ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { checked, isLoginAnswer, publicEndpoints } from '@/lib/public-endpoints';
import { lastBalances } from '@/lib/last-balances';
import { storage } from '@/lib/storage';

export type LoginInput = BodyOf<typeof accountApi.login> & { remember: boolean };

export async function login({ remember, ...body }: LoginInput) {
  const result: ResponseOf<typeof accountApi.login> = checked(
    await apiClient.request(publicEndpoints.login, { body }),
    isLoginAnswer,
  );
  // Spec §2 /login: persistent with remember-me, otherwise for this browser session only.
  storage.setToken(result.token, { remember });
  // spec §2 home: the last balances painted first are this member's, never the previous one's
  lastBalances.keepFor(body.username);
  return result;
}

export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: login, onSuccess });
}
