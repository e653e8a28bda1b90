import { api } from '@wallet/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /setup/:token: whose link it is and until when it works. */
export const getSetupInfo = (token: string) =>
  apiClient.request(api.backoffice.setupInfo, { params: { token } });

/** POST /setup/:token/password: the answer is the authenticator's secret. */
export const setSetupPassword = (token: string, password: string) =>
  apiClient.request(api.backoffice.setupPassword, { params: { token }, body: { password } });

/** POST /setup/:token/totp: the first code; the answer is the recovery codes. */
export const confirmSetupTotp = (token: string, code: string) =>
  apiClient.request(api.backoffice.setupTotp, { params: { token }, body: { code } });

/** A link is read once: a 4xx will not change, and nothing else changes it meanwhile. */
export function useSetupInfo(token: string) {
  return useQuery({
    queryKey: queryKeys.setup(token),
    queryFn: () => getSetupInfo(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useSetupPassword(token: string) {
  return useMutation({ mutationFn: (password: string) => setSetupPassword(token, password) });
}

export function useSetupTotp(token: string) {
  return useMutation({ mutationFn: (code: string) => confirmSetupTotp(token, code) });
}
