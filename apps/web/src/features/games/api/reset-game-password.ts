import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResponseOf, walletApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { getGameAccountQueryOptions } from './get-game-account';

/** Spec §7 GET /api/wallet/resetpassword/{slotCode}. */
export const resetGamePassword = (
  slotCode: string,
): Promise<ResponseOf<typeof walletApi.resetPassword>> =>
  apiClient.request(walletApi.resetPassword, { params: { slotCode } });

/** Spec §4: the account stays active and its details are loaded again (settles once they are). */
export function useResetGamePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetGamePassword,
    onSuccess: (_answer, slotCode) =>
      queryClient.invalidateQueries({ queryKey: getGameAccountQueryOptions(slotCode).queryKey }),
  });
}
