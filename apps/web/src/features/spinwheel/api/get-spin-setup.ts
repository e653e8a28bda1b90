import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, type SpinSetup, spinwheelApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { spinwheelQueryRoot } from './get-spin-active';

export const spinSetupQueryRoot = [...spinwheelQueryRoot, 'setup'] as const;

/**
 * Spec §7 GET /api/spinwheel/setup: the live wheel (slices with their odds), the member's coins,
 * how coins are earned and the provably fair state (seed hash, client seed, next nonce).
 */
export const getSpinSetup = (locale: Locale): Promise<SpinSetup> =>
  apiClient.request(spinwheelApi.setup, { locale });

export const getSpinSetupQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...spinSetupQueryRoot, locale],
    queryFn: () => getSpinSetup(locale),
    staleTime: 0,
  });

/** `enabled: false` until the wheel is opened (the home only needs `active`). */
export function useSpinSetup({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSpinSetupQueryOptions(useLocale()), enabled });
}
