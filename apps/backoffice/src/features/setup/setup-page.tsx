import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/i18n';
import { useSetupInfo, useSetupPassword, useSetupTotp } from './api/setup';
import { PasswordStep } from './password-step';
import { RecoveryStep } from './recovery-step';
import { TotpStep } from './totp-step';

/** One-time setup from the link an owner sent: password, authenticator, recovery codes. */
export function SetupPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const info = useSetupInfo(token);
  const password = useSetupPassword(token);
  const totp = useSetupTotp(token);

  let body;
  if (info.isPending) {
    body = (
      <p role="status">
        <span className="spinner" aria-hidden="true" /> {t('setup.loading')}
      </p>
    );
  } else if (info.isError && !password.data) {
    const gone = isApiError(info.error) && info.error.status >= 400 && info.error.status < 500;
    body = <Alert tone="danger">{gone ? t('setup.invalidLink') : errorMessage(info.error)}</Alert>;
  } else if (totp.data) {
    body = <RecoveryStep codes={totp.data.recoveryCodes} login={info.data?.login ?? 'staff'} />;
  } else if (password.data) {
    body = (
      <TotpStep
        otpauthUri={password.data.otpauthUri}
        secret={password.data.secret}
        onSubmit={(code) => totp.mutate(code)}
        busy={totp.isPending}
        error={totp.error}
      />
    );
  } else {
    body = (
      <PasswordStep
        onSubmit={(value) => password.mutate(value)}
        busy={password.isPending}
        error={password.error}
      />
    );
  }

  return (
    <main className="auth-page">
      <div className="auth-card auth-card--wide">
        <div className="auth-card__top">
          <span className="topbar__brand">{t('app.name')}</span>
          <LanguageSwitch />
        </div>
        <h1>{t('setup.title')}</h1>
        {info.data ? (
          <dl className="facts">
            <dt>{t('setup.login')}</dt>
            <dd>{info.data.login}</dd>
            <dt>{t('setup.name')}</dt>
            <dd>{info.data.name}</dd>
            <dt>{t('setup.role')}</dt>
            <dd>{t(`roles.${info.data.role}`)}</dd>
            <dt>{t('setup.expires')}</dt>
            <dd>{formatDateTime(info.data.expiresAt)}</dd>
          </dl>
        ) : null}
        {body}
      </div>
    </main>
  );
}
