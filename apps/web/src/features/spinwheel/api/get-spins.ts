import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ResponseOf, spinwheelApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { spinwheelQueryRoot } from './get-spin-active';

export type SpinPage = ResponseOf<typeof spinwheelApi.spins>;

/** Past spins: 10 a page, each with what recomputes it. */
export const SPINS_PAGE_SIZE = 10;

export const spinsQueryRoot = [...spinwheelQueryRoot, 'spins'] as const;

/** GET /api/spinwheel/spins (added): the member's past spins, newest first. */
export const getSpins = (page: number): Promise<SpinPage> =>
  apiClient.request(spinwheelApi.spins, { query: { page, limit: SPINS_PAGE_SIZE } });

export const getSpinsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...spinsQueryRoot, page],
    queryFn: () => getSpins(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSpins(page: number) {
  return useQuery(getSpinsQueryOptions(page));
}
