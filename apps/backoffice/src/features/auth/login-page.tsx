import { RecoveryCode, TotpCode } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { errorMessage } from '@/lib/i18n';
import { homePath } from '@/lib/nav';
import { useRememberSignIn } from './api/get-me';
import { useLogin } from './api/login';

/** A code field accepts either the authenticator's 6 digits or a recovery code. */
export function normalizeCode(raw: string): string | null {
  const digits = raw.replace(/\s+/g, '');
  if (TotpCode.safeParse(digits).success) return digits;
  const recovery = raw.trim().toLowerCase();
  return RecoveryCode.safeParse(recovery).success ? recovery : null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remember = useRememberSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = useLogin({
    onSuccess: (signedIn) => {
      remember(signedIn);
      void navigate(homePath(signedIn.staff.permissions), { replace: true });
    },
    onError: () => setCode(''),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!login.trim() || !password || !code.trim()) {
      setProblem(t('login.required'));
      return;
    }
    const normalized = normalizeCode(code);
    if (!normalized) {
      setProblem(t('login.codeInvalid'));
      return;
    }
    signIn.mutate({ login: login.trim(), password, code: normalized });
  };

  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-card__top">
          <span className="topbar__brand">{t('app.name')}</span>
          <LanguageSwitch />
        </div>
        <h1>{t('login.title')}</h1>
        <form onSubmit={onSubmit} noValidate className="form">
          <TextField
            label={t('login.login')}
            name="login"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            required
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <TextField
            label={t('login.code')}
            hint={t('login.codeHint')}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
          />
          {problem ? <Alert tone="danger">{problem}</Alert> : null}
          {signIn.isError ? <Alert tone="danger">{errorMessage(signIn.error)}</Alert> : null}
          <Button type="submit" variant="primary" busy={signIn.isPending}>
            {signIn.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}
