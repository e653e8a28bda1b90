import { useCallback } from 'react';
import { useTranslation } from '@/lib/translator';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { useIsRefreshingSlots, useRefreshSlots } from '../api/refresh-slots';

/**
 * The refresh-all-balances action of the home header and widget. Asked by the member, it says
 * how it went; `silent` only updates the screen. (Returns to home read GET /api/wallet again:
 * useRefreshOnReturn.)
 */
export function useRefreshBalances() {
  const { t } = useTranslation();
  const toast = useToast();
  const { mutate } = useRefreshSlots();
  const isRefreshing = useIsRefreshingSlots();

  const refresh = useCallback(
    ({ silent = false }: { silent?: boolean } = {}) => {
      if (isRefreshing) return;
      mutate(undefined, {
        onSuccess: ({ slots }) => {
          if (silent) return;
          const missed = slots.filter((slot) => slot.isActive && slot.unavailable).length;
          toast.show(
            missed > 0
              ? { tone: 'info', message: t('home.someNotUpdated', { count: missed }) }
              : { tone: 'success', message: t('home.refreshed') },
          );
        },
        onError: (error) => {
          if (!silent) toast.show({ tone: 'danger', message: errorMessage(error) });
        },
      });
    },
    [isRefreshing, mutate, t, toast],
  );

  return { refresh, isRefreshing };
}
