import { useTranslation } from '@/lib/translator';
import { SpinOddsDetails } from '@/features/spinwheel/components/odds-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

/** The prize wheel's public odds (issue 10): every slice, its prize and chance; coin rules. */
export function OddsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('spinwheel.odds.pageTitle'));
  return (
    <section className="page" aria-labelledby="odds-title">
      <h1 id="odds-title" className="page__title">
        {t('spinwheel.odds.pageTitle')}
      </h1>
      <p className="page__lead">{t('spinwheel.odds.pageLead')}</p>
      <SpinOddsDetails />
    </section>
  );
}
