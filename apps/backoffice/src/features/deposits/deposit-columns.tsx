import type { OperatorDeposit } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge, statusTone } from '@/components/ui/badge';
import { formatCurrency, formatDateTime } from '@/lib/format';

const col = createColumnHelper<OperatorDeposit>();

export function depositColumns(t: TFunction) {
  return [
    col.accessor('id', { header: t('deposits.id') }),
    // the status beside the id: what the cashier scans first, never the column scrolled away
    col.accessor('status', {
      header: t('common.status'),
      cell: (info) => (
        <Badge tone={statusTone(info.getValue())}>{t(`status.${info.getValue()}`)}</Badge>
      ),
    }),
    col.accessor('createdAt', {
      header: t('deposits.created'),
      cell: (info) => formatDateTime(info.getValue()),
    }),
    col.accessor('phone', { header: t('deposits.phone') }),
    col.accessor('method', {
      header: t('deposits.method'),
      cell: (info) => t(`deposits.methods.${info.getValue()}`),
    }),
    col.accessor('channel', { header: t('deposits.channel') }),
    col.accessor('amount', {
      header: t('deposits.amount'),
      // each row in its own currency: the queue holds baht and kip deposits side by side
      cell: (info) => (
        <span className="num">{formatCurrency(info.getValue(), info.row.original.currency)}</span>
      ),
      sortUndefined: 'last',
    }),
    col.accessor('reference', { header: t('deposits.reference') }),
  ];
}
