import { useTranslation } from '@/lib/translator';
import { Outlet, ScrollRestoration, useNavigation } from '@/lib/router';
import { OfflineBanner } from '@/components/offline-banner';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { useDateEraSync } from '@/hooks/use-date-era-sync';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFocusOnNavigate } from '@/hooks/use-focus-on-navigate';
import { usePendingRequestCount } from '@/lib/pending-requests';
import { SiteBrand } from './app-header';
import './layouts.css';

/**
 * Skip link, the one delayed loader bar for every call and navigation (spec §7), the screen, the
 * offline banner (issue 13), and focus moved to each new screen's heading after a navigation.
 */
export function RootLayout() {
  const { t } = useTranslation();
  useFocusOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <LoaderBar />
      <DateEraSync />
      <Outlet />
      <OfflineBanner />
      <ScrollRestoration />
    </>
  );
}

/**
 * The bar, in a component of its own: every call's start and end (and every navigation) renders
 * it again, and only it. In the layout, each one rendered the whole layout, synchronously: a store
 * that changes is never rendered in slices.
 */
function LoaderBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = usePendingRequestCount();
  return (
    <DelayedLoader
      variant="bar"
      active={navigation.state !== 'idle' || pending > 0}
      label={t('app.loading')}
    />
  );
}

/** The date era follows lookup info (its answer renders this alone, not the layout). */
function DateEraSync() {
  useDateEraSync();
  return null;
}

/**
 * While the first loaders run (locale, guards): the site's brand in the header place (issue 13:
 * the same name as the app header and the tab title) and a spinner after the loader delay.
 */
export function AppSplash() {
  const { t } = useTranslation();
  useDocumentTitle('');
  return (
    <>
      <header className="app-header app-header--splash">
        <SiteBrand />
      </header>
      <main className="standalone">
        <DelayedLoader active label={t('app.loading')} />
      </main>
    </>
  );
}
