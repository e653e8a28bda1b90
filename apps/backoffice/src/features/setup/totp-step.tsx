import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@wallet/web-kit/qr-code';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/fields';
import { groupSecret } from './password-rule';

export function TotpStep({
  otpauthUri,
  secret,
  onSubmit,
  busy,
  error,
}: {
  otpauthUri: string;
  secret: string;
  onSubmit: (code: string) => void;
  busy: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const digits = code.replace(/\s+/g, '');
  const valid = /^\d{6}$/.test(digits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (valid) onSubmit(digits);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h2>{t('setup.step2')}</h2>
      <p>{t('setup.scan')}</p>
      <div className="totp">
        <QrCode text={otpauthUri} alt={t('setup.qrAlt')} size={200} />
        <div className="totp__manual">
          <p>{t('setup.manual')}</p>
          <p className="mono secret" aria-label={t('setup.secret')} data-testid="totp-secret">
            {groupSecret(secret)}
          </p>
          <details>
            <summary>{t('setup.uri')}</summary>
            <p className="mono break">{otpauthUri}</p>
          </details>
        </div>
      </div>
      <TextField
        label={t('setup.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
      />
      {tried && !valid ? <Alert tone="danger">{t('setup.codeInvalid')}</Alert> : null}
      <ErrorMessage error={error} />
      <Button type="submit" variant="primary" busy={busy}>
        {t('setup.confirmCode')}
      </Button>
    </form>
  );
}
