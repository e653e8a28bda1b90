import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type ResponseOf, spinwheelApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { spinwheelQueryRoot } from './get-spin-active';

export type CouponPage = ResponseOf<typeof spinwheelApi.coupons>;

export const couponsQueryRoot = [...spinwheelQueryRoot, 'coupons'] as const;

/** Spec §7 GET /api/spinwheel/coupon: one page (3, §9) of prize coupons, claimable ones first. */
export const getCoupons = (page: number): Promise<CouponPage> =>
  apiClient.request(spinwheelApi.coupons, { query: { page, limit: PAGE_SIZE.coupon } });

export const getCouponsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...couponsQueryRoot, page],
    queryFn: () => getCoupons(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useCoupons(page: number) {
  return useQuery(getCouponsQueryOptions(page));
}
