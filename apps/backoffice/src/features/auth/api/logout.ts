import { api } from '@wallet/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/react-query';

/** Ends this session. */
export const logout = () => apiClient.request(api.backoffice.logout);

/** Ends every session of this staff member; the answer counts them. */
export const logoutAll = () => apiClient.request(api.backoffice.logoutAll);

export function useLogout(options: MutationCallbacks<Awaited<ReturnType<typeof logout>>> = {}) {
  return useMutation({ mutationFn: logout, ...options });
}

export function useLogoutAll(
  options: MutationCallbacks<Awaited<ReturnType<typeof logoutAll>>> = {},
) {
  return useMutation({ mutationFn: logoutAll, ...options });
}
