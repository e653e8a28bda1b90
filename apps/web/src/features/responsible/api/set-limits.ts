import { useMutation } from '@tanstack/react-query';
import { type DepositLimits, responsibleApi, type ResponsibleState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useStoreResponsibleState } from './get-responsible-state';

/**
 * Issue 15 PUT /api/responsible/limits (null = no limit): a lower or new limit applies at once;
 * a higher or removed one waits 24 hours and comes back in `pending`.
 */
export const setLimits = (limits: DepositLimits): Promise<ResponsibleState> =>
  apiClient.request(responsibleApi.setLimits, { body: limits });

export function useSetLimits() {
  const store = useStoreResponsibleState();
  return useMutation({ mutationFn: setLimits, onSuccess: store });
}
