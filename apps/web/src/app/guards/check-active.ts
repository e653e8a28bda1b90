import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@/lib/router';
import { paths } from '@/config/paths';
import { getActiveQueryOptions } from '@/features/site/api/get-active';
import { currentLocale } from '@/lib/i18n';

/**
 * Spec §2: on /login the service is first asked whether it is active; terminated → /terminated.
 * When the question itself fails the page is shown (the form reports its own errors).
 */
export const createLoginLoader = (queryClient: QueryClient) => async () => {
  const active = await queryClient
    .fetchQuery({ ...getActiveQueryOptions(currentLocale()), staleTime: 0 })
    .catch(() => null);
  if (active?.terminated) throw redirect(paths.terminated.getHref());
  return null;
};
