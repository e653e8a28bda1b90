import { api, type BodyOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

export type SlotSet = { code: string; body: BodyOf<typeof api.operatorSlots.setSlot> };

/**
 * Changes a slot's provider, product or status (the reason goes to the audit). A provider
 * change is refused with SLOT_PROVIDER_IN_USE while members hold money there.
 */
export const setSlot = ({ code, body }: SlotSet) =>
  apiClient.request(api.operatorSlots.setSlot, { params: { code }, body });

export function useSetSlot(
  options: MutationCallbacks<Awaited<ReturnType<typeof setSlot>>, SlotSet> = {},
) {
  return useInvalidatingMutation(setSlot, [queryKeys.slots], options);
}
