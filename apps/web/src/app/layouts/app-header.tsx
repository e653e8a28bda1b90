import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { WalletIcon } from '@/components/ui/icons/icons';
import { useSiteInfo } from '@/lib/site-info';

/**
 * The brand: the site's name from lookup info (issue 13, one brand everywhere; never a built-in
 * name). While it loads a quiet placeholder holds its place; without it the logo still leads
 * home. At 320 px a long name wraps onto a second line instead of being cut.
 */
export function SiteBrand({ homeHref }: { homeHref?: string }) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const name = info.data?.name.trim() || null;
  const content = (
    <>
      <span className="app-header__logo" aria-hidden="true">
        <WalletIcon size={20} />
      </span>
      {name ? (
        <span className="app-header__name">{name}</span>
      ) : info.isPending ? (
        <span className="app-header__name app-header__name--loading" aria-hidden="true" />
      ) : null}
    </>
  );
  if (!homeHref) return <span className="app-header__brand">{content}</span>;
  return (
    <Link to={homeHref} className="app-header__brand" aria-label={name ? undefined : t('nav.home')}>
      {content}
    </Link>
  );
}

/** Brand and the header actions. */
export function AppHeader({ homeHref, children }: { homeHref: string; children?: ReactNode }) {
  return (
    <header className="app-header">
      <SiteBrand homeHref={homeHref} />
      <div className="app-header__actions">{children}</div>
    </header>
  );
}
