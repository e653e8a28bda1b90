import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export type ChangePasswordInput = BodyOf<typeof api.account.changePassword>;

/** The server keeps this session and ends the member's other sessions. */
export const changePassword = (
  body: ChangePasswordInput,
): Promise<ResponseOf<typeof api.account.changePassword>> =>
  apiClient.request(api.account.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
