import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BankOption, type Currency, type Locale, lookupApi } from '@wallet/contract';
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

/** Spec §3 bank option: the Thai name in Thai, the Lao name in Lao (else English), English. */
export const bankLabel = (bank: BankOption, locale: Locale): string =>
  locale === 'th' ? bank.nameTH : (locale === 'la' && bank.nameLA) || bank.nameEN || bank.nameTH;

/**
 * The banks a wallet in `currency` registers (spec §2 step 4): a LAK wallet a Lao bank, a BAHT
 * wallet a Thai one (a bank the setting names no currency for holds baht).
 */
export const banksFor = (banks: readonly BankOption[], currency: Currency): BankOption[] =>
  banks.filter((bank) => (bank.currency ?? 'BAHT') === currency);
