import { WITHDRAWAL_SORTS, type OperatorWithdrawal } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/fields';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useServerTable } from '@/components/ui/server-table';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useWithdrawals } from './api/get-withdrawals';
import { WithdrawalDialog } from './withdrawal-dialog';

const STATUSES = ['processing', 'success', 'failed', 'all'] as const;
type Status = (typeof STATUSES)[number];
const col = createColumnHelper<OperatorWithdrawal>();

export function WithdrawalsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [status, setStatus] = useState<Status>('processing');
  const [dialog, setDialog] = useState<{ kind: 'paid' | 'fail'; row: OperatorWithdrawal } | null>(
    null,
  );
  const paging = useServerTable(WITHDRAWAL_SORTS);
  const query = useWithdrawals(status, paging.params);
  const canDecide = can('withdrawals.decide');

  const columns = useMemo(
    () => [
      col.accessor('id', { header: t('withdrawals.id') }),
      col.accessor('createdAt', {
        header: t('withdrawals.created'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      col.accessor('phone', { header: t('withdrawals.phone') }),
      col.accessor('amount', {
        header: t('withdrawals.amount'),
        // each payout in its own currency: baht and kip rows share the queue
        cell: (info) => (
          <span className="num">{formatCurrency(info.getValue(), info.row.original.currency)}</span>
        ),
      }),
      col.accessor('bankCode', { header: t('withdrawals.bank') }),
      col.accessor('bankAccountNo', {
        header: t('withdrawals.accountNo'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      col.accessor('bankAccountName', { header: t('withdrawals.accountName') }),
      col.accessor('status', {
        header: t('common.status'),
        cell: (info) => (
          <Badge tone={statusTone(info.getValue())}>{t(`status.${info.getValue()}`)}</Badge>
        ),
      }),
      col.accessor('reason', { header: t('withdrawals.reason'), cell: (i) => i.getValue() ?? '—' }),
      col.display({
        id: 'actions',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) =>
          canDecide && row.original.status === 'processing' ? (
            <span className="row-actions">
              <Button
                size="sm"
                variant="success"
                aria-label={`${t('withdrawals.markPaid')} #${row.original.id}`}
                onClick={() => setDialog({ kind: 'paid', row: row.original })}
              >
                {t('withdrawals.markPaid')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`${t('withdrawals.fail')} #${row.original.id}`}
                onClick={() => setDialog({ kind: 'fail', row: row.original })}
              >
                {t('withdrawals.fail')}
              </Button>
            </span>
          ) : null,
      }),
    ],
    [t, canDecide],
  );

  return (
    <Page title={t('withdrawals.title')}>
      <div className="filters">
        <SelectField
          label={t('common.status')}
          value={status}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(event) => {
            setStatus(event.target.value as Status);
            paging.firstPage();
          }}
        />
        <Button size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <QueryState query={query}>
        {(data) => (
          <DataTable<OperatorWithdrawal>
            label={t('withdrawals.title')}
            data={data.withdrawals}
            columns={columns}
            getRowId={(row) => row.id}
            server={paging.table(data.total)}
            searchLabel={t('withdrawals.search')}
          />
        )}
      </QueryState>
      {dialog ? (
        <WithdrawalDialog kind={dialog.kind} row={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
    </Page>
  );
}
