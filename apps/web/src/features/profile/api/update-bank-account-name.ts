import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi, type BodyOf, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export type UpdateBankAccountNameInput = BodyOf<typeof accountApi.updateBankAccountName>;

export const updateBankAccountName = (
  body: UpdateBankAccountNameInput,
): Promise<ResponseOf<typeof accountApi.updateBankAccountName>> =>
  apiClient.request(accountApi.updateBankAccountName, { body });

/** Settles after the profile has been fetched again, so whoever shows the name sees the new one. */
export function useUpdateBankAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccountName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
  });
}
