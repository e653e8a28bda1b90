import { useMutation } from '@tanstack/react-query';
import { responsibleApi, type ResponsibleState } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useStoreResponsibleState } from './get-responsible-state';

/**
 * Issue 15 POST /api/responsible/limits/confirm: the raises whose 24 hours have passed apply
 * (LIMIT_PENDING `{ confirmableAt }` before then).
 */
export const confirmLimits = (): Promise<ResponsibleState> =>
  apiClient.request(responsibleApi.confirmLimits);

export function useConfirmLimits() {
  const store = useStoreResponsibleState();
  return useMutation({ mutationFn: confirmLimits, onSuccess: store });
}
