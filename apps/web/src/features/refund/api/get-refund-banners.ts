import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type Banner, type Locale, refundApi } from '@wallet/contract';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { refundQueryRoot } from './get-refund-check';

/** Spec §7 GET /api/refund/banners: the banners before the refund modal (html localized). */
export const getRefundBanners = async (locale: Locale): Promise<Banner[]> =>
  (await apiClient.request(refundApi.banners, { locale })).banners;

export const getRefundBannersQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...refundQueryRoot, 'banners', locale],
    queryFn: () => getRefundBanners(locale),
    staleTime: 0,
  });

/** Spec §2 banner rule: each press of the widget fetches the banners again. */
export function useLoadRefundBanners(): () => Promise<Banner[]> {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useCallback(
    () => queryClient.fetchQuery(getRefundBannersQueryOptions(locale)),
    [queryClient, locale],
  );
}
