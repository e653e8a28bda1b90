import { useTranslation } from '@/lib/translator';
import { ResponsiblePage } from '@/features/responsible/components/responsible-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

/** Issue 15 /user/responsible: the member's deposit limits, reality check, breaks, exclusion. */
export function ResponsibleRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('responsible.title'));
  return (
    <section className="page" aria-labelledby="responsible-title">
      <h1 id="responsible-title" className="page__title">
        {t('responsible.title')}
      </h1>
      <p className="page__lead">{t('responsible.lead')}</p>
      <ResponsiblePage />
    </section>
  );
}
