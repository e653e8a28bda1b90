import type { AuditEntry } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge, statusTone } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

const col = createColumnHelper<AuditEntry>();

export function auditColumns(t: TFunction) {
  return [
    col.display({
      id: 'expand',
      header: t('audit.details'),
      enableHiding: false,
      cell: ({ row }) =>
        row.original.before !== null || row.original.after !== null ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={row.getIsExpanded()}
            aria-label={t('audit.show', { id: row.original.id })}
            onClick={row.getToggleExpandedHandler()}
          >
            {row.getIsExpanded() ? '▾' : '▸'}
          </button>
        ) : null,
    }),
    col.accessor('at', { header: t('audit.time'), cell: (i) => formatDateTime(i.getValue()) }),
    col.accessor('actor', { header: t('audit.actor') }),
    col.accessor('role', {
      header: t('audit.role'),
      // a role of today is named in the reader's language; an old, removed one as it was written
      cell: (i) => t(`roles.${i.getValue()}`, { defaultValue: i.getValue() }),
    }),
    col.accessor('via', {
      header: t('audit.via'),
      cell: (i) => (i.getValue() === 'api_key' ? t('audit.viaKey') : t('audit.viaSession')),
    }),
    col.accessor('action', {
      header: t('audit.action'),
      cell: (i) => <span className="mono">{i.getValue()}</span>,
    }),
    col.accessor('target', { header: t('audit.target'), cell: (i) => i.getValue() ?? '—' }),
    col.accessor('reason', { header: t('audit.reason'), cell: (i) => i.getValue() ?? '—' }),
    col.accessor('ip', {
      header: t('audit.ip'),
      cell: (i) => <span className="mono">{i.getValue()}</span>,
    }),
    col.accessor('outcome', {
      header: t('audit.outcome'),
      cell: (i) => <Badge tone={statusTone(i.getValue())}>{t(`status.${i.getValue()}`)}</Badge>,
    }),
  ];
}

export function AuditDetails({ entry }: { entry: AuditEntry }) {
  return <BeforeAfter before={entry.before} after={entry.after} />;
}

function BeforeAfter({ before, after }: { before: unknown; after: unknown }) {
  return (
    <div className="before-after">
      <JsonBlock labelKey="audit.before" value={before} />
      <JsonBlock labelKey="audit.after" value={after} />
    </div>
  );
}

function JsonBlock({ labelKey, value }: { labelKey: string; value: unknown }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="json-title">{t(labelKey)}</h3>
      <pre className="json">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}
