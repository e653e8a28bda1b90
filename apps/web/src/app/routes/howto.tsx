import { useTranslation } from '@/lib/translator';
import { HowtoList } from '@/features/howto/components/howto-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

export function HowtoRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('howto.title'));
  return (
    <section className="page" aria-labelledby="howto-title">
      <h1 id="howto-title" className="page__title">
        {t('howto.title')}
      </h1>
      <p className="page__lead">{t('howto.intro')}</p>
      <HowtoList />
    </section>
  );
}
