import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useQrcodes } from './api/get-qrcodes';

type QrRow = {
  qrcodeId: string;
  phone: string;
  gateway: string;
  amount: number;
  currency: string;
  status: string;
  expiresAt: string;
};
const col = createColumnHelper<QrRow>();

export function QrCodesTab() {
  const { t } = useTranslation();
  const query = useQrcodes();
  const columns = useMemo(
    () => [
      col.accessor('qrcodeId', { header: t('deposits.qrId') }),
      col.accessor('phone', { header: t('deposits.phone') }),
      col.accessor('gateway', { header: t('deposits.gateway') }),
      col.accessor('amount', {
        header: t('deposits.amount'),
        cell: (info) => (
          <span className="num">{formatCurrency(info.getValue(), info.row.original.currency)}</span>
        ),
      }),
      col.accessor('status', { header: t('common.status') }),
      col.accessor('expiresAt', {
        header: t('deposits.expires'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
    ],
    [t],
  );
  return (
    <QueryState query={query}>
      {(data) => (
        <DataTable<QrRow>
          label={t('deposits.tabQr')}
          data={data.qrcodes}
          columns={columns}
          getRowId={(row) => row.qrcodeId}
        />
      )}
    </QueryState>
  );
}
