import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link, useNavigate } from '@/lib/router';
import { useToast } from '@/components/ui/toast/toast-context';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/auth/api/login';
import { RegisterSuccess } from '@/features/register/components/register-success';
import {
  RegisterWizard,
  type RegisteredCredentials,
} from '@/features/register/components/register-wizard';
import { useInfo } from '@/features/site/api/get-info';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

/** What /login reads to fill in the phone after a registration (issue 13). */
type LoginPrefill = { username: string };

/**
 * Spec §2 /register. After success the new member is logged in at once with the phone and
 * password just entered (issue 13) and goes to /user; when that login fails, the login form
 * opens after REGISTER_REDIRECT_MS with the phone filled in.
 */
export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const info = useInfo();
  const login = useLogin();
  const [username, setUsername] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  useDocumentTitle(t('register.title'));

  const enter = () => {
    toast.show({ tone: 'success', message: t('register.success.welcome') });
    void navigate(paths.member.root.getHref(), { replace: true });
  };

  const onRegistered = ({ username: phone, password }: RegisteredCredentials) => {
    setUsername(phone);
    // the register answer carries no session: log in as /login does (the token is kept for
    // this browser session, as without remember-me)
    login.mutate({ username: phone, password, remember: false }, { onSuccess: enter });
  };

  const loginFailed = login.isError;
  useEffect(() => {
    if (!timeUp || !loginFailed || username === null) return;
    const state: LoginPrefill = { username };
    void navigate(paths.login.getHref(), { replace: true, state });
  }, [timeUp, loginFailed, username, navigate]);

  let body;
  if (username !== null) {
    body = (
      <RegisterSuccess
        signingIn={!login.isError}
        username={username}
        onComplete={() => setTimeUp(true)}
      />
    );
  } else {
    // The form shows at once (prerendered, it is in the page before any script runs): the
    // deployment's answer only changes the rules of later steps and the phone's error text.
    // Without it the Thai rules apply; the server checks again anyway.
    body = <RegisterWizard lao={info.data?.deployment === 'LA'} onRegistered={onRegistered} />;
  }

  return (
    <section className="page auth" aria-labelledby="register-title">
      <div className="auth__card">
        <h1 id="register-title" className="page__title">
          {t('register.title')}
        </h1>
        <p className="page__lead">{t('register.subtitle')}</p>
        {body}
      </div>
      <p className="auth__alt">
        {t('register.haveAccount')} <Link to={paths.login.getHref()}>{t('register.login')}</Link>
      </p>
    </section>
  );
}
