import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { useLogin } from '../api/login';
import './login-form.css';

type LoginFormProps = {
  onSuccess: () => void;
  /** The phone filled in on arrival (after a registration, issue 13). */
  initialUsername?: string;
};

/** On login, REQUEST_LIMIT means too many failed attempts: the server waits 15 minutes. */
const isLockedOut = (error: unknown) => isApiError(error) && error.code === 'REQUEST_LIMIT';

/** Spec §2 /login: phone, password, remember-me and one inline error line. */
export function LoginForm({ onSuccess, initialUsername = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState(false);
  const login = useLogin({ onSuccess });
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = username.trim();
    // §5: login needs both username and password; nothing is sent without them.
    setMissing(!phone || !password);
    if (!phone || !password) return;
    login.mutate({ username: phone, password, remember });
  };

  const error = missing
    ? t('login.required')
    : isLockedOut(login.error)
      ? t('login.tooManyAttempts')
      : login.error
        ? errorMessage(login.error)
        : null;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('login.phone')}
        name="username"
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        // the phone is already there (after a registration): the password comes next
        autoFocus={initialUsername !== ''}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
      />
      <CheckboxField
        label={t('login.remember')}
        name="remember"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <p className="login-form__error" id={errorId} role="alert">
        {error}
      </p>
      <Button type="submit" block busy={login.isPending} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
