import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button/button';
import { AlertIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

/** Spec §2: shown when the site or account is gone. */
export function TerminatedRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('terminated.title'));
  return (
    <main id="main" className="standalone" tabIndex={-1}>
      <span className="standalone__icon standalone__icon--danger">
        <AlertIcon size={40} />
      </span>
      <h1 className="standalone__title">{t('terminated.title')}</h1>
      <p className="standalone__body">{t('terminated.body')}</p>
      <Link className={buttonClassName('secondary')} to={paths.login.getHref()}>
        {t('terminated.checkAgain')}
      </Link>
    </main>
  );
}
