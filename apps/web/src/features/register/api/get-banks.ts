import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BankOption, type Locale, lookupApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export const getBanks = async (locale: Locale): Promise<BankOption[]> =>
  (await apiClient.request(lookupApi.banks, { locale })).banks;

export const getBanksQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'banks', locale],
    queryFn: () => getBanks(locale),
    staleTime: 5 * 60_000,
  });

export function useBanks() {
  return useQuery(getBanksQueryOptions(useLocale()));
}

/** Spec §3 bank option: the Thai name in Thai, the English name in Lao and English. */
export const bankLabel = (bank: BankOption, locale: Locale): string =>
  locale === 'th' ? bank.nameTH : bank.nameEN || bank.nameTH;
