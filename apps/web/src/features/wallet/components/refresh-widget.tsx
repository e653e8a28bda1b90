import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '@/components/ui/icons/icons';
import { useRefreshBalances } from '../hooks/use-refresh-balances';
import '@/components/ui/widget/widget.css';
import './wallet.css';

/**
 * Spec §2 widgets: the refresh-all-balances widget (shown while the spin wheel is not active;
 * the spin wheel and the other widgets arrive with their own issues).
 */
export function RefreshWidget() {
  const { t } = useTranslation();
  const hintId = useId();
  const { refresh, isRefreshing } = useRefreshBalances();
  return (
    <button
      type="button"
      className={`widget${isRefreshing ? ' is-spinning' : ''}`}
      aria-label={t('home.refreshAll')}
      aria-describedby={hintId}
      aria-busy={isRefreshing || undefined}
      // aria-disabled keeps focus on the control while it runs (refresh() ignores a second press)
      aria-disabled={isRefreshing || undefined}
      onClick={() => refresh()}
    >
      <span className="widget__icon" aria-hidden="true">
        <RefreshIcon size={22} />
      </span>
      <span className="widget__text">
        <span className="widget__title">{t('home.refreshAll')}</span>
        <span className="widget__hint" id={hintId}>
          {t('home.refreshAllHint')}
        </span>
      </span>
    </button>
  );
}
