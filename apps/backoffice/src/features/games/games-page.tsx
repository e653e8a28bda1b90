import type { OperatorSlot } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useCan } from '@/lib/session';
import { useSlots } from './api/get-slots';
import { SlotDialog } from './slot-dialog';

const col = createColumnHelper<OperatorSlot>();

/**
 * Which game provider serves each slot, its product code and whether members see it (the
 * operator's choice). Everyone with settings.read sees it; settings.write (the owner) edits.
 */
export function GamesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canEdit = can('settings.write');
  const query = useSlots();
  const [editing, setEditing] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: t('games.game'),
        cell: ({ row }) => (
          <>
            {row.original.name} <span className="mono muted">{row.original.code}</span>
          </>
        ),
      }),
      col.accessor('provider', {
        header: t('games.provider'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      col.accessor('product', {
        header: t('games.product'),
        cell: (info) => {
          const value = info.getValue();
          return value ? (
            <span className="mono">{value}</span>
          ) : (
            <span className="muted">{t('games.lobby')}</span>
          );
        },
      }),
      col.accessor('status', {
        header: t('common.status'),
        cell: (info) =>
          info.getValue() === 'active' ? (
            <Badge tone="success">{t('games.status.active')}</Badge>
          ) : (
            <Badge>{t('games.status.hidden')}</Badge>
          ),
      }),
      col.accessor('membersWithMoney', {
        header: t('games.membersWithMoney'),
        cell: (info) => <span className="num">{info.getValue()}</span>,
      }),
      col.display({
        id: 'actions',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) =>
          canEdit ? (
            <Button
              size="sm"
              aria-label={t('games.editLabel', { name: row.original.name })}
              onClick={() => setEditing(row.original.code)}
            >
              {t('games.edit')}
            </Button>
          ) : null,
      }),
    ],
    [t, canEdit],
  );

  return (
    <Page title={t('games.title')}>
      <p className="muted">{t('games.intro')}</p>
      <QueryState query={query}>
        {(data) => {
          const slot = data.slots.find((s) => s.code === editing);
          return (
            <>
              <DataTable<OperatorSlot>
                label={t('games.title')}
                data={data.slots}
                columns={columns}
                getRowId={(s) => s.code}
                pageSize={50}
              />
              {slot ? (
                <SlotDialog
                  slot={slot}
                  providers={data.providers}
                  onClose={() => setEditing(null)}
                />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
