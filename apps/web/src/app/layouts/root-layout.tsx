import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { useFocusOnNavigate } from '@/hooks/use-focus-on-navigate';
import { usePendingRequestCount } from '@/lib/pending-requests';
import './layouts.css';

/**
 * Skip link, the one delayed loader bar for every call and navigation (spec §7), the screen, and
 * focus moved to each new screen's heading after a navigation.
 */
export function RootLayout() {
  const { t } = useTranslation();
  useFocusOnNavigate();
  const navigation = useNavigation();
  const pending = usePendingRequestCount();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <DelayedLoader
        variant="bar"
        active={navigation.state !== 'idle' || pending > 0}
        label={t('app.loading')}
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** While the first loaders run (locale, guards): a spinner after the loader delay. */
export function AppSplash() {
  const { t } = useTranslation();
  return (
    <main className="standalone">
      <DelayedLoader active label={t('app.loading')} />
    </main>
  );
}
