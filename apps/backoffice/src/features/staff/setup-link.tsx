import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDateTime } from '@/lib/format';

/** The one-time setup link: this site's origin + the server's setupPath, copyable. */
export function SetupLink({
  login,
  setupPath,
  expiresAt,
}: {
  login: string;
  setupPath: string;
  expiresAt: string;
}) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${setupPath}`;
  return (
    <Alert tone="success">
      <p>{t('staff.setupLinkIntro', { login, expires: formatDateTime(expiresAt) })}</p>
      <p className="mono break" aria-label={t('staff.setupLink')}>
        {url}
      </p>
      <CopyButton text={url} />
    </Alert>
  );
}
