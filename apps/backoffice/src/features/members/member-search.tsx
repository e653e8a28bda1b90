import type { MemberSummary } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, statusTone } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useMemberSearch } from './api/search-members';

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 50;

const column = createColumnHelper<MemberSummary>();

/** Members matching the text (phone, name, bank account), one row each; a row opens the member. */
export function MemberSearchResults({ q, onOpen }: { q: string; onOpen: (phone: string) => void }) {
  const { t } = useTranslation();
  const search = useMemberSearch(q);
  const columns = useMemo(
    () => [
      column.accessor('phone', {
        header: t('members.phone'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('name', { header: t('members.name') }),
      column.accessor('status', {
        header: t('common.status'),
        cell: (info) => (
          <Badge tone={statusTone(info.getValue())}>
            {t(`status.${info.getValue()}`, { defaultValue: info.getValue() })}
          </Badge>
        ),
      }),
      column.accessor((m) => `${m.bankCode} ${m.bankAccountNo}`, {
        id: 'bank',
        header: t('members.bank'),
        cell: (info) => (
          <>
            {info.row.original.bankCode}{' '}
            <span className="mono">{info.row.original.bankAccountNo}</span>
          </>
        ),
      }),
      column.accessor('createdAt', {
        header: t('members.joined'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('lastLoginAt', {
        header: t('members.lastLogin'),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : t('members.never')),
      }),
    ],
    [t],
  );
  return (
    <Card title={t('members.searchResults')}>
      <QueryState query={search} isEmpty={(data) => data.members.length === 0}>
        {(data) => (
          <>
            <p className="muted">{t('members.resultsHint')}</p>
            <DataTable
              label={t('members.searchResults')}
              data={data.members}
              columns={columns}
              getRowId={(m) => m.phone}
              onSelect={(m) => onOpen(m.phone)}
              filterable={false}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
