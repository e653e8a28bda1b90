import { useMutation } from '@tanstack/react-query';
import { type BodyOf, responsibleApi, type ResponsibleState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useStoreResponsibleState } from './get-responsible-state';

export type RealityCheckMinutes = BodyOf<typeof responsibleApi.setRealityCheck>['intervalMinutes'];

/** Issue 15 PUT /api/responsible/reality-check: the interval in minutes (0 = off). */
export const setRealityCheck = (intervalMinutes: RealityCheckMinutes): Promise<ResponsibleState> =>
  apiClient.request(responsibleApi.setRealityCheck, { body: { intervalMinutes } });

export function useSetRealityCheck() {
  const store = useStoreResponsibleState();
  return useMutation({ mutationFn: setRealityCheck, onSuccess: store });
}
