import type { BankDevice } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/session';
import { useBankDevices } from './api/get-bank-devices';
import { AddDeviceDialog, RevokeDeviceDialog } from './device-dialogs';

const col = createColumnHelper<BankDevice>();

/** The forwarding devices: add one (its token shown once), revoke one. */
export function DevicesTab() {
  const { t } = useTranslation();
  const can = useCan();
  const canDecide = can('deposits.decide');
  const query = useBankDevices();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<BankDevice | null>(null);

  const columns = useMemo(
    () => [
      col.accessor('name', { header: t('bankFeed.devices.name') }),
      col.accessor('accountNo', {
        header: t('bankFeed.devices.account'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      col.accessor('lastSeenAt', {
        header: t('bankFeed.devices.lastSeen'),
        cell: (info) => {
          const value = info.getValue();
          return value ? (
            formatDateTime(value)
          ) : (
            <span className="muted">{t('bankFeed.devices.never')}</span>
          );
        },
      }),
      col.accessor((d) => (d.revokedAt ? 'revoked' : d.silent ? 'silent' : 'active'), {
        id: 'state',
        header: t('bankFeed.devices.state'),
        cell: ({ row }) =>
          row.original.revokedAt ? (
            <Badge>
              {t('bankFeed.devices.revoked', { date: formatDateTime(row.original.revokedAt) })}
            </Badge>
          ) : row.original.silent ? (
            <Badge tone="danger">{t('bankFeed.devices.silent')}</Badge>
          ) : (
            <Badge tone="success">{t('bankFeed.devices.active')}</Badge>
          ),
      }),
      col.accessor('createdAt', {
        header: t('bankFeed.devices.created'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      col.display({
        id: 'actions',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) =>
          canDecide && !row.original.revokedAt ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={t('bankFeed.devices.revokeLabel', { name: row.original.name })}
              onClick={() => setRevoking(row.original)}
            >
              {t('bankFeed.devices.revoke')}
            </Button>
          ) : null,
      }),
    ],
    [t, canDecide],
  );

  return (
    <>
      <p className="muted">{t('bankFeed.devices.intro')}</p>
      <div className="filters">
        {canDecide ? (
          <Button variant="primary" onClick={() => setAdding(true)}>
            {t('bankFeed.devices.add')}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <QueryState query={query}>
        {(data) => (
          <DataTable<BankDevice>
            label={t('bankFeed.devices.title')}
            data={data.devices}
            columns={columns}
            getRowId={(device) => device.id}
          />
        )}
      </QueryState>
      {adding ? <AddDeviceDialog onClose={() => setAdding(false)} /> : null}
      {revoking ? <RevokeDeviceDialog device={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}
