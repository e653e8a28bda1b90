import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export type UpdateBankAccountNameInput = BodyOf<typeof api.account.updateBankAccountName>;

export const updateBankAccountName = (
  body: UpdateBankAccountNameInput,
): Promise<ResponseOf<typeof api.account.updateBankAccountName>> =>
  apiClient.request(api.account.updateBankAccountName, { body });

/** Settles after the profile has been fetched again, so whoever shows the name sees the new one. */
export function useUpdateBankAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccountName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
  });
}
