import { api, type BodyOf, type SignedIn } from '@wallet/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/react-query';

export type LoginInput = BodyOf<typeof api.backoffice.login>;

/** POST /login: password and a TOTP or recovery code; the answer is the session's staff member. */
export const login = (body: LoginInput): Promise<SignedIn> =>
  apiClient.request(api.backoffice.login, { body });

export function useLogin(options: MutationCallbacks<SignedIn, LoginInput> = {}) {
  return useMutation({ mutationFn: login, ...options });
}
