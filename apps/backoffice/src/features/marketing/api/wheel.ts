import { api, type WheelDefinition } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

/** The spin wheel live now (its slices and prizes) and its version. */
export const getWheel = () => apiClient.request(api.operatorSpinwheel.wheel);

export function useWheel() {
  return useQuery({ queryKey: queryKeys.wheel, queryFn: getWheel });
}

export type PublishWheelInput = { wheel: WheelDefinition; reason: string };

/** Publishes a new wheel version, with the reason the audit log keeps. */
export const publishWheel = (body: PublishWheelInput) =>
  apiClient.request(api.operatorSpinwheel.setWheel, { body });

/** A published wheel reloads the view. */
export function usePublishWheel(
  options: MutationCallbacks<Awaited<ReturnType<typeof publishWheel>>, PublishWheelInput> = {},
) {
  return useInvalidatingMutation(publishWheel, [queryKeys.wheel], options);
}
