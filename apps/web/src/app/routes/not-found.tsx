import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { buttonClassName } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main id="main" className="standalone" tabIndex={-1}>
      <p className="standalone__code" aria-hidden="true">
        404
      </p>
      <h1 className="standalone__title">{t('notFound.title')}</h1>
      <p className="standalone__body">{t('notFound.body')}</p>
      <Link className={buttonClassName('primary')} to={paths.root.getHref()}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
