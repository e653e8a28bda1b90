import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ResponseOf, spinwheelApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

/** Every spin wheel query sits under this root: a spin or a claim reloads what it changed. */
export const spinwheelQueryRoot = ['spinwheel'] as const;

export type SpinActive = ResponseOf<typeof spinwheelApi.active>;

/** Spec §7 GET /api/spinwheel/active: whether the home shows the spin wheel widget (§2). */
export const getSpinActive = (): Promise<SpinActive> => apiClient.request(spinwheelApi.active);

export const getSpinActiveQueryOptions = () =>
  queryOptions({
    queryKey: [...spinwheelQueryRoot, 'active'],
    queryFn: getSpinActive,
    staleTime: 0,
  });

export function useSpinActive() {
  return useQuery(getSpinActiveQueryOptions());
}
