import { useMutation } from '@tanstack/react-query';
import { responsibleApi, type ResponsibleState, type TimeoutPeriod } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useStoreResponsibleState } from './get-responsible-state';

/** Issue 15 POST /api/responsible/timeout: a break starts at once and is never shortened. */
export const takeTimeout = (period: TimeoutPeriod): Promise<ResponsibleState> =>
  apiClient.request(responsibleApi.timeout, { body: { period } });

export function useTakeTimeout() {
  const store = useStoreResponsibleState();
  return useMutation({ mutationFn: takeTimeout, onSuccess: store });
}
