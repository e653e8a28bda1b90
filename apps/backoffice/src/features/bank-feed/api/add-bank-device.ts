import { api, type BodyOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

export type NewBankDevice = BodyOf<typeof api.operatorBankFeed.deviceAdd>;

/** Registers a device for one deposit account; the answer carries its token, shown only once. */
export const addBankDevice = (body: NewBankDevice) =>
  apiClient.request(api.operatorBankFeed.deviceAdd, { body });

export function useAddBankDevice(
  options: MutationCallbacks<Awaited<ReturnType<typeof addBankDevice>>, NewBankDevice> = {},
) {
  return useInvalidatingMutation(addBankDevice, [queryKeys.bankFeed.devices], options);
}
