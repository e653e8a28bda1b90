import { useMutation } from '@tanstack/react-query';
import { accountApi, type BodyOf, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export type ChangePasswordInput = BodyOf<typeof accountApi.changePassword>;

/** The server keeps this session and ends the member's other sessions. */
export const changePassword = (
  body: ChangePasswordInput,
): Promise<ResponseOf<typeof accountApi.changePassword>> =>
  apiClient.request(accountApi.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
