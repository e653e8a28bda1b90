import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, LAO_DEFAULT_LOCALE } from '@wallet/contract';
import { getInfoQueryOptions, type SiteInfo } from '@/features/site/api/get-info';
import { changeLocale } from '@/lib/i18n';
import { storage } from '@/lib/storage';

/** How long the first screen may wait for the deployment before it starts in Thai. */
export const LOCALE_WAIT_MS = 2_500;

/**
 * Spec §1: the first visit uses Thai, or Lao when the deployment is Lao, and the answer is
 * remembered. A slow answer still applies when it comes (unless the user chose meanwhile); a
 * failed one leaves Thai, unremembered, so the next visit asks again.
 */
export const createLocaleLoader = (queryClient: QueryClient) => async () => {
  if (storage.getLocale()) return null;
  const applied = queryClient
    .fetchQuery(getInfoQueryOptions(DEFAULT_LOCALE))
    .then((info: SiteInfo) => {
      if (storage.getLocale()) return;
      return changeLocale(info.deployment === 'LA' ? LAO_DEFAULT_LOCALE : DEFAULT_LOCALE);
    })
    .catch(() => undefined);
  await Promise.race([applied, new Promise((resolve) => setTimeout(resolve, LOCALE_WAIT_MS))]);
  return null;
};
