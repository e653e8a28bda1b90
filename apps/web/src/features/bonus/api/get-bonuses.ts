import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Bonus, bonusApi, type Locale } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { bonusQueryRoot } from './get-active-bonus';

/** Spec §7 GET /api/bonus: every bonus with its terms, banners (localized html) and card state. */
export const getBonuses = async (locale: Locale): Promise<Bonus[]> =>
  (await apiClient.request(bonusApi.list, { locale })).bonuses;

export const getBonusesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...bonusQueryRoot, 'list', locale],
    queryFn: () => getBonuses(locale),
    staleTime: 0,
  });

export function useBonuses() {
  return useQuery(getBonusesQueryOptions(useLocale()));
}
