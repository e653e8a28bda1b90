import { useMutation } from '@tanstack/react-query';
import { accountApi, type BodyOf, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

export type ValidateAccountInput = BodyOf<typeof accountApi.validate>;

/** Spec §4: step 3 asks the server to check the fields so far before the bank step. */
export const validateAccount = (
  body: ValidateAccountInput,
): Promise<ResponseOf<typeof accountApi.validate>> =>
  apiClient.request(accountApi.validate, { body });

export function useValidateAccount() {
  return useMutation({ mutationFn: validateAccount });
}
