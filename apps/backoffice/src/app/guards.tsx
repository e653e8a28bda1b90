import type { Permission } from '@wallet/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { homePath } from '@/lib/nav';
import { useStaff } from '@/lib/session';

/** A screen the role does not open says so (the server would answer 403 anyway). */
export function RequirePermission({
  permission,
  element,
}: {
  permission: Permission;
  element: ReactElement;
}) {
  const { t } = useTranslation();
  const staff = useStaff();
  if (!staff.permissions.includes(permission)) {
    return (
      <Page title={t('common.forbidden')}>
        <Alert tone="danger">{t('common.forbidden')}</Alert>
      </Page>
    );
  }
  return element;
}

export function HomeRedirect() {
  const staff = useStaff();
  return <Navigate to={homePath(staff.permissions)} replace />;
}

export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Page title={t('app.name')}>
      <Alert tone="info">{t('nav.noAccess')}</Alert>
    </Page>
  );
}
