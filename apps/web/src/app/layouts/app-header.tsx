import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WalletIcon } from '@/components/ui/icons/icons';
import { useInfo } from '@/features/site/api/get-info';

/** Brand (site name from lookup info, the app name until it arrives) and the header actions. */
export function AppHeader({ homeHref, children }: { homeHref: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const name = useInfo().data?.name || t('app.name');
  return (
    <header className="app-header">
      <Link to={homeHref} className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true">
          <WalletIcon size={20} />
        </span>
        <span className="app-header__name">{name}</span>
      </Link>
      <div className="app-header__actions">{children}</div>
    </header>
  );
}
