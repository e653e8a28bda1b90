import { useTranslation } from '@/lib/translator';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { isMemberPath, paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useActive } from '@/features/site/api/get-active';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // issue 13: after a registration whose automatic login failed, the phone is filled in
  const prefill = (useLocation().state as { username?: unknown } | null)?.username;
  const notice = useActive().data?.notice;
  useDocumentTitle(t('login.title'));

  // Back to the address the guard carried, only when it is a member address of this app.
  const wanted = safeRedirect(params.get('redirect'));
  const target = wanted && isMemberPath(wanted) ? wanted : paths.member.root.getHref();

  return (
    <section className="page auth" aria-labelledby="login-title">
      <div className="auth__card">
        <h1 id="login-title" className="page__title">
          {t('login.title')}
        </h1>
        <p className="page__lead">{t('login.subtitle')}</p>
        {notice ? <p className="notice">{notice}</p> : null}
        <LoginForm
          initialUsername={typeof prefill === 'string' ? prefill : ''}
          onSuccess={() => void navigate(target, { replace: true })}
        />
      </div>
      <p className="auth__alt">
        {t('login.noAccount')} <Link to={paths.register.getHref()}>{t('login.register')}</Link>
      </p>
    </section>
  );
}

/** The deferred parts of the screen (the router's preloadScreens loads them for tests). */
export { preloadLoginOtpStep as preloadDeferred } from '@/features/auth/components/login-form';
