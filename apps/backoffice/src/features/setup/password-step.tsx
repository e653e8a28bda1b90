import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/fields';
import { passwordProblem, strengthOf } from './password-rule';

export function PasswordStep({
  onSubmit,
  busy,
  error,
}: {
  onSubmit: (password: string) => void;
  busy: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const problem = passwordProblem(password, confirm);
  const strength = strengthOf(password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem) onSubmit(password);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('setup.step1')}</h2>
      <p className="muted" id="password-rule">
        {t('setup.passwordRule')}
      </p>
      <TextField
        label={t('setup.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        maxLength={256}
        onChange={(event) => setPassword(event.target.value)}
        hint={
          password
            ? t('setup.strength', {
                level: t(`setup.strength${strength[0]?.toUpperCase()}${strength.slice(1)}`),
              })
            : undefined
        }
        required
      />
      <TextField
        label={t('setup.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        required
      />
      {tried && problem ? <Alert tone="danger">{t(`setup.${problem}`)}</Alert> : null}
      <ErrorMessage error={error} />
      <Button type="submit" variant="primary" busy={busy}>
        {t('setup.continue')}
      </Button>
    </form>
  );
}
