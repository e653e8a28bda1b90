import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { paths } from '@/config/paths';
import { RegisterWizard } from '@/features/register/components/register-wizard';
import { useInfo } from '@/features/site/api/get-info';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useInfo();
  useDocumentTitle(t('register.title'));

  return (
    <section className="page auth" aria-labelledby="register-title">
      <div className="auth__card">
        <h1 id="register-title" className="page__title">
          {t('register.title')}
        </h1>
        <p className="page__lead">{t('register.subtitle')}</p>
        {info.isPending ? (
          <DelayedLoader active label={t('app.loading')} />
        ) : (
          // Without the deployment answer the Thai rules apply; the server checks again anyway.
          <RegisterWizard
            lao={info.data?.deployment === 'LA'}
            onComplete={() => void navigate(paths.login.getHref(), { replace: true })}
          />
        )}
      </div>
      <p className="auth__alt">
        {t('register.haveAccount')} <Link to={paths.login.getHref()}>{t('register.login')}</Link>
      </p>
    </section>
  );
}
