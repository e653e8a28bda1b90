import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type Banner, inviteApi, type Locale } from '@wallet/contract';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { inviteQueryRoot } from './get-invite-summary';

/** Spec §7 GET /api/invite/banners: the banners before the invite modal (html localized). */
export const getInviteBanners = async (locale: Locale): Promise<Banner[]> =>
  (await apiClient.request(inviteApi.banners, { locale })).banners;

export const getInviteBannersQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...inviteQueryRoot, 'banners', locale],
    queryFn: () => getInviteBanners(locale),
    staleTime: 0,
  });

/** Spec §2 banner rule: each press of the widget fetches the banners again. */
export function useLoadInviteBanners(): () => Promise<Banner[]> {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useCallback(
    () => queryClient.fetchQuery(getInviteBannersQueryOptions(locale)),
    [queryClient, locale],
  );
}
