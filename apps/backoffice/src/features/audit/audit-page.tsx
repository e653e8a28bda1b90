import type { AuditEntry } from '@wallet/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/fields';
import { Page } from '@/components/ui/page';
import { downloadText } from '@/lib/clipboard';
import { useAudit } from './api/get-audit';
import { auditColumns, AuditDetails } from './audit-columns';
import { auditCsv } from './audit-csv';

export function AuditPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const query = useAudit(q);
  const entries = useMemo<AuditEntry[]>(
    () => query.data?.pages.flatMap((p) => p.entries) ?? [],
    [query.data],
  );
  const columns = useMemo(() => auditColumns(t), [t]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const exportCsv = () => {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    downloadText(`audit-${stamp}.csv`, auditCsv(entries), 'text/csv');
  };
  return (
    <Page
      title={t('audit.title')}
      actions={
        <Button onClick={exportCsv} disabled={entries.length === 0}>
          {t('audit.exportCsv')}
        </Button>
      }
    >
      <form className="filters" role="search" onSubmit={submit}>
        <TextField
          label={t('audit.search')}
          type="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          type="submit"
          variant="primary"
          busy={query.isFetching && !query.isFetchingNextPage}
        >
          {t('common.search')}
        </Button>
      </form>
      {query.isPending ? (
        <p className="state" role="status">
          <span className="spinner" aria-hidden="true" /> {t('common.loading')}
        </p>
      ) : query.isError && entries.length === 0 ? (
        <ErrorMessage error={query.error} />
      ) : (
        <>
          <DataTable<AuditEntry>
            label={t('audit.title')}
            data={entries}
            columns={columns}
            getRowId={(row) => row.id}
            renderExpanded={(row) => <AuditDetails entry={row} />}
            paginate={false}
            filterable={false}
          />
          {query.isFetchNextPageError ? <ErrorMessage error={query.error} /> : null}
          <div className="row">
            {query.hasNextPage ? (
              <Button onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage}>
                {t('audit.loadOlder')}
              </Button>
            ) : entries.length > 0 ? (
              <p className="muted">{t('audit.noMore')}</p>
            ) : null}
          </div>
        </>
      )}
    </Page>
  );
}
