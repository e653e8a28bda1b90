import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, type Promotion, promotionApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useLocale } from '@/lib/i18n';
import { bonusQueryRoot } from './get-active-bonus';

/** Answers that mean "there is no such promotion" (§8: the modal shows the not-found message). */
const NOT_FOUND_CODES: readonly string[] = ['NO_PROMOTION', 'NO_DATA'];

/**
 * Spec §7 GET /api/promotion/find/{code}: the promotion, or null when there is none (an answer
 * of NO_PROMOTION means the same: the modal says "not found", §8).
 */
export async function findPromotion(code: string, locale: Locale): Promise<Promotion | null> {
  try {
    return (await apiClient.request(promotionApi.find, { params: { code }, locale })).promotion;
  } catch (error) {
    if (isApiError(error) && NOT_FOUND_CODES.includes(error.code)) return null;
    throw error;
  }
}

export const findPromotionQueryOptions = (code: string, locale: Locale) =>
  queryOptions({
    queryKey: [...bonusQueryRoot, 'promotion', code, locale],
    queryFn: () => findPromotion(code, locale),
    staleTime: 0,
  });

/** Looks the code up while `code` is set (the promotion modal is open). */
export function useFindPromotion(code: string | null) {
  const locale = useLocale();
  return useQuery({ ...findPromotionQueryOptions(code ?? '', locale), enabled: Boolean(code) });
}
