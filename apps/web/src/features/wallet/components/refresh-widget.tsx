import { useTranslation } from '@/lib/translator';
import { RefreshIcon } from '@/components/ui/icons/icons';
import { WidgetButton } from '@/components/ui/widget/widget-button';
import { useRefreshBalances } from '../hooks/use-refresh-balances';
import './wallet.css';

/**
 * Spec §2 widgets: the refresh-all-balances widget (shown while the spin wheel is not active;
 * the spin wheel and the other widgets arrive with their own issues). The shared widget names it
 * by its visible title (WCAG 2.5.3, issue 13); while it runs it is aria-busy and aria-disabled,
 * which keeps focus on it (refresh() ignores a second press anyway).
 */
export function RefreshWidget() {
  const { t } = useTranslation();
  const { refresh, isRefreshing } = useRefreshBalances();
  return (
    <WidgetButton
      title={t('home.refreshAll')}
      hint={t('home.refreshAllHint')}
      icon={<RefreshIcon size={22} />}
      busy={isRefreshing}
      className={isRefreshing ? 'is-spinning' : undefined}
      onClick={() => refresh()}
    />
  );
}
