import { useMutation } from '@tanstack/react-query';
import { responsibleApi, type ResponsibleState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useStoreResponsibleState } from './get-responsible-state';

/**
 * Issue 15 POST /api/responsible/exclusion/lift: after the term, the exclusion is lifted 7 days
 * after this request (`state.exclusion.liftsAt`); EXCLUSION_ACTIVE `{ until }` before the term ends.
 */
export const liftExclusion = (): Promise<ResponsibleState> =>
  apiClient.request(responsibleApi.liftExclusion);

export function useLiftExclusion() {
  const store = useStoreResponsibleState();
  return useMutation({ mutationFn: liftExclusion, onSuccess: store });
}
