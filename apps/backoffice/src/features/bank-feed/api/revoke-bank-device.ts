import { api } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

export type DeviceRevoke = { id: string; reason: string };

/** Revokes a device: its token is refused from now on (the reason goes to the audit). */
export const revokeBankDevice = ({ id, reason }: DeviceRevoke) =>
  apiClient.request(api.operatorBankFeed.deviceRevoke, { params: { id }, body: { reason } });

export function useRevokeBankDevice(
  options: MutationCallbacks<Awaited<ReturnType<typeof revokeBankDevice>>, DeviceRevoke> = {},
) {
  return useInvalidatingMutation(revokeBankDevice, [queryKeys.bankFeed.devices], options);
}
