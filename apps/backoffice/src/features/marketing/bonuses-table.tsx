import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useBonuses } from './api/bonuses';
import { BonusEditorDialog, type BonusEditorTarget } from './bonus-editor';

type BonusRow = {
  code: string;
  title: string;
  kind: string;
  type: string;
  enabled: boolean;
  received: number;
  active: number;
  period: string;
};
const col = createColumnHelper<BonusRow>();

export function BonusesTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const canWrite = can('marketing.write');
  const [target, setTarget] = useState<BonusEditorTarget | null>(null);
  const query = useBonuses();
  const rows = useMemo<BonusRow[]>(
    () =>
      (query.data?.bonuses ?? []).map((b) => ({
        code: b.code,
        title: b.title[language],
        kind: String(b.kind),
        type: String(b.type),
        enabled: b.enabled,
        received: b.received,
        active: b.active,
        period: `${formatDateTime(b.startsAt)} – ${formatDateTime(b.endsAt)}`,
      })),
    [query.data, language],
  );
  const columns = useMemo(
    () => [
      col.accessor('code', { header: t('marketing.code') }),
      col.accessor('title', { header: t('marketing.name') }),
      col.accessor('kind', { header: t('marketing.kind') }),
      col.accessor('type', { header: t('marketing.type') }),
      col.accessor('enabled', {
        header: t('marketing.enabled'),
        cell: (info) =>
          info.getValue() ? (
            <Badge tone="success">{t('common.yes')}</Badge>
          ) : (
            <Badge>{t('common.no')}</Badge>
          ),
      }),
      col.accessor('received', { header: t('marketing.received') }),
      col.accessor('active', { header: t('marketing.activeNow') }),
      col.accessor('period', { header: t('marketing.period') }),
      ...(canWrite
        ? [
            col.display({
              id: 'actions',
              header: t('common.actions'),
              enableHiding: false,
              cell: ({ row }) => (
                <Button
                  size="sm"
                  aria-label={t('marketing.bonusEditor.editFor', { code: row.original.code })}
                  onClick={() => {
                    const bonus = query.data?.bonuses.find((b) => b.code === row.original.code);
                    if (bonus) setTarget({ mode: 'edit', bonus });
                  }}
                >
                  {t('marketing.bonusEditor.edit')}
                </Button>
              ),
            }),
          ]
        : []),
    ],
    [t, canWrite, query.data],
  );
  return (
    <Card title={t('marketing.bonuses')}>
      {canWrite ? (
        <div className="row row--end">
          <Button variant="primary" onClick={() => setTarget({ mode: 'new' })}>
            {t('marketing.bonusEditor.new')}
          </Button>
        </div>
      ) : null}
      {target ? (
        <BonusEditorDialog
          target={target}
          existingCodes={(query.data?.bonuses ?? []).map((b) => b.code)}
          onClose={() => setTarget(null)}
        />
      ) : null}
      <QueryState query={query}>
        {() => (
          <DataTable<BonusRow>
            label={t('marketing.bonuses')}
            data={rows}
            columns={columns}
            getRowId={(row) => row.code}
          />
        )}
      </QueryState>
    </Card>
  );
}
