import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { apiClient } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

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
  const query = useQuery({
    queryKey: ['operator', 'bonuses'],
    queryFn: () => apiClient.request(api.operatorBonus.bonuses),
  });
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
    ],
    [t],
  );
  return (
    <Card title={t('marketing.bonuses')}>
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
