import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { AlertIcon } from '@/components/ui/icons/icons';
import './pages.css';

/** Shown when a screen throws while rendering or loading; nothing technical leaks to the user. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="standalone" role="alert">
      <span className="standalone__icon standalone__icon--danger">
        <AlertIcon size={40} />
      </span>
      <h1 className="standalone__title">{t('routeError.title')}</h1>
      <p className="standalone__body">{t('routeError.body')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </main>
  );
}
