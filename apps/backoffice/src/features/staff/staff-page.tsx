import type { StaffRole } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Card, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { ApiKeys } from './api-keys';
import { useStaffList } from './api/staff';
import { AddStaffDialog, ChangeStaffDialog, ResetStaffDialog } from './staff-dialogs';

type StaffRow = {
  login: string;
  name: string;
  role: StaffRole;
  status: 'pending' | 'active' | 'disabled';
  lastLoginAt: string | null;
  createdAt: string;
};
const col = createColumnHelper<StaffRow>();

export function StaffPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<StaffRow | null>(null);
  const [resetting, setResetting] = useState<StaffRow | null>(null);
  const query = useStaffList();
  const columns = useMemo(
    () => [
      col.accessor('login', { header: t('staff.login') }),
      col.accessor('name', { header: t('staff.name') }),
      col.accessor('role', { header: t('staff.role'), cell: (i) => t(`roles.${i.getValue()}`) }),
      col.accessor('status', {
        header: t('staff.status'),
        cell: (i) => <Badge tone={statusTone(i.getValue())}>{t(`status.${i.getValue()}`)}</Badge>,
      }),
      col.accessor('lastLoginAt', {
        header: t('staff.lastLogin'),
        cell: (i) => formatDateTime(i.getValue()),
      }),
      col.accessor('createdAt', {
        header: t('staff.created'),
        cell: (i) => formatDateTime(i.getValue()),
      }),
      col.display({
        id: 'actions',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) => (
          <span className="row-actions">
            <Button
              size="sm"
              aria-label={`${t('staff.change')} ${row.original.login}`}
              onClick={() => setChanging(row.original)}
            >
              {t('staff.change')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${t('staff.reset')} ${row.original.login}`}
              onClick={() => setResetting(row.original)}
            >
              {t('staff.reset')}
            </Button>
          </span>
        ),
      }),
    ],
    [t],
  );
  return (
    <Page
      title={t('staff.title')}
      actions={
        <Button variant="primary" onClick={() => setAdding(true)}>
          {t('staff.add')}
        </Button>
      }
    >
      <Card>
        <QueryState query={query}>
          {(data) => (
            <DataTable<StaffRow>
              label={t('staff.title')}
              data={data.staff}
              columns={columns}
              getRowId={(r) => r.login}
            />
          )}
        </QueryState>
      </Card>
      <ApiKeys
        logins={(query.data?.staff ?? []).filter((s) => s.status === 'active').map((s) => s.login)}
      />
      {adding ? <AddStaffDialog onClose={() => setAdding(false)} /> : null}
      {changing ? (
        <ChangeStaffDialog
          login={changing.login}
          role={changing.role}
          status={changing.status}
          onClose={() => setChanging(null)}
        />
      ) : null}
      {resetting ? (
        <ResetStaffDialog login={resetting.login} onClose={() => setResetting(null)} />
      ) : null}
    </Page>
  );
}
