import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ExclusionPeriod, responsibleApi, type ResponsibleState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { useStoreResponsibleState } from './get-responsible-state';

/**
 * Issue 15 POST /api/responsible/exclusion `{ period, confirm: true }`: effective at once; the
 * games are emptied back to the wallet (so the wallet and the statement reload).
 */
export const selfExclude = (period: ExclusionPeriod): Promise<ResponsibleState> =>
  apiClient.request(responsibleApi.exclusion, { body: { period, confirm: true } });

export function useSelfExclude() {
  const store = useStoreResponsibleState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selfExclude,
    onSuccess: store,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.statement });
    },
  });
}
