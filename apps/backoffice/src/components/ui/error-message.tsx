import { useTranslation } from 'react-i18next';
import { CSRF_CODE, isApiError, isForbidden } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { Alert } from './alert';

/** A failed call, said honestly: 403 → the role message, CSRF → "try again", else by code. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (isForbidden(error)) return <Alert tone="danger">{t('common.forbidden')}</Alert>;
  if (isApiError(error) && error.code === CSRF_CODE) {
    return <Alert tone="warning">{t('common.csrfRetry')}</Alert>;
  }
  return <Alert tone="danger">{errorMessage(error)}</Alert>;
}
